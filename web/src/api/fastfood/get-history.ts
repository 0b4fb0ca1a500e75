import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import { fastfoodKeys } from './keys';

export const FASTFOOD_HISTORY_PAGE_SIZE = 20;

/** Drawn (and void) rounds, newest first, with each round's seed hash and revealed seed. */
export const fastfoodHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: fastfoodKeys.history(),
    queryFn: ({ signal, pageParam }) =>
      request(wire.fastfood.getHistory, { page: pageParam, pageSize: FASTFOOD_HISTORY_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });
