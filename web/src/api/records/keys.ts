import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

export interface BetFilter {
  startDate: string;
  endDate: string;
  venueCode?: string | undefined;
  gameType?: number | undefined;
  status?: number | undefined;
}

/** A filter of redemption/getAwardList (the redemption and task records pages). */
export interface AwardFilter {
  startDate: string;
  endDate: string;
  type?: number | undefined;
  status?: number | undefined;
}

/** The player's records: money they bet or moved, under the money root (a game or deposit adds rows). */
export const recordsKeys = {
  all: [...moneyKeyRoot, 'records'] as const,
  bets: () => [...recordsKeys.all, 'bets'] as const,
  betList: (viewer: Viewer, filter: BetFilter) => [...recordsKeys.bets(), 'list', ...viewerKey(viewer), filter] as const,
  betTotals: (viewer: Viewer, filter: Omit<BetFilter, 'status'>) => [...recordsKeys.bets(), 'totals', ...viewerKey(viewer), filter] as const,
  betByOrder: (viewer: Viewer, orderNo: string) => [...recordsKeys.bets(), 'one', ...viewerKey(viewer), orderNo] as const,
  trades: (viewer: Viewer, input: { type?: number | undefined; page: number; pageSize: number }) =>
    [...recordsKeys.all, 'trades', ...viewerKey(viewer), input] as const,
  awards: () => [...recordsKeys.all, 'awards'] as const,
  awardList: (viewer: Viewer, filter: AwardFilter) => [...recordsKeys.awards(), 'list', ...viewerKey(viewer), filter] as const,
};
