import { toPlatformIso } from '@contracts';
import { RECORD_WINDOW_DAYS } from '@contracts/rules/records';
import { resultPreimage } from '@contracts/lottery/fair';
import { fail, type DomainError } from '../core/errors';
import type { World } from '../core/store';
import { fairnessOf } from './fair';
import {
  drawnPage,
  lastDrawnSlot,
  phaseAt,
  slotAt,
  slotBefore,
  slotOfIssue,
  type RoundPhase,
  type RoundSlot,
  type RoundTiming,
} from './clock';

/**
 * One timed game as the round engine sees it (a lottery, fast food): its key, its round clock and what a
 * round's digest draws. Everything else about a round follows from these and the clock.
 */
export interface RoundGame<R> {
  /** The key of its seeds and of its cancelled rounds: the lottery's code, or "fastfood". */
  code: string;
  timing: RoundTiming;
  /** The result a round's digest draws: a lottery's numbers, fast food's ring position. */
  draw: (digest: Uint8Array) => R;
}

/** A round at an instant: its phase, the seed hash always, the seed once its draw time has passed, the result once drawn. */
export interface RoundState<R> {
  slot: RoundSlot;
  status: RoundPhase;
  seedHash: string;
  seed: string | null;
  result: R | null;
}

export function isCancelled(world: World, code: string, issue: string): boolean {
  return world.db.cancelledRounds.findFirst((q) => q.where({ game: code, issue })) !== undefined;
}

const fairness = (world: World, code: string, issue: string) => fairnessOf(world, code, issue, (seed) => resultPreimage(seed, issue));

/** The round's result whatever the time: callers reveal it only once drawn. */
export async function resultOf<R>(world: World, game: RoundGame<R>, issue: string): Promise<R> {
  return game.draw((await fairness(world, game.code, issue)).digest);
}

export async function roundState<R>(world: World, game: RoundGame<R>, slot: RoundSlot, nowMs: number): Promise<RoundState<R>> {
  const fair = await fairness(world, game.code, slot.issue);
  const status = phaseAt(slot, nowMs, isCancelled(world, game.code, slot.issue));
  const revealed = nowMs >= slot.drawAt;
  // A cancelled round reveals its seed after its draw time too (its hash can still be checked); it has no result.
  return {
    slot,
    status,
    seedHash: fair.seedHash,
    seed: revealed ? fair.seed : null,
    result: revealed && status === 2 ? game.draw(fair.digest) : null,
  };
}

/** A round's instants as the contract writes them. */
export function slotTimes(slot: RoundSlot): { openAt: string; closeAt: string; drawAt: string } {
  return { openAt: toPlatformIso(slot.openAt), closeAt: toPlatformIso(slot.closeAt), drawAt: toPlatformIso(slot.drawAt) };
}

/** The round open now (or closing) and the one drawn before it. */
export function liveSlots(game: RoundGame<unknown>, nowMs: number): { current: RoundSlot; previous: RoundSlot } {
  const current = slotAt(game.timing, nowMs);
  return { current, previous: slotBefore(game.timing, current) };
}

/** The most recent drawn (or cancelled) rounds, newest first. */
export function recentSlots(game: RoundGame<unknown>, nowMs: number, limit: number): RoundSlot[] {
  const newest = lastDrawnSlot(game.timing, nowMs);
  return Array.from({ length: limit }, (_, i) => slotBefore(game.timing, newest, i));
}

/** A page of a game's history: the rounds drawn by `nowMs` of one day or of the record window, newest first, each as `view` shows it. */
export async function historyPage<V>(
  game: RoundGame<unknown>,
  nowMs: number,
  query: { page: number; pageSize: number; date?: string | undefined },
  view: (slot: RoundSlot) => Promise<V>,
) {
  const { slots, total } = drawnPage(game.timing, nowMs, { ...query, windowDays: RECORD_WINDOW_DAYS });
  return { list: await Promise.all(slots.map(view)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Why a bet on `issue` is refused now, or the round it may go on: only the round open now, before its
 * close. A bet is never moved to another round.
 */
export function openRoundFor(world: World, game: RoundGame<unknown>, issue: string, nowMs: number): RoundSlot | DomainError {
  const slot = slotOfIssue(game.timing, issue);
  if (!slot) return fail('lottery.issueUnknown', { issue });
  if (isCancelled(world, game.code, slot.issue)) return fail('lottery.roundCancelled', { issue });
  const current = slotAt(game.timing, nowMs);
  if (slot.openAt > current.openAt) return fail('lottery.notOpenYet', { issue });
  if (slot.issue !== current.issue || nowMs >= slot.closeAt) return fail('lottery.closed', { issue });
  return slot;
}
