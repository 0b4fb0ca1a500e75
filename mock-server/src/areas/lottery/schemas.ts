import { z } from 'zod';
import { BetStatus } from '@contracts/records/bets';

/* The lottery area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

/** One line of an order: the option, the stake and the odds at placement (hundredths); settled fields after the draw. */
export const LotteryLineRecord = z.object({
  option: z.string(),
  amountFen: z.number().int().positive(),
  oddsCents: z.number().int().positive(),
  won: z.boolean().nullable(),
  payoutFen: z.number().int().min(0),
});
export type LotteryLineRecord = z.infer<typeof LotteryLineRecord>;

/**
 * A lottery order: a case of the lottery lifecycle (the round engine's, mock-server/src/rounds/settle.ts, through areas/lottery/order-book.ts), due at its round's draw.
 * Status is the bet status: 0 awaiting the draw, 1 settled, 2 round cancelled (stake refunded).
 */
export const LotteryOrderRecord = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  lotteryId: z.number().int().positive(),
  issue: z.string(),
  drawAt: z.number(),
  lines: z.array(LotteryLineRecord).min(1),
  totalFen: z.number().int().positive(),
  winFen: z.number().int().min(0),
  /** The round's result, written at settlement. */
  result: z.array(z.number().int()).nullable(),
  status: BetStatus,
  placedAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type LotteryOrderRecord = z.infer<typeof LotteryOrderRecord>;

/**
 * A round cancelled through the control API (rounds themselves are never stored). `game` is the
 * lottery's code or "fastfood"; `issue` the round's number.
 */
export const CancelledRoundRecord = z.object({
  game: z.string(),
  issue: z.string(),
  cancelledAt: z.number(),
});
export type CancelledRoundRecord = z.infer<typeof CancelledRoundRecord>;
