import { fromFen, toPlatformIso, type Lang } from '@contracts';
import type { Lottery, LotteryLive, Round } from '@contracts/lottery/lottery-types';
import { resultFromDigest, resultPreimage } from '@contracts/lottery/fair';
import type { World } from '../../core/store';
import { lotteryIconUrl, type LotteryDefinition } from './catalogue';
import { fairnessOf } from './fair';
import { lastDrawnSlot, phaseAt, slotAt, slotBefore, type RoundSlot } from './rounds';

export function isCancelled(world: World, game: string, issue: string): boolean {
  return world.db.cancelledRounds.findFirst((q) => q.where({ game, issue })) !== undefined;
}

/** The round's result digits (whatever the time: callers reveal it only once drawn). */
export async function resultOf(world: World, lottery: LotteryDefinition, issue: string): Promise<number[]> {
  const { digest } = await fairnessOf(world, lottery.code, issue, (seed) => resultPreimage(seed, issue));
  return resultFromDigest(digest, lottery.type);
}

/** A round as the contract shows it at `nowMs`: the seed hash always, seed and result only once drawn. */
export async function roundView(world: World, lottery: LotteryDefinition, slot: RoundSlot, nowMs: number): Promise<Round> {
  const fair = await fairnessOf(world, lottery.code, slot.issue, (seed) => resultPreimage(seed, slot.issue));
  const status = phaseAt(slot, nowMs, isCancelled(world, lottery.code, slot.issue));
  const revealed = nowMs >= slot.drawAt;
  return {
    lotteryId: lottery.id,
    issue: slot.issue,
    status,
    openAt: toPlatformIso(slot.openAt),
    closeAt: toPlatformIso(slot.closeAt),
    drawAt: toPlatformIso(slot.drawAt),
    seedHash: fair.seedHash,
    // A cancelled round reveals its seed after its draw time too (its hash can still be checked); it has no result.
    seed: revealed ? fair.seed : null,
    result: revealed && status === 2 ? resultFromDigest(fair.digest, lottery.type) : null,
  };
}

export function lotteryView(lottery: LotteryDefinition, lang: Lang): Lottery {
  return {
    id: lottery.id,
    code: lottery.code,
    name: lottery.name[lang],
    type: lottery.type,
    icon: lotteryIconUrl(lottery.code),
    intervalSeconds: lottery.intervalSeconds,
    closeSeconds: lottery.closeSeconds,
    minBet: fromFen(lottery.minBetFen),
    maxBet: fromFen(lottery.maxBetFen),
  };
}

/** The lottery with the round open now (or closing) and the one drawn before it. */
export async function liveView(world: World, lottery: LotteryDefinition, nowMs: number, lang: Lang): Promise<LotteryLive> {
  const current = slotAt(lottery.timing, nowMs);
  const [currentRound, previous] = await Promise.all([roundView(world, lottery, current, nowMs), roundView(world, lottery, slotBefore(lottery.timing, current), nowMs)]);
  return { lottery: lotteryView(lottery, lang), current: currentRound, previous };
}

/** The most recent drawn (or cancelled) rounds, newest first. */
export function recentRounds(world: World, lottery: LotteryDefinition, nowMs: number, limit: number): Promise<Round[]> {
  const newest = lastDrawnSlot(lottery.timing, nowMs);
  return Promise.all(Array.from({ length: limit }, (_, i) => roundView(world, lottery, slotBefore(lottery.timing, newest, i), nowMs)));
}
