import { DAY_MS, PLATFORM_OFFSET, toPlatformIso } from '@contracts/core/time';
import { formatPlatformTime } from '@web/lib/platform-time';

/** When a time-out of `days` taken at `nowMs` (the platform clock) ends. */
export const timeOutEnd = (nowMs: number, days: number) => nowMs + days * DAY_MS;

/** When a self-exclusion of `months` taken at `nowMs` ends: the same wall time, calendar months later in the platform zone. */
export function exclusionEnd(nowMs: number, months: number): number {
  const iso = toPlatformIso(nowMs);
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const [endYear, endMonth] = [Math.floor(total / 12), (total % 12) + 1];
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate();
  const date = `${endYear}-${String(endMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  return Date.parse(`${date}T${iso.slice(11, 19)}${PLATFORM_OFFSET}`);
}

/** An instant in platform time to the minute ("2026-11-29 12:00"), as the login refusal will name it. */
export const formatInstant = (ms: number) => formatPlatformTime(toPlatformIso(ms)).slice(0, 16);
