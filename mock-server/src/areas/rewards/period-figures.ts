import { CENTRAL } from '../../core/ledger';
import type { World } from '../../core/store';

/*
 * What a player did in a span of time, as rewards count it (welfare tasks, promotions): deposits by the time
 * they were credited, valid bets by the time they were placed.
 */

/** Approved deposits credited in [from, to) (the central wallet's deposit entries). */
export function depositedFen(world: World, uid: number, from: number, to: number): number {
  return world.db.ledger
    .where({ uid, wallet: CENTRAL })
    .filter((e) => e.type === 'deposit' && e.at >= from && e.at < to)
    .reduce((sum, e) => sum + e.amountFen, 0);
}

/** Valid bets of bets placed in [from, to) (settled ones; an Unfinished bet counts once it settles). */
export function validBetFen(world: World, uid: number, from: number, to: number): number {
  return world.db.bets
    .findMany((q) => q.where({ uid }))
    .filter((b) => !b.archived && b.betAt >= from && b.betAt < to)
    .reduce((sum, b) => sum + b.validBetFen, 0);
}
