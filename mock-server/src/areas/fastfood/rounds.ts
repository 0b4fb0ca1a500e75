import { toPlatformIso } from '@contracts';
import type { FastFoodRound } from '@contracts/fastfood/fastfood-types';
import { numbersFromDigest, resultPreimage } from '@contracts/lottery/fair';
import type { World } from '../../core/store';
import { fairnessOf } from '../lottery/fair';
import { isCancelled } from '../lottery/round-views';
import { phaseAt, type RoundSlot } from '../lottery/rounds';
import { FASTFOOD_GAME, RING } from './table';

/** Where the light stops in a round (whatever the time: callers reveal it only once drawn). */
export async function ringPositionOf(world: World, roundNo: string): Promise<number> {
  const { digest } = await fairnessOf(world, FASTFOOD_GAME, roundNo, (seed) => resultPreimage(seed, roundNo));
  return numbersFromDigest(digest, 1, 0, RING.length - 1)[0]!;
}

/** A fast-food round at `nowMs`: the seed hash always; seed, ring position and winner only once drawn. */
export async function fastFoodRoundView(world: World, slot: RoundSlot, nowMs: number): Promise<FastFoodRound> {
  const fair = await fairnessOf(world, FASTFOOD_GAME, slot.issue, (seed) => resultPreimage(seed, slot.issue));
  const status = phaseAt(slot, nowMs, isCancelled(world, FASTFOOD_GAME, slot.issue));
  const revealed = nowMs >= slot.drawAt;
  const position = revealed && status === 2 ? numbersFromDigest(fair.digest, 1, 0, RING.length - 1)[0]! : null;
  return {
    roundNo: slot.issue,
    status,
    openAt: toPlatformIso(slot.openAt),
    closeAt: toPlatformIso(slot.closeAt),
    drawAt: toPlatformIso(slot.drawAt),
    seedHash: fair.seedHash,
    seed: revealed ? fair.seed : null,
    ringPosition: position,
    winningItemId: position === null ? null : RING[position]!,
  };
}
