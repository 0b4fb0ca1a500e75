import { z } from 'zod';
import { PageQuery } from '../core/list';
import { OptionalDateRange, withinRecordWindow } from '../rules/records';

/**
 * The query of a record list limited to the last 30 days (spec §5). `startDate`/`endDate` are
 * platform-zone calendar days, both or neither (neither: the last 30 days). `input` is the
 * clock-free shape (docs, the web's types); `inputAt(now)` adds recordDateWindow's rules against the
 * caller's clock.
 */
export function windowedQuery<S extends z.ZodRawShape>(filters: S) {
  // z.object over a spread keeps the filters' types (safeExtend with a generic shape widens them to unknown).
  const input = z.object({ ...OptionalDateRange.shape, ...filters } as typeof OptionalDateRange.shape & S);
  const inputAt = (nowMs: number) => {
    const window = withinRecordWindow(OptionalDateRange, nowMs);
    return input.superRefine((value, ctx) => {
      const { startDate, endDate } = value as { startDate?: string; endDate?: string };
      const dates = window.safeParse({ startDate, endDate });
      if (dates.success) return;
      for (const issue of dates.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    });
  };
  return { input, inputAt };
}

/** The same, paged. */
export function windowedPageQuery<S extends z.ZodRawShape>(filters: S) {
  return windowedQuery({ ...PageQuery.shape, ...filters } as typeof PageQuery.shape & S);
}

/** One option of a filter list: the wire value and its label in the request's language. */
export const LabelledOption = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });
