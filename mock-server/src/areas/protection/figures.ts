import type { World } from '../../core/store';
import { depositOrdersOf } from '../deposit';
import { playTotals } from '../games';
import { withdrawalOrdersOf } from '../withdrawal';

/*
 * The figures limits, reality checks and the statement count: one definition each, so the limit that refuses and the
 * page that shows what remains agree. Play figures are bet records' own (games' playTotals): every bet, lottery, fast
 * food and venue games alike, in the period it was placed.
 */

/** Deposits that count against a deposit limit: orders submitted in [from, to) that are pending or approved. */
export function depositsCountedFen(world: World, uid: number, from: number, to: number): number {
  return depositOrdersOf(world, uid)
    .filter((o) => o.status !== 2 && o.createdAt >= from && o.createdAt < to)
    .reduce((sum, o) => sum + o.amountFen, 0);
}

/**
 * What counts against a loss limit: stakes of the bets placed in the period less what they paid out, never below 0. An
 * open bet's stake counts as lost until it settles, so a burst of bets placed before any result cannot pass the limit.
 */
export function lossFen(world: World, uid: number, from: number, to: number): number {
  const { stakeFen, payoutFen } = playTotals(world, uid, { startMs: from, endMs: to });
  return Math.max(0, stakeFen - payoutFen);
}

/** Withdrawals paid in [from, to), by when they were paid. */
export function withdrawalsPaidFen(world: World, uid: number, from: number, to: number): number {
  return withdrawalOrdersOf(world, uid)
    .filter((o) => o.status === 1 && o.finishedAt !== null && o.finishedAt >= from && o.finishedAt < to)
    .reduce((sum, o) => sum + o.amountFen, 0);
}
