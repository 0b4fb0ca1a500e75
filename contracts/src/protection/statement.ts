import { z } from 'zod';
import { Money } from '../core/money';

/** One platform-zone month of the player's own activity. */
export const StatementMonth = z.object({
  /** "2026-11". */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Approved deposits credited in the month. */
  deposits: Money,
  /** Withdrawals paid in the month. */
  withdrawals: Money,
  /** Stakes of the lottery, fast-food and venue bets placed in the month that stand (open or settled). */
  stakes: Money,
  /** What those bets paid out once settled. */
  winnings: Money,
  /** Payouts less stakes of the settled ones (bet records' win/loss of the month): negative is a loss. */
  net: Money,
});
export type StatementMonth = z.infer<typeof StatementMonth>;

export const STATEMENT_MONTHS = 6;
