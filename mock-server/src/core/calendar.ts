import { DAY_MS, platformDate, startOfPlatformDay } from '@contracts';

/* Calendar periods in the platform zone (Asia/Shanghai) by the clock: the "once per …" of VIP privileges, welfare tasks and promotions. */

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
