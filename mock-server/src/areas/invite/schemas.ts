import { z } from 'zod';
import { PartnerStatus } from '@contracts/common/partner-programme';

/* The invite area's store records. Times are epoch milliseconds of the mock clock. */

/** A partner-programme application: a case of core/lifecycle.ts keyed by its number (pending while status 0). */
export const PartnerApplicationRecord = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  contact: z.string(),
  message: z.string(),
  status: PartnerStatus,
  createdAt: z.number(),
  /** When the clock decides it (approves) unless an operator decided first. */
  dueAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
});
export type PartnerApplicationRecord = z.infer<typeof PartnerApplicationRecord>;
