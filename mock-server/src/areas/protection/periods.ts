import { toPlatformIso, type Lang } from '@contracts';
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
