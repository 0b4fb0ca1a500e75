import { presetRange, type DatePreset } from '@contracts/rules/records';
import type { OrderStatus } from '@contracts/lottery/lottery-types';
import type { LotteryOrderFilter } from '@web/api/lottery/keys';
import type { FastFoodListFilter } from '@web/api/fastfood/keys';

export type OrderKind = 'lottery' | 'fastfood';

export interface OrderFilter {
  kind: OrderKind;
  preset: DatePreset;
  startDate: string;
  endDate: string;
  /** '' = every lottery. */
  lotteryId: string;
  /** '' = every status. */
  status: string;
}

const PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'last7', 'last30', 'custom'];
const DEFAULT_PRESET = 'today';
const STATUSES = new Set(['0', '1', '2', '3']);

/**
 * The order-record filter from the URL (Back and reload keep it): kind, date preset (its days at the
 * server's "now"; a custom range needs both days, else today), lottery and status. Anything the URL
 * holds that is not a valid value reads as the default, never as a request the server would refuse.
 */
export function orderFilterFromParams(params: URLSearchParams, nowMs: number): OrderFilter {
  const kind: OrderKind = params.get('kind') === 'fastfood' ? 'fastfood' : 'lottery';
  const wanted = params.get('range') ?? DEFAULT_PRESET;
  const preset = (PRESETS as readonly string[]).includes(wanted) ? (wanted as DatePreset) : DEFAULT_PRESET;
  const lotteryId = /^[1-9]\d{0,8}$/.test(params.get('lottery') ?? '') ? (params.get('lottery') ?? '') : '';
  const status = STATUSES.has(params.get('status') ?? '') ? (params.get('status') ?? '') : '';
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (preset === 'custom' && day.test(from) && day.test(to)) return { kind, preset, startDate: from, endDate: to, lotteryId, status };
  const named = preset === 'custom' ? DEFAULT_PRESET : preset;
  return { kind, preset: named, ...presetRange(named, nowMs), lotteryId, status };
}

/** The URL parameters of a filter: defaults are left out, so the plain page link is the default view. */
export function paramsOfFilter(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind !== 'lottery') params.set('kind', filter.kind);
  if (filter.preset !== DEFAULT_PRESET) params.set('range', filter.preset);
  if (filter.preset === 'custom') {
    params.set('from', filter.startDate);
    params.set('to', filter.endDate);
  }
  if (filter.kind === 'lottery' && filter.lotteryId) params.set('lottery', filter.lotteryId);
  if (filter.status) params.set('status', filter.status);
  return params;
}

/** lottery/getUserGameList's query (without the page). */
export function lotteryQueryOf(filter: OrderFilter): LotteryOrderFilter {
  return {
    startDate: filter.startDate,
    endDate: filter.endDate,
    lotteryId: filter.lotteryId ? Number(filter.lotteryId) : undefined,
    status: filter.status ? (Number(filter.status) as OrderStatus) : undefined,
  };
}

/** fastfood/getBetList's query (without the page): fast-food orders have no lottery. */
export function fastfoodQueryOf(filter: OrderFilter): FastFoodListFilter {
  return {
    startDate: filter.startDate,
    endDate: filter.endDate,
    status: filter.status ? (Number(filter.status) as OrderStatus) : undefined,
  };
}
