import { z } from 'zod';
import type { Lang } from '../core/lang';
import { AmountInput, Money, toFen } from '../core/money';
import { IsoDateTime } from '../core/time';

/*
 * Deposit and loss limits (player protection, an extension of the platform's calls: docs/decisions.md,
 * "Player protection"). Periods are the platform zone's calendar day, week (Monday to Sunday) and month, as
 * the mock's clock reads them; where several limits of a kind are set, the lowest remaining applies.
 */

export const LimitKind = z.enum(['deposit', 'loss']).meta({ id: 'LimitKind' });
export type LimitKind = z.infer<typeof LimitKind>;
export const LimitPeriod = z.enum(['day', 'week', 'month']).meta({ id: 'LimitPeriod' });
export type LimitPeriod = z.infer<typeof LimitPeriod>;
export const LIMIT_PERIODS = LimitPeriod.options;

export const limitKindLabels: Record<LimitKind, Record<Lang, string>> = {
  deposit: { en: 'Deposit limit', zh_hans: '存款限额' },
  loss: { en: 'Loss limit', zh_hans: '亏损限额' },
};
export const limitPeriodLabels: Record<LimitPeriod, Record<Lang, string>> = {
  day: { en: 'Daily', zh_hans: '每日' },
  week: { en: 'Weekly', zh_hans: '每周' },
  month: { en: 'Monthly', zh_hans: '每月' },
};

/** How long an increase or a removal waits before the player may confirm it (a decrease applies at once). */
export const LIMIT_COOLING_OFF_MS = 24 * 3600_000;
/** The largest limit a player can set: what the largest deposit order allows in a month, rounded up. */
export const LIMIT_MAX_FEN = 10_000_000_00;

/** A limit as typed: a positive amount up to ¥10,000,000.00, or null to remove it. */
export const LimitAmount = AmountInput.refine((v) => toFen(v) > 0, { message: 'amount.positive', abort: true })
  .refine((v) => toFen(v) <= LIMIT_MAX_FEN, { message: 'limit.max', abort: true })
  .meta({ id: 'LimitAmount' });

/** The limit form: one kind and period, its new amount (null: no limit). */
export const LimitForm = z.object({
  kind: LimitKind,
  period: LimitPeriod,
  amount: LimitAmount.nullable(),
});
export type LimitForm = z.infer<typeof LimitForm>;

/**
 * What asking for `wanted` (null: no limit) does where `current` is in force: a first limit or a decrease applies at
 * once ("now"); a raise or a removal waits out the cooling-off period ("wait"). The page says it before sending, the
 * server does it.
 */
export function limitChangeEffect(current: string | null, wanted: string | null): 'now' | 'wait' | 'unchanged' {
  if (wanted === null) return current === null ? 'unchanged' : 'wait';
  if (current === null) return 'now';
  const [next, now] = [toFen(wanted), toFen(current)];
  return next === now ? 'unchanged' : next < now ? 'now' : 'wait';
}

/** One kind and period, as the other calls name a limit. */
export const LimitRef = z.object({ kind: LimitKind, period: LimitPeriod }).meta({ id: 'LimitRef' });
export type LimitRef = z.infer<typeof LimitRef>;

/** A raise or a removal waiting out its cooling-off period; it applies only once the player confirms it after `dueAt`. */
export const PendingLimit = z.object({
  /** The amount asked for; null asks to remove the limit. */
  amount: Money.nullable(),
  requestedAt: IsoDateTime,
  dueAt: IsoDateTime,
  /** Whether `dueAt` has passed, so that `protection/confirmLimit` applies it now. */
  confirmable: z.boolean(),
});
export type PendingLimit = z.infer<typeof PendingLimit>;

export const LimitView = z
  .object({
    kind: LimitKind,
    period: LimitPeriod,
    /** The limit in force; null: none. */
    amount: Money.nullable(),
    /** Deposited (pending and approved orders) or lost (stakes of bets placed less what they paid; an open stake counts) in the current period. */
    used: Money,
    /** What the limit leaves in the period (never below 0.00); null without a limit. */
    remaining: Money.nullable(),
    /** When the current period ends and `used` starts again from 0.00. */
    periodEndsAt: IsoDateTime,
    pending: PendingLimit.nullable(),
  })
  .meta({ id: 'LimitView' });
export type LimitView = z.infer<typeof LimitView>;

/** What a change did: applied now (a first limit or a decrease), or waiting as a pending raise. */
export const LimitChange = z.object({ applied: z.enum(['now', 'pending']), limit: LimitView });
export type LimitChange = z.infer<typeof LimitChange>;
