import type { Lang } from '@contracts/core/lang';
import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

export interface BetFilter {
  startDate: string;
  endDate: string;
  venueCode?: string | undefined;
  gameType?: number | undefined;
  status?: number | undefined;
}

/** The transaction record list's query (record/getTradeList without the page). */
export interface TradeFilter {
  startDate: string;
  endDate: string;
  type?: number | undefined;
  status?: number | undefined;
}

/** A filter of redemption/getAwardList (the redemption and task records pages). */
export interface AwardFilter {
  startDate: string;
  endDate: string;
  type?: number | undefined;
  status?: number | undefined;
}

/** The money log's query (record/getMoneyLogList without the page). */
export interface MoneyLogFilter {
  startDate: string;
  endDate: string;
  type?: number | undefined;
}

/** The player's records: money they bet or moved, under the money root (a game or deposit adds rows). */
export const recordsKeys = {
  all: [...moneyKeyRoot, 'records'] as const,
  bets: () => [...recordsKeys.all, 'bets'] as const,
  betList: (viewer: Viewer, filter: BetFilter) => [...recordsKeys.bets(), 'list', ...viewerKey(viewer), filter] as const,
  betTotals: (viewer: Viewer, filter: Omit<BetFilter, 'status'>) =>
    [...recordsKeys.bets(), 'totals', ...viewerKey(viewer), filter] as const,
  betByOrder: (viewer: Viewer, orderNo: string) => [...recordsKeys.bets(), 'one', ...viewerKey(viewer), orderNo] as const,
  trades: (viewer: Viewer, input: { type?: number | undefined; orderNo?: string | undefined; page: number; pageSize: number }) =>
    [...recordsKeys.all, 'trades', ...viewerKey(viewer), input] as const,
  awards: () => [...recordsKeys.all, 'awards'] as const,
  awardList: (viewer: Viewer, filter: AwardFilter) => [...recordsKeys.awards(), 'list', ...viewerKey(viewer), filter] as const,
  tradeList: (viewer: Viewer, filter: TradeFilter) => [...recordsKeys.all, 'trades', 'list', ...viewerKey(viewer), filter] as const,
  tradeByOrder: (viewer: Viewer, orderNo: string) => [...recordsKeys.all, 'trades', 'one', ...viewerKey(viewer), orderNo] as const,
  pendingTradesAll: () => [...recordsKeys.all, 'trades', 'pending'] as const,
  pendingTrades: (viewer: Viewer) => [...recordsKeys.pendingTradesAll(), ...viewerKey(viewer)] as const,
  moneyLog: (viewer: Viewer, filter: MoneyLogFilter) => [...recordsKeys.all, 'moneyLog', 'list', ...viewerKey(viewer), filter] as const,
  moneyLogByOrder: (viewer: Viewer, orderNo: string) => [...recordsKeys.all, 'moneyLog', 'one', ...viewerKey(viewer), orderNo] as const,
};

/** Labels only (no player data, no money): outside the money root, by language. */
export const recordLabelKeys = {
  tradeTypes: (lang: Lang) => ['recordLabels', 'tradeTypes', lang] as const,
  moneyLogTypes: (lang: Lang) => ['recordLabels', 'moneyLogTypes', lang] as const,
};
