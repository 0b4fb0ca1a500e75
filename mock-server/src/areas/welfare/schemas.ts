import { z } from 'zod';
import { AwardStatus, AwardType } from '@contracts/records/awards';

/* The rewards area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

/**
 * One reward granted to a player (VIP privilege, sign-in, welfare task …). `source` names what granted
 * it ("vip:1", "signin", "task:depositDaily") and `periodKey` the period it belongs to ("2026-W48",
 * "2026-11-24", "level:3"): one reward per player, source and period, which is what makes a claim
 * once-per-period. Titles are kept in both languages as they read when granted.
 */
export const AwardRow = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  type: AwardType,
  source: z.string(),
  periodKey: z.string(),
  titleEn: z.string(),
  titleZh: z.string(),
  amountFen: z.number().int().positive(),
  /** What the reward added to the player's turnover requirement. */
  turnoverFen: z.number().int().min(0),
  status: AwardStatus,
  createdAt: z.number(),
  creditedAt: z.number().nullable(),
});
export type AwardRow = z.infer<typeof AwardRow>;

/** One daily sign-in: its platform-zone date and the streak it made (1 after a missed day). */
export const SignInRow = z.object({
  uid: z.number().int(),
  date: z.string(),
  streak: z.number().int().min(1),
  orderNo: z.string(),
  at: z.number(),
});
export type SignInRow = z.infer<typeof SignInRow>;
