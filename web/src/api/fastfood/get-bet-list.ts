import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { fastfoodKeys, type FastFoodListFilter } from './keys';

export const FASTFOOD_LIST_PAGE_SIZE = 20;

/** My fast-food orders (one per submit), newest first, with the totals of the whole query. */
export const fastfoodBetListQuery = (viewer: Viewer, filter: FastFoodListFilter) =>
  infiniteQueryOptions({
    queryKey: fastfoodKeys.betList(viewer, filter),
    queryFn: ({ signal, pageParam }) =>
      request(wire.fastfood.getBetList, { ...filter, page: pageParam, pageSize: FASTFOOD_LIST_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });
