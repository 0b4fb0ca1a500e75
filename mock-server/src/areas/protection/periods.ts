import { DAY_MS, platformDate, startOfPlatformDay, toPlatformIso, type Lang } from '@contracts';
import { limitPeriodLabels, type LimitPeriod } from '@contracts/protection/limits';
import { platformDay, platformMonth, platformWeek } from '../../core/calendar';

/** The current platform-zone day, week (Monday to Sunday) or month of an instant: what a limit of that period counts. */
export function limitPeriod(period: LimitPeriod, nowMs: number): { startMs: number; endMs: number } {
  if (period === 'day') return platformDay(nowMs);
  if (period === 'week') return platformWeek(nowMs);
  return platformMonth(nowMs);
}

/** A period as a refusal names it inside a sentence ("daily", "每日"). */
export const periodWord = (period: LimitPeriod, lang: Lang) =>
  lang === 'en' ? limitPeriodLabels[period].en.toLowerCase() : limitPeriodLabels[period].zh_hans;

/** An instant as refusals name it: platform-zone date and time to the minute ("2026-11-29 00:00"). */
export const instantText = (ms: number) => toPlatformIso(ms).slice(0, 16).replace('T', ' ');

/** The same date and time `months` calendar months later in the platform zone (the 31st becomes the month's last day). */
export function addPlatformMonths(ms: number, months: number): number {
  const date = platformDate(ms);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const targetDate = `${target.getUTCFullYear()}-${String(target.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
  return startOfPlatformDay(targetDate) + (ms - startOfPlatformDay(date));
}

export { DAY_MS };
