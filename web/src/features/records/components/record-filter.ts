import type { DatePreset } from '@contracts/rules/records';
import { useSearchParams } from 'react-router-dom';
import { rangeFromParams } from '@web/components/date-range';
import type { MoneyLogFilter, TradeFilter } from '@web/api/records/keys';

export interface RecordFilter {
  preset: DatePreset;
  startDate: string;
  endDate: string;
  /** A wire type number as text; '' = every type. */
  type: string;
  /** A wire status number as text; '' = every status (the money log has none). */
  status: string;
}

const DEFAULT_PRESET = 'today';

/**
 * A record page's filter from the URL (Back from a detail and reload keep it): the date preset (its
 * days at the server's "now", Asia/Shanghai; a custom range needs both days, else today), the type and
 * the status among the values the caller accepts. Anything else reads as the default, never as a
 * request the server would refuse.
 */
export function recordFilterFromParams(
  params: URLSearchParams,
  nowMs: number,
  accepted: { types: readonly number[]; statuses: readonly number[] },
): RecordFilter {
  const pick = (name: string, values: readonly number[]) => {
    const raw = params.get(name) ?? '';
    return values.some((v) => String(v) === raw) ? raw : '';
  };
  return {
    ...rangeFromParams(params, nowMs, DEFAULT_PRESET),
    type: pick('type', accepted.types),
    status: pick('status', accepted.statuses),
  };
}

/** A record page's filter, kept in its URL, and a change to it written there in place (Back leaves the page). */
export function useRecordFilter(nowMs: number, accepted: { types: readonly number[]; statuses: readonly number[] }) {
  const [params, setParams] = useSearchParams();
  const filter = recordFilterFromParams(params, nowMs, accepted);
  const update = (next: Partial<RecordFilter>) => setParams(paramsOfFilter({ ...filter, ...next }), { replace: true });
  return { filter, update };
}

/** The URL parameters of a filter: defaults are left out, so the plain page link is the default view. */
export function paramsOfFilter(filter: RecordFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.preset !== DEFAULT_PRESET) params.set('range', filter.preset);
  if (filter.preset === 'custom') {
    params.set('from', filter.startDate);
    params.set('to', filter.endDate);
  }
  if (filter.type) params.set('type', filter.type);
  if (filter.status) params.set('status', filter.status);
  return params;
}

const numberOrUndefined = (text: string) => (text === '' ? undefined : Number(text));

/** record/getTradeList's query (without the page). */
export function tradeQueryOf(filter: RecordFilter): TradeFilter {
  return {
    startDate: filter.startDate,
    endDate: filter.endDate,
    type: numberOrUndefined(filter.type),
    status: numberOrUndefined(filter.status),
  };
}

/** record/getMoneyLogList's query (without the page). */
export function moneyLogQueryOf(filter: RecordFilter): MoneyLogFilter {
  return { startDate: filter.startDate, endDate: filter.endDate, type: numberOrUndefined(filter.type) };
}
