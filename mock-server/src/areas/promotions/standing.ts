import { DAY_MS, fromFen, platformDate } from '@contracts';
import { PromotionFrequency, PromotionStatus, type ApplyAction } from '@contracts/promotions/activity';
import type { ErrorKey } from '../../core/errors';
import { CENTRAL } from '../../core/ledger';
import type { World } from '../../core/store';
import { findAward, depositedFen } from '../welfare';
import { validBetFen } from '../games';
import { platformDay, platformWeek } from '../../core/calendar';
import { vipProgress } from '../vip';
import type { PromotionRecord, PromotionRule } from './schemas';

const F = PromotionFrequency.enum;
const S = PromotionStatus.enum;

export function statusOf(promotion: Pick<PromotionRecord, 'startAt' | 'endAt'>, nowMs: number): PromotionStatus {
  if (nowMs < promotion.startAt) return S.upcoming;
  return promotion.endAt !== null && nowMs > promotion.endAt ? S.ended : S.running;
}

export function frequencyOf(rule: PromotionRule): PromotionFrequency {
  switch (rule.kind) {
    case 'firstDeposit':
    case 'depositInPeriod':
      return F.once;
    case 'depositToday':
      return F.daily;
    case 'betRebate':
      return rule.window === 'day' ? F.daily : F.weekly;
    case 'vipLevel':
      return F.weekly;
  }
}

/** The period an application now belongs to (one bonus per player, promotion and period) and when the next opens. */
export function periodOf(rule: PromotionRule, nowMs: number): { key: string; nextAt: number | null } {
  switch (frequencyOf(rule)) {
    case F.once:
      return { key: 'once', nextAt: null };
    case F.daily: {
      const day = platformDay(nowMs);
      return { key: day.key, nextAt: day.endMs };
    }
    case F.weekly: {
      const week = platformWeek(nowMs);
      return { key: week.key, nextAt: week.endMs };
    }
  }
}

export const sourceOf = (promotion: Pick<PromotionRecord, 'id'>) => `promotion:${promotion.id}`;

export interface Refusal {
  key: ErrorKey;
  params: Record<string, string | number>;
  /** What the sentence asks the player to do (deposit, bet, rise in VIP level), when doing it can change the answer. */
  action?: ApplyAction;
}

type Eligibility = { ok: true; bonusFen: number } | { ok: false; refusal: Refusal };

const refuse = (key: ErrorKey, params: Record<string, string | number>, action?: ApplyAction): Eligibility => ({
  ok: false,
  refusal: { key, params, action },
});

/** The first deposit credited to the player (seed balances are deposits too), if any. */
function firstDeposit(world: World, uid: number) {
  return world.db.ledger
    .where({ uid, wallet: CENTRAL })
    .filter((e) => e.type === 'deposit')
    .reduce<{ at: number; amountFen: number } | undefined>((first, e) => (first === undefined || e.at < first.at ? e : first), undefined);
}

/** What a rebate is paid on: the player's valid bets of yesterday or of last week (Monday to Sunday). */
export function rebateBasisFen(world: World, uid: number, nowMs: number, rule: Extract<PromotionRule, { kind: 'betRebate' }>): number {
  return validBetFen(world, uid, rule.window === 'day' ? platformDay(nowMs - DAY_MS) : platformWeek(nowMs - 7 * DAY_MS));
}

/** Whether the player meets the rule now and what it would pay, or why not (the refusal activity/apply gives). */
export function eligibility(world: World, uid: number, nowMs: number, promotion: PromotionRecord, rule: PromotionRule): Eligibility {
  switch (rule.kind) {
    case 'firstDeposit': {
      const first = firstDeposit(world, uid);
      if (!first) return refuse('promotion.firstDeposit.none', { min: fromFen(rule.minDepositFen) }, 'deposit');
      // A first deposit already made cannot be made again: nothing to lead to.
      if (first.amountFen < rule.minDepositFen)
        return refuse('promotion.firstDeposit.small', { amount: fromFen(first.amountFen), min: fromFen(rule.minDepositFen) });
      const earliest = Math.max(promotion.startAt, nowMs - rule.withinDays * DAY_MS);
      if (first.at < earliest) return refuse('promotion.firstDeposit.old', { days: rule.withinDays, date: platformDate(first.at) });
      return { ok: true, bonusFen: Math.min(rule.capFen, Math.floor((first.amountFen * rule.percent) / 100)) };
    }
    case 'depositInPeriod': {
      const fen = depositedFen(world, uid, promotion.startAt, nowMs + 1);
      if (fen < rule.minFen)
        return refuse(
          'promotion.depositInPeriod.short',
          { min: fromFen(rule.minFen), amount: fromFen(fen), date: platformDate(promotion.startAt) },
          'deposit',
        );
      return { ok: true, bonusFen: rule.bonusFen };
    }
    case 'depositToday': {
      const today = platformDay(nowMs);
      const fen = depositedFen(world, uid, today.startMs, today.endMs);
      if (fen < rule.minFen) return refuse('promotion.depositToday.short', { min: fromFen(rule.minFen), amount: fromFen(fen) }, 'deposit');
      return { ok: true, bonusFen: rule.bonusFen };
    }
    case 'betRebate': {
      const fen = rebateBasisFen(world, uid, nowMs, rule);
      // Bets placed now count towards the next day's or week's rebate.
      if (fen < rule.minBetFen)
        return refuse(
          rule.window === 'day' ? 'promotion.rebateDay.short' : 'promotion.rebateWeek.short',
          { min: fromFen(rule.minBetFen), amount: fromFen(fen) },
          'bet',
        );
      return { ok: true, bonusFen: Math.min(rule.capFen, Math.floor((fen * rule.rateBp) / 10_000)) };
    }
    case 'vipLevel': {
      const { level } = vipProgress(world, uid);
      if (level < rule.minLevel) return refuse('promotion.vip.low', { min: rule.minLevel, level }, 'vip');
      return { ok: true, bonusFen: rule.bonusFen };
    }
  }
}

/** Where a player stands on an applicable promotion now. */
export type Standing =
  | { state: 'available'; bonusFen: number; periodKey: string }
  | { state: 'applied'; bonusFen: number; nextAt: number | null; refusal: Refusal }
  | { state: 'notEligible' | 'notRunning'; refusal: Refusal };

const APPLIED_KEY: Record<PromotionFrequency, ErrorKey> = {
  [F.once]: 'promotion.appliedOnce',
  [F.daily]: 'promotion.appliedToday',
  [F.weekly]: 'promotion.appliedWeek',
};

export function standing(world: World, uid: number, nowMs: number, promotion: PromotionRecord, rule: PromotionRule): Standing {
  const status = statusOf(promotion, nowMs);
  if (status === S.upcoming)
    return { state: 'notRunning', refusal: { key: 'promotion.notStarted', params: { date: platformDate(promotion.startAt) } } };
  if (status === S.ended)
    return { state: 'notRunning', refusal: { key: 'promotion.ended', params: { date: platformDate(promotion.endAt ?? nowMs) } } };
  const period = periodOf(rule, nowMs);
  const award = findAward(world, uid, sourceOf(promotion), period.key);
  if (award) {
    const date = period.nextAt === null ? '' : platformDate(period.nextAt);
    return {
      state: 'applied',
      bonusFen: award.amountFen,
      nextAt: period.nextAt,
      refusal: { key: APPLIED_KEY[frequencyOf(rule)], params: { date } },
    };
  }
  const eligible = eligibility(world, uid, nowMs, promotion, rule);
  return eligible.ok
    ? { state: 'available', bonusFen: eligible.bonusFen, periodKey: period.key }
    : { state: 'notEligible', refusal: eligible.refusal };
}
