import { z } from 'zod';
import { DAY_MS, IsoDate, platformDate, startOfPlatformDay } from '../core/time';

export const RECORD_WINDOW_DAYS = 30;

/**
 * A record date window (spec §5: last 30 days only). Dates are platform-zone calendar days; the
 * window is checked against the caller's clock so mock and browser agree.
 */
export function recordDateWindow(nowMs: number, days = RECORD_WINDOW_DAYS) {
  const today = platformDate(nowMs);
  const earliest = platformDate(startOfPlatformDay(today) - (days - 1) * DAY_MS);
  return z
    .object({ startDate: IsoDate, endDate: IsoDate })
    .refine((v) => v.startDate <= v.endDate, { message: 'dateRange.order', path: ['startDate'] })
    .refine((v) => v.startDate >= earliest && v.endDate <= today, { message: 'dateRange.window', path: ['startDate'] });
}

export const DatePreset = z.enum(['today', 'yesterday', 'last7', 'last30', 'custom']);
export type DatePreset = z.infer<typeof DatePreset>;

/** The date window of a preset, in the platform zone. */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, nowMs: number) {
  const today = platformDate(nowMs);
  const back = (n: number) => platformDate(startOfPlatformDay(today) - n * DAY_MS);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: back(1), endDate: back(1) };
    case 'last7':
      return { startDate: back(6), endDate: today };
    case 'last30':
      return { startDate: back(29), endDate: today };
  }
}

/**
 * What a date window's fields say in the OpenAPI document: the rules JSON Schema cannot carry (they compare
 * two parameters, or depend on the server's clock), which the server checks with recordDateWindow.
 */
const WINDOW_RULE =
  "Both dates or neither (neither: the last 30 days); the start not after the end; both within the last 30 platform-zone days by the server's clock (spec §5).";

/** Optional date filter of a player's order lists: both dates or neither (neither = the last 30 days). */
export const OptionalDateRange = z.object({
  startDate: IsoDate.meta({ description: `First day, platform zone. ${WINDOW_RULE}` }).optional(),
  endDate: IsoDate.meta({ description: `Last day, platform zone. ${WINDOW_RULE}` }).optional(),
});

/** Any query schema whose parsed value may carry the two dates. */
type WithDates = z.ZodType<{ startDate?: string | undefined; endDate?: string | undefined }>;

/**
 * Adds spec §5's 30-day record window to a list query, checked against the caller's clock (the
 * mock's controllable one on the server), reusing rules/records so there is one window rule.
 */
export function withinRecordWindow<T extends WithDates>(schema: T, nowMs: number): T {
  const window = recordDateWindow(nowMs);
  return schema.superRefine((value, ctx) => {
    const { startDate, endDate } = value;
    if (startDate === undefined && endDate === undefined) return;
    if (startDate === undefined || endDate === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required', path: [startDate === undefined ? 'startDate' : 'endDate'] });
      return;
    }
    const checked = window.safeParse({ startDate, endDate });
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
}
