import { DAY_MS, platformDate, startOfPlatformDay } from '@contracts';
import { RECORD_WINDOW_DAYS } from '@contracts/rules/records';

export interface DateWindowInput {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * The instants [from, to) of a record query. The binder has already checked the dates against the
 * clock (both or neither, within the last 30 days); neither means the last 30 platform-zone days.
 */
export function recordWindow(nowMs: number, input: DateWindowInput): { from: number; to: number } {
  const today = platformDate(nowMs);
  const start = input.startDate ?? platformDate(startOfPlatformDay(today) - (RECORD_WINDOW_DAYS - 1) * DAY_MS);
  const end = input.endDate ?? today;
  return { from: startOfPlatformDay(start), to: startOfPlatformDay(end) + DAY_MS };
}

export function inWindow(window: { from: number; to: number }, atMs: number): boolean {
  return atMs >= window.from && atMs < window.to;
}
