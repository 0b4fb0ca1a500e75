import { toFen } from '@contracts/core/money';
import type { StatementMonth } from '@contracts/protection/statement';

/** The figures a month's bars draw, in the order they are listed. */
export const STATEMENT_FIGURES = ['stakes', 'winnings', 'deposits', 'withdrawals'] as const;
export type StatementFigure = (typeof STATEMENT_FIGURES)[number];

/** Whether nothing happened in any month: the page says so in a sentence instead of drawing empty bars. */
export const isQuiet = (months: readonly StatementMonth[]) =>
  months.every((m) => [...STATEMENT_FIGURES, 'net' as const].every((figure) => toFen(m[figure]) === 0));

/**
 * One scale for the whole page, so a bar reads against every other: the largest figure (or net result, either side)
 * of the 6 months is a full bar. Answers a bar's width in percent of the track.
 */
export function statementScale(months: readonly StatementMonth[]): (amount: string) => number {
  const largest = Math.max(1, ...months.flatMap((m) => [...STATEMENT_FIGURES.map((f) => toFen(m[f])), Math.abs(toFen(m.net))]));
  return (amount) => Math.round((Math.abs(toFen(amount)) / largest) * 1000) / 10;
}

/** "2026-11" as the month's name in the language on screen ("November 2026", "2026年11月"). */
export function monthName(month: string, lang: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const locale = lang === 'zh_hans' ? 'zh-CN' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, mm - 1, 1));
}
