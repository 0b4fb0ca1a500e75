import { DAY_MS, platformDate } from '@contracts/core/time';
import type { BetRecord } from '@contracts/records/bets';
import { RECORD_WINDOW_DAYS } from '@contracts/rules/records';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { betInput } from './bet-input';
import { recordsKeys, type BetFilter } from './keys';

export const BET_PAGE_SIZE = 20;

export const betListQuery = (viewer: Viewer, filter: BetFilter) =>
  infiniteQueryOptions({
    queryKey: recordsKeys.betList(viewer, filter),
    queryFn: ({ signal, pageParam }) =>
      request(wire.records.getBetList, { ...betInput(filter), page: pageParam, pageSize: BET_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });

/**
 * One bet by order number, for a bet detail page opened without its row (a reload, a shared link):
 * the contract has no detail call, so this reads the whole 30-day window page by page until it finds it.
 */
export const betByOrderQuery = (viewer: Viewer, orderNo: string, nowMs: number, initial?: BetRecord) =>
  queryOptions({
    queryKey: recordsKeys.betByOrder(viewer, orderNo),
    queryFn: async ({ signal }): Promise<BetRecord | null> => {
      const today = platformDate(nowMs);
      const window = { startDate: platformDate(nowMs - (RECORD_WINDOW_DAYS - 1) * DAY_MS), endDate: today };
      for (let page = 1; page <= 50; page++) {
        const answer = await request(wire.records.getBetList, { ...window, page, pageSize: 100 }, { signal });
        const found = answer.list.find((bet) => bet.orderNo === orderNo);
        if (found) return found;
        if (nextPageOf(answer) === undefined) return null;
      }
      return null;
    },
    ...(initial ? { initialData: initial } : {}),
    enabled: initial !== undefined || nowMs > 0,
  });
