import { DatePreset, presetRange } from '@contracts/rules/records';

/** The days a record list covers and the preset that named them. */
export interface DateRange {
  preset: DatePreset;
  startDate: string;
  endDate: string;
}

/** A preset's dates at the server's "now" (Asia/Shanghai days, contract presetRange). */
export function rangeOf(preset: Exclude<DatePreset, 'custom'>, nowMs: number): DateRange {
  return { preset, ...presetRange(preset, nowMs) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A record page's range from its URL (`range`, and `from` and `to` of a custom one), so Back from a detail and a
 * reload keep it: a preset's days at the server's "now"; a custom range without both days, or anything else, reads
 * as the page's default preset, never as a request the server would refuse.
 */
export function rangeFromParams(params: URLSearchParams, nowMs: number, fallback: Exclude<DatePreset, 'custom'>): DateRange {
  const preset = DatePreset.safeParse(params.get('range') ?? fallback);
  if (!preset.success) return rangeOf(fallback, nowMs);
  if (preset.data !== 'custom') return rangeOf(preset.data, nowMs);
  const startDate = params.get('from') ?? '';
  const endDate = params.get('to') ?? '';
  return DAY.test(startDate) && DAY.test(endDate) ? { preset: 'custom', startDate, endDate } : rangeOf(fallback, nowMs);
}

/** Writes a range into the URL's parameters as rangeFromParams reads it (days only for a custom range). */
export function putRange(params: URLSearchParams, range: DateRange): void {
  params.set('range', range.preset);
  if (range.preset === 'custom') {
    params.set('from', range.startDate);
    params.set('to', range.endDate);
  } else {
    params.delete('from');
    params.delete('to');
  }
}
