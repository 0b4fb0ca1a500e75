import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { lotteryKeys, type LotteryOrderFilter } from './keys';

export const LOTTERY_ORDER_PAGE_SIZE = 20;

/** The player's lottery orders (home/orderRecord), newest first, with the totals of the whole query. */
export const userGameListQuery = (viewer: Viewer, filter: LotteryOrderFilter) =>
  infiniteQueryOptions({
    queryKey: lotteryKeys.userGameList(viewer, filter),
    queryFn: ({ signal, pageParam }) =>
      request(wire.lottery.getUserGameList, { ...filter, page: pageParam, pageSize: LOTTERY_ORDER_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });
