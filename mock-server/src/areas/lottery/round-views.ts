import { fromFen, type Lang } from '@contracts';
import type { Lottery, LotteryLive, Round } from '@contracts/lottery/lottery-types';
import type { World } from '../../core/store';
import type { RoundSlot } from '../../rounds/clock';
import { liveSlots, recentSlots, roundState, slotTimes } from '../../rounds/round-game';
import { lotteryIconUrl, type LotteryDefinition } from './catalogue';

/** A round as the contract shows it at `nowMs`: the seed hash always, seed and result only once drawn. */
export async function roundView(world: World, lottery: LotteryDefinition, slot: RoundSlot, nowMs: number): Promise<Round> {
  const { status, seedHash, seed, result } = await roundState(world, lottery, slot, nowMs);
  return { lotteryId: lottery.id, issue: slot.issue, status, ...slotTimes(slot), seedHash, seed, result };
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
  const { current, previous } = liveSlots(lottery, nowMs);
  const [currentRound, previousRound] = await Promise.all([
    roundView(world, lottery, current, nowMs),
    roundView(world, lottery, previous, nowMs),
  ]);
  return { lottery: lotteryView(lottery, lang), current: currentRound, previous: previousRound };
}

/** The most recent drawn (or cancelled) rounds, newest first. */
export function recentRounds(world: World, lottery: LotteryDefinition, nowMs: number, limit: number): Promise<Round[]> {
  return Promise.all(recentSlots(lottery, nowMs, limit).map((slot) => roundView(world, lottery, slot, nowMs)));
}
