import { BetStatus } from '@contracts/records/bets';
import type { World } from '../../../core/store';
import { recordTurnover } from '../../funds';
import type { BetRow } from '../schemas';

/**
 * Valid bets (turnover): the one definition every page reads (docs/decisions.md, "One figure of valid bets").
 *
 * - Every row of the bets collection is a bet: lobby games, the house lottery and fast-food orders, and demo01's
 *   seeded archive (its documented history) alike.
 * - A bet counts its valid bet once it is Completed: an Unfinished bet counts nothing until it settles, a cancelled
 *   or withdrawn one never (its stake came back).
 * - A bet belongs to the period it was placed in (`betAt`, platform-zone days and weeks), whenever it settles: the
 *   same bets bet records list for that period.
 */
export function validBetOf(bet: BetRow): number {
  return bet.status === BetStatus.enum.completed ? bet.validBetFen : 0;
}

/** [startMs, endMs) of the mock clock; absent: all time. */
export interface Span {
  startMs: number;
  endMs: number;
}

/** The player's bets placed in the span (bet records' own selection), in no particular order. */
export function betsPlacedIn(world: World, uid: number, span?: Span): BetRow[] {
  const bets = world.db.bets.findMany((q) => q.where({ uid }));
  return span === undefined ? bets : bets.filter((b) => b.betAt >= span.startMs && b.betAt < span.endMs);
}

/** The player's valid bets of a period in fen: what bet records, rebates, welfare tasks and VIP progress show. */
export function validBetFen(world: World, uid: number, span?: Span): number {
  return betsPlacedIn(world, uid, span).reduce((sum, bet) => sum + validBetOf(bet), 0);
}

/**
 * A bet has just become Completed: its valid bet joins the withdrawal turnover counter (funds/turnover.ts), the
 * running figure of one requirement cycle, fed with exactly what the period sums above count.
 */
export async function countTowardsTurnover(world: World, bet: BetRow): Promise<void> {
  await recordTurnover(world, bet.uid, validBetOf(bet));
}
