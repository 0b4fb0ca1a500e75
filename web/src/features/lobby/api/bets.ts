import { getSystemInfo } from '@contracts/common/system';
import type { Lang } from '@contracts/core/lang';
import { getBetList, getTotalList, type BetRecord } from '@contracts/records/bets';
import { recordDateWindow, RECORD_WINDOW_DAYS } from '@contracts/rules/records';
import { DAY_MS, platformDate } from '@contracts/core/time';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from './games';
import { lobbyKeys, lobbyMoneyKeys, type BetFilter } from './keys';

export const BET_PAGE_SIZE = 20;

/** The server's clock (common/getSystemInfo): date presets follow it, not the device's clock. */
export const systemInfoQuery = () =>
  queryOptions({
    queryKey: lobbyKeys.systemInfo(),
    queryFn: ({ signal }) => request(getSystemInfo, {}, { signal }),
    staleTime: staleTimes.short,
  });

/** "Now" on the server: its answer plus the time elapsed on this device since (never the device's date). */
export function serverNow(serverTime: string, receivedAt: number, deviceNow = Date.now()): number {
  return Date.parse(serverTime) + Math.max(0, deviceNow - receivedAt);
}

const toInput = (filter: BetFilter) => ({
  startDate: filter.startDate,
  endDate: filter.endDate,
  venueCode: filter.venueCode,
  gameType: filter.gameType as BetRecord['gameType'] | undefined,
  status: filter.status as BetRecord['status'] | undefined,
});

export const betListQuery = (lang: Lang, filter: BetFilter) =>
  infiniteQueryOptions({
    queryKey: lobbyMoneyKeys.betList(lang, filter),
    queryFn: ({ signal, pageParam }) => request(getBetList, { ...toInput(filter), page: pageParam, pageSize: BET_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });

export const betTotalsQuery = (lang: Lang, filter: Omit<BetFilter, 'status'>) =>
  queryOptions({
    queryKey: lobbyMoneyKeys.betTotals(lang, filter),
    queryFn: ({ signal }) => {
      const { status: _status, ...input } = toInput({ ...filter, status: undefined });
      return request(getTotalList, input, { signal });
    },
    staleTime: staleTimes.live,
  });

/**
 * One bet by order number, for a bet detail page opened without its row (a reload, a shared link):
 * the contract has no detail call, so this reads the whole 30-day window page by page until it finds it.
 */
export const betByOrderQuery = (lang: Lang, orderNo: string, nowMs: number, initial?: BetRecord) =>
  queryOptions({
    queryKey: lobbyMoneyKeys.betByOrder(lang, orderNo),
    queryFn: async ({ signal }): Promise<BetRecord | null> => {
      const today = platformDate(nowMs);
      const window = { startDate: platformDate(nowMs - (RECORD_WINDOW_DAYS - 1) * DAY_MS), endDate: today };
      for (let page = 1; page <= 50; page++) {
        const answer = await request(getBetList, { ...window, page, pageSize: 100 }, { signal });
        const found = answer.list.find((bet) => bet.orderNo === orderNo);
        if (found) return found;
        if (nextPageOf(answer) === undefined) return null;
      }
      return null;
    },
    ...(initial ? { initialData: initial } : {}),
    enabled: initial !== undefined || nowMs > 0,
  });

/** The contract's window rule at the server's "now": undefined when the range is allowed, else a message key. */
export function rangeProblem(range: { startDate: string; endDate: string }, nowMs: number): string | undefined {
  const checked = recordDateWindow(nowMs).safeParse(range);
  return checked.success ? undefined : (checked.error.issues[0]?.message ?? 'dateRange.window');
}
