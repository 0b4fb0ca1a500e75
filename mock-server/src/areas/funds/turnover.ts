import type { TurnoverRecord } from './schemas';
import type { World } from '../../core/store';

/** An approved deposit asks for this many times (amount + gift) of valid bets before a fee-free withdrawal. */
export const TURNOVER_MULTIPLE = 1;

export function turnoverOf(world: World, uid: number): TurnoverRecord {
  return world.db.turnover.findFirst((q) => q.where({ uid })) ?? { uid, requiredFen: 0, completedFen: 0 };
}

export function shortfallFen(record: TurnoverRecord): number {
  return Math.max(0, record.requiredFen - record.completedFen);
}

async function save(world: World, record: TurnoverRecord): Promise<void> {
  world.db.turnover.delete((q) => q.where({ uid: record.uid }));
  await world.db.turnover.create(record);
}

/**
 * Adds a requirement (approved deposit + gift). Once a requirement is met, the next deposit starts a
 * new cycle: surplus bets from before do not pre-pay future deposits.
 */
export async function addTurnoverRequirement(world: World, uid: number, fen: number): Promise<void> {
  const current = turnoverOf(world, uid);
  const base = shortfallFen(current) === 0 ? { uid, requiredFen: 0, completedFen: 0 } : current;
  await save(world, { ...base, requiredFen: base.requiredFen + fen * TURNOVER_MULTIPLE });
}

/**
 * Valid bets reduce the shortfall: a settled bet's valid bet (games/bets/valid-bets.ts countTowardsTurnover), or the
 * control API's QA knob, which feeds this counter only (no bet, so no page's figure of valid bets moves).
 */
export async function recordTurnover(world: World, uid: number, validBetFen: number): Promise<void> {
  if (!Number.isSafeInteger(validBetFen) || validBetFen < 0) throw new Error(`valid bet must be non-negative fen, got ${validBetFen}`);
  if (validBetFen === 0) return;
  const current = turnoverOf(world, uid);
  await save(world, { ...current, completedFen: current.completedFen + validBetFen });
}
