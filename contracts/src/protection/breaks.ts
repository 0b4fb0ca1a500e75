import { z } from 'zod';
import type { Lang } from '../core/lang';
import { DAY_MS, IsoDateTime, platformDate, startOfPlatformDay } from '../core/time';

/*
 * Time-out and self-exclusion: both start at once, end every open session, and refuse login until they end
 * (the refusal names the end instant). Neither can be shortened by the player.
 */

/** A time-out: 24 hours, 7 days, 30 days, or a number of days up to 6 weeks. */
export const TimeOutLength = z.enum(['day', 'week', 'month', 'days']).meta({ id: 'TimeOutLength' });
export type TimeOutLength = z.infer<typeof TimeOutLength>;
export const TIME_OUT_MAX_DAYS = 42;
export const timeOutLengthLabels: Record<TimeOutLength, Record<Lang, string>> = {
  day: { en: '24 hours', zh_hans: '24小时' },
  week: { en: '7 days', zh_hans: '7天' },
  month: { en: '30 days', zh_hans: '30天' },
  days: { en: 'Choose days (up to 6 weeks)', zh_hans: '自选天数（最长6周）' },
};

/** The account password, confirming a step the player cannot undo. */
const ConfirmPassword = z.string().min(1, 'required');

export const TimeOutForm = z
  .object({
    length: TimeOutLength,
    days: z
      .number()
      .int('timeOut.days')
      .min(1, 'timeOut.days')
      .max(TIME_OUT_MAX_DAYS, 'timeOut.days')
      .optional()
      .meta({ description: 'Whole days, 1 to 42: required with `length: "days"`, and given only with it.' }),
    password: ConfirmPassword,
  })
  .refine((f) => f.length !== 'days' || f.days !== undefined, { message: 'timeOut.days', path: ['days'] })
  .refine((f) => f.length === 'days' || f.days === undefined, { message: 'timeOut.daysOnly', path: ['days'] });
export type TimeOutForm = z.infer<typeof TimeOutForm>;

const TIME_OUT_DAYS: Record<Exclude<TimeOutLength, 'days'>, number> = { day: 1, week: 7, month: 30 };
/** The whole days a time-out form asks for. */
export function timeOutDays(form: Pick<TimeOutForm, 'length' | 'days'>): number {
  return form.length === 'days' ? (form.days ?? 0) : TIME_OUT_DAYS[form.length];
}

/** When a time-out taken at `nowMs` ends: whole days of 24 hours, whatever the calendar. */
export const timeOutEndMs = (nowMs: number, form: Pick<TimeOutForm, 'length' | 'days'>) => nowMs + timeOutDays(form) * DAY_MS;

/**
 * When a self-exclusion of `months` taken at `nowMs` ends: the same wall time, calendar months later in the platform
 * zone (31 August + 6 months is the last day of February, not 3 March).
 */
export function exclusionEndMs(nowMs: number, months: number): number {
  const date = platformDate(nowMs);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const [endYear, endMonth] = [Math.floor(total / 12), (total % 12) + 1];
  const lastDay = new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate();
  const endDate = `${endYear}-${String(endMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  return startOfPlatformDay(endDate) + (nowMs - startOfPlatformDay(date));
}

/** Self-exclusion: 6 months at least, up to 5 years. */
export const EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
export const ExclusionMonths = z.literal(EXCLUSION_MONTHS, { error: 'exclusion.months' }).meta({ id: 'ExclusionMonths' });

export const SelfExclusionForm = z.object({
  months: ExclusionMonths,
  password: ConfirmPassword,
  /**
   * Where the balance goes: the central balance (with every venue's recycled into it) is returned as one
   * withdrawal to this bound payee. Required when there is a balance and a bound payee.
   */
  payeeId: z.number().int().positive().optional(),
  /** The positive act the regulators ask for: the player ticks that they understand it cannot be undone. */
  understood: z.literal(true, { error: 'exclusion.understood' }),
});
export type SelfExclusionForm = z.infer<typeof SelfExclusionForm>;

export const BreakResult = z.object({
  until: IsoDateTime,
  /** Sessions ended (this one included): the player is logged out everywhere. */
  sessionsEnded: z.number().int().min(0),
});

export const ExclusionResult = BreakResult.extend({
  /** The withdrawal returning the balance, when there was one to return. */
  returnedOrderNo: z.string().nullable(),
  returned: z.string().nullable(),
});
