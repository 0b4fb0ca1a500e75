import { z } from 'zod';
import { BetStatus } from '@contracts/records/bets';

/* The fast-food area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

export const FastFoodStakeRecord = z.object({
  itemId: z.number().int().positive(),
  amountFen: z.number().int().positive(),
  /** Written at settlement: amount × rate for the winning item, 0 otherwise. */
  payoutFen: z.number().int().min(0),
});
export type FastFoodStakeRecord = z.infer<typeof FastFoodStakeRecord>;

/**
 * One submit: a case of the fast-food lifecycle (the round engine's, through areas/fastfood/order-book.ts), due at its round's draw.
 * Status: 0 awaiting the draw, 1 settled, 2 round cancelled (stake refunded).
 */
export const FastFoodOrderRecord = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  roundNo: z.string(),
  drawAt: z.number(),
  stakes: z.array(FastFoodStakeRecord).min(1),
  totalFen: z.number().int().positive(),
  payoutFen: z.number().int().min(0),
  winningItemId: z.number().int().positive().nullable(),
  status: BetStatus,
  placedAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type FastFoodOrderRecord = z.infer<typeof FastFoodOrderRecord>;
