import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import { lotteryKeys } from './keys';

export const HISTORY_PAGE_SIZE = 20;

/** A lottery's draw history, newest first, page by page, with seeds and seed hashes to verify. */
export const lotteryHistoryQuery = (lotteryId: number) =>
  infiniteQueryOptions({
    queryKey: lotteryKeys.history(lotteryId),
    queryFn: ({ signal, pageParam }) =>
      request(wire.lottery.caipiaoGetHistory, { lotteryId, page: pageParam, pageSize: HISTORY_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });
