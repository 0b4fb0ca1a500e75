import { fromFen, type Lang } from '@contracts';
import type { LimitKind, LimitPeriod } from '@contracts/protection/limits';
import { fail, type DomainError } from '../../core/errors';
import type { Guards } from '../../core/guards';
import type { World } from '../../core/store';
import { depositsCountedFen, lossFen } from './figures';
import { instantText, limitPeriod, periodWord } from './periods';
import { limitsOf, protectionOf } from './records';

/*
 * The rules the money areas ask where the money moves (`world.guards`, core/guards.ts): a deposit order, a stake, a
 * transfer into a venue, a login.
 */

export interface Allowance {
  period: LimitPeriod;
  limitFen: number;
  usedFen: number;
  /** What the limit leaves in its period, never below 0. */
  remainingFen: number;
  /** When the period ends and the limit counts from 0 again. */
  freesAt: number;
}

/** What a limit in force leaves in its current period. */
export function allowanceOf(world: World, uid: number, kind: LimitKind, period: LimitPeriod, limitFen: number, nowMs: number): Allowance {
  const { startMs, endMs } = limitPeriod(period, nowMs);
  const usedFen = kind === 'deposit' ? depositsCountedFen(world, uid, startMs, endMs) : lossFen(world, uid, startMs, endMs);
  return { period, limitFen, usedFen, remainingFen: Math.max(0, limitFen - usedFen), freesAt: endMs };
}

/** The tightest of a kind's limits in force (the lowest remaining; the earlier to free up on a tie), or null without one. */
export function tightestAllowance(world: World, uid: number, kind: LimitKind, nowMs: number): Allowance | null {
  let tightest: Allowance | null = null;
  for (const limit of limitsOf(world, uid, kind)) {
    if (limit.amountFen === null) continue;
    const allowance = allowanceOf(world, uid, kind, limit.period, limit.amountFen, nowMs);
    if (
      !tightest ||
      allowance.remainingFen < tightest.remainingFen ||
      (allowance.remainingFen === tightest.remainingFen && allowance.freesAt < tightest.freesAt)
    ) {
      tightest = allowance;
    }
  }
  return tightest;
}

const params = (a: Allowance, lang: Lang) => ({
  period: periodWord(a.period, lang),
  limit: fromFen(a.limitFen),
  remaining: fromFen(a.remainingFen),
  frees: instantText(a.freesAt),
});

/** A deposit order of `amountFen` beyond what the deposit limits leave is refused, naming what remains and when it frees up. */
export function depositLimitRefusal(world: World, uid: number, amountFen: number, nowMs: number, lang: Lang): DomainError | null {
  const allowance = tightestAllowance(world, uid, 'deposit', nowMs);
  if (!allowance || amountFen <= allowance.remainingFen) return null;
  return fail(allowance.remainingFen === 0 ? 'protection.depositLimitReached' : 'protection.depositLimit', params(allowance, lang));
}

/** A stake that could take the player past a loss limit (if it lost) is refused; none is taken once the limit is reached. */
export function lossLimitRefusal(world: World, uid: number, stakeFen: number, nowMs: number, lang: Lang): DomainError | null {
  const allowance = tightestAllowance(world, uid, 'loss', nowMs);
  if (!allowance || stakeFen <= allowance.remainingFen) return null;
  if (allowance.remainingFen === 0) return fail('protection.lossLimitReached', params(allowance, lang));
  return fail('protection.lossLimit', { ...params(allowance, lang), stake: fromFen(stakeFen) });
}

/** Money into a venue's wallet is only ever for betting: refused once a loss limit is reached. */
export function venueTransferRefusal(world: World, uid: number, nowMs: number, lang: Lang): DomainError | null {
  const allowance = tightestAllowance(world, uid, 'loss', nowMs);
  if (!allowance || allowance.remainingFen > 0) return null;
  return fail('protection.lossLimitReached', params(allowance, lang));
}

/** A player in a time-out or self-exclusion cannot log in; the refusal names the instant it ends. */
export function loginRefusal(world: World, uid: number, nowMs: number): DomainError | null {
  const record = protectionOf(world, uid);
  if (record.excludedUntil !== null && record.excludedUntil > nowMs)
    return fail('protection.excluded', { until: instantText(record.excludedUntil) });
  if (record.timeOutUntil !== null && record.timeOutUntil > nowMs)
    return fail('protection.timedOut', { until: instantText(record.timeOutUntil) });
  return null;
}

/** This area's guards (core/guards.ts). */
export const protectionGuards: Partial<Guards> = {
  deposit: depositLimitRefusal,
  stake: lossLimitRefusal,
  venueTransfer: venueTransferRefusal,
  login: loginRefusal,
};
