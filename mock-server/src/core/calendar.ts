import { DAY_MS, platformDate, startOfPlatformDay } from '@contracts';
import { RECORD_WINDOW_DAYS } from '@contracts/rules/records';

/*
 * Calendar periods in the platform zone (Asia/Shanghai) by the clock: the "once per …" of VIP privileges, welfare tasks and
 * promotions, and the date window of every record query (trades, bets, awards, lottery and fast-food orders).
 */

const dayOfWeek = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The platform week (Monday to Sunday) of an instant: its key is its Monday's date. */
export function platformWeek(nowMs: number): { key: string; startMs: number; endMs: number } {
  const today = platformDate(nowMs);
  const startMs = startOfPlatformDay(today) - ((dayOfWeek(today) + 6) % 7) * DAY_MS;
  return { key: `week:${platformDate(startMs)}`, startMs, endMs: startMs + 7 * DAY_MS };
}

/** The platform day of an instant. */
export function platformDay(nowMs: number): { key: string; startMs: number; endMs: number } {
  const today = platformDate(nowMs);
  const startMs = startOfPlatformDay(today);
  return { key: `day:${today}`, startMs, endMs: startMs + DAY_MS };
}

/** The first instant of a platform-zone month (month 1–12; 13 rolls into the next year). */
export function startOfPlatformMonth(year: number, month: number): number {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((month - 1) % 12) + 1;
  return startOfPlatformDay(`${y}-${String(m).padStart(2, '0')}-01`);
}

/** The platform month of an instant. */
export function platformMonth(nowMs: number): { key: string; year: number; month: number; startMs: number; endMs: number } {
  const [year, month] = platformDate(nowMs).split('-').map(Number) as [number, number];
  return {
    key: `month:${platformDate(nowMs).slice(0, 7)}`,
    year,
    month,
    startMs: startOfPlatformMonth(year, month),
    endMs: startOfPlatformMonth(year, month + 1),
  };
}

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
