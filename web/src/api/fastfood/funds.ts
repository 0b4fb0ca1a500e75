import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { FASTFOOD_LIST_PAGE_SIZE } from './get-bet-list';
import { fastfoodKeys, type FastFoodListFilter } from './keys';

/** My fast-food fund log: stakes, payouts and refunds with the balance after each, newest first. */
export const fastfoodFundsQuery = (viewer: Viewer, filter: Omit<FastFoodListFilter, 'status'>) =>
  infiniteQueryOptions({
    queryKey: fastfoodKeys.funds(viewer, filter),
    queryFn: ({ signal, pageParam }) =>
      request(wire.fastfood.funds, { ...filter, page: pageParam, pageSize: FASTFOOD_LIST_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });
