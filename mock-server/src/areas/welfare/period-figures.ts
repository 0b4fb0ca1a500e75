import { CENTRAL } from '../../core/ledger';
import type { World } from '../../core/store';

/*
 * What a player deposited in a span of time, as rewards count it (welfare tasks, promotions): by the time it was
 * credited. Valid bets of a span are the games area's one definition (games/bets/valid-bets.ts).
 */

/** Approved deposits credited in [from, to) (the central wallet's deposit entries). */
export function depositedFen(world: World, uid: number, from: number, to: number): number {
  return world.db.ledger
    .where({ uid, wallet: CENTRAL })
    .filter((e) => e.type === 'deposit' && e.at >= from && e.at < to)
    .reduce((sum, e) => sum + e.amountFen, 0);
}
