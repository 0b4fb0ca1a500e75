import type { FastFoodRound } from '@contracts/fastfood/fastfood-types';
import type { World } from '../../core/store';
import type { RoundSlot } from '../../rounds/clock';
import { roundState, slotTimes } from '../../rounds/round-game';
import { FASTFOOD_ROUND, RING } from './table';

/** A fast-food round at `nowMs`: the seed hash always; seed, ring position and winner only once drawn. */
export async function fastFoodRoundView(world: World, slot: RoundSlot, nowMs: number): Promise<FastFoodRound> {
  const { status, seedHash, seed, result: position } = await roundState(world, FASTFOOD_ROUND, slot, nowMs);
  return {
    roundNo: slot.issue,
    status,
    ...slotTimes(slot),
    seedHash,
    seed,
    ringPosition: position,
    winningItemId: position === null ? null : RING[position]!,
  };
}
