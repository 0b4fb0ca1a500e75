import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { IsoDateTime } from '../core/time';
import { PartnerApplicationForm } from '../rules/partner';

/** 0 pending (under review), 1 approved, 2 rejected. */
export const PartnerStatus = z.enum({ pending: 0, approved: 1, rejected: 2 }).meta({ id: 'PartnerStatus' });
export type PartnerStatus = z.infer<typeof PartnerStatus>;

/** The player's latest partner-programme application, as other/getUserInvite carries it. */
export const PartnerApplication = z
  .object({
    status: PartnerStatus,
    appliedAt: IsoDateTime,
    decidedAt: IsoDateTime.nullable(),
    /** The platform's note on its decision, in the request language; null while pending. */
    remark: z.string().nullable(),
  })
  .meta({ id: 'PartnerApplication' });
export type PartnerApplication = z.infer<typeof PartnerApplication>;

export const applyPartner = endpoint({
  method: 'POST',
  path: 'other/applyPartner',
  auth: 'required',
  summary:
    'Not in spec §7 (which lists no call for it): applies to the partner programme of mine/joinOur with a contact and ' +
    'a 20–200 character message. One open application per player (refused while one is pending or once approved); ' +
    'a rejected player may apply again. The application is decided by the clock (after a review delay) or the control ' +
    'API; its status comes back in other/getUserInvite.partner.',
  input: PartnerApplicationForm,
  output: PartnerApplication,
});
