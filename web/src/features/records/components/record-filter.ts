import { presetRange, type DatePreset } from '@contracts/rules/records';
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

const PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'last7', 'last30', 'custom'];
const DEFAULT_PRESET = 'today';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  const wanted = params.get('range') ?? DEFAULT_PRESET;
  const preset = (PRESETS as readonly string[]).includes(wanted) ? (wanted as DatePreset) : DEFAULT_PRESET;
  const pick = (name: string, values: readonly number[]) => {
    const raw = params.get(name) ?? '';
    return values.some((v) => String(v) === raw) ? raw : '';
  };
  const type = pick('type', accepted.types);
  const status = pick('status', accepted.statuses);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (preset === 'custom' && DAY.test(from) && DAY.test(to)) return { preset, startDate: from, endDate: to, type, status };
  const named = preset === 'custom' ? DEFAULT_PRESET : preset;
  return { preset: named, ...presetRange(named, nowMs), type, status };
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
