import { z } from 'zod';
import { FeedbackStatus } from '@contracts/feedback/feedback';
import { FeedbackType } from '@contracts/rules/feedback';
import { Bilingual } from '../help';

/* The feedback area's store records. Times are epoch milliseconds of the mock clock. */

/**
 * One feedback entry: a case of core/lifecycle.ts keyed by its id, pending (status 0) until customer
 * service replies — the clock after the reply delay, or an operator through the control API.
 */
export const FeedbackRecord = z.object({
  id: z.number().int().positive(),
  uid: z.number().int(),
  type: FeedbackType,
  /** One of the player's orders of the past 7 days when it was sent (checked then, kept as given). */
  orderNo: z.string().nullable(),
  /** Trimmed, 20–200 characters. */
  description: z.string(),
  /** URLs of the player's own uploads (`/assets/uploads/…`), rebuilt from the upload records, never as sent. */
  images: z.array(z.string()),
  status: FeedbackStatus,
  createdAt: z.number(),
  /** When the clock replies unless an operator replied first; null once replied. */
  dueAt: z.number().nullable(),
  /** When it was replied (the lifecycle's decision instant). */
  finishedAt: z.number().nullable(),
  /** The reply in both languages: the answer picks the request's. */
  reply: Bilingual.nullable(),
});
export type FeedbackRecord = z.infer<typeof FeedbackRecord>;
