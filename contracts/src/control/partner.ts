import { z } from 'zod';
import { PartnerStatus } from '../common/partner-programme';
import { IsoDateTime } from '../core/time';
import { controlEndpoint } from './endpoint';
import { OrderNo } from './wallet';

export const PartnerApplicationView = z
  .object({
    orderNo: z.string(),
    username: z.string(),
    uid: z.number().int(),
    contact: z.string(),
    message: z.string(),
    status: PartnerStatus,
    createdAt: IsoDateTime,
    dueAt: IsoDateTime.nullable(),
    finishedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'PartnerApplicationView' });

const decision = (verb: 'approve' | 'reject', summary: string) =>
  controlEndpoint({
    method: 'POST',
    path: `partner/applications/{orderNo}/${verb}`,
    summary: `${summary} 404 unknown, 409 already decided.`,
    input: OrderNo,
    output: z.object({ order: PartnerApplicationView }),
  });

/** Partner-programme applications: list and decide. The clock approves the others after the review delay. */
export const partner = {
  applications: controlEndpoint({
    method: 'GET',
    path: 'partner/applications',
    summary: 'Partner-programme applications, newest first (pending by default).',
    input: z.object({ status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'), username: z.string().optional() }),
    output: z.object({ orders: z.array(PartnerApplicationView) }),
  }),
  approveApplication: decision('approve', 'Approves a pending partner application (the player gets a message; commission rate doubles).'),
  rejectApplication: decision('reject', 'Rejects a pending partner application (the player gets a message and may apply again).'),
};
