import { DAY_MS, fromFen, platformDate, toPlatformIso } from '@contracts';
import { AwardType } from '@contracts/records/awards';
import type { SignInState } from '@contracts/welfare/welfare';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { platformDay } from '../../core/calendar';
import { grantAward } from './awards';
import type { SignInRow } from './schemas';

/** The 7-day ladder in fen: day n of a streak earns LADDER[(n - 1) % 7]; day 8 starts it again. */
export const SIGN_IN_LADDER_FEN = [1_00, 2_00, 3_00, 5_00, 6_00, 8_00, 18_00] as const;

export const ladderDay = (streak: number) => ((streak - 1) % SIGN_IN_LADDER_FEN.length) + 1;
export const ladderRewardFen = (streak: number) => SIGN_IN_LADDER_FEN[ladderDay(streak) - 1]!;

function lastSignIn(world: World, uid: number): SignInRow | undefined {
  return world.db.signIns.findMany((q) => q.where({ uid })).sort((a, b) => b.at - a.at)[0];
}

/**
 * The streak as of now: the last sign-in's streak when it was today or yesterday, else 0 (a day was
 * missed). `signedToday` says whether today's is done.
 */
export function signInStreak(world: World, uid: number, nowMs: number): { streak: number; signedToday: boolean } {
  const last = lastSignIn(world, uid);
  const today = platformDate(nowMs);
  const yesterday = platformDate(nowMs - DAY_MS);
  if (!last) return { streak: 0, signedToday: false };
  if (last.date === today) return { streak: last.streak, signedToday: true };
  if (last.date === yesterday) return { streak: last.streak, signedToday: false };
  return { streak: 0, signedToday: false };
}

export function signInState(world: World, uid: number, nowMs: number): SignInState {
  const { streak, signedToday } = signInStreak(world, uid, nowMs);
  return {
    signedToday,
    streak,
    today: ladderDay(signedToday ? streak : streak + 1),
    ladder: SIGN_IN_LADDER_FEN.map((fen, i) => ({ day: i + 1, reward: fromFen(fen) })),
    nextAt: toPlatformIso(platformDay(nowMs).endMs),
  };
}

/**
 * common/signin: once per platform day; the streak grows by one after yesterday's sign-in and starts at
 * 1 after a missed day; the ladder's reward is credited through the awards store.
 */
export async function signIn(ctx: DomainCtx): Promise<{ reward: string; streak: number; signedToday: true } | DomainError> {
  const {
    world,
    now: nowMs,
    player: { uid },
  } = ctx;
  const current = signInStreak(world, uid, nowMs);
  if (current.signedToday) return fail('signin.already', { day: ladderDay(current.streak + 1) });
  const streak = current.streak + 1;
  const day = ladderDay(streak);
  const rewardFen = ladderRewardFen(streak);
  const date = platformDate(nowMs);
  const granted = await grantAward(world, nowMs, {
    uid,
    type: AwardType.enum.signIn,
    source: 'signin',
    periodKey: `day:${date}`,
    title: { en: `Sign-in reward · day ${day}`, zh_hans: `签到奖励 · 第 ${day} 天` },
    amountFen: rewardFen,
  });
  if (isDomainError(granted)) return granted;
  await world.db.signIns.create({ uid, date, streak, orderNo: granted.award.orderNo, at: nowMs });
  return { reward: fromFen(rewardFen), streak, signedToday: true };
}
