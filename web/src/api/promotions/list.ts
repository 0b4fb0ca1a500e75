import type { Lang } from '@contracts/core/lang';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import { promotionKeys } from './keys';

export const PROMOTION_PAGE_SIZE = 10;

/** One tab's promotions (0: all), running first, page by page (activity/list); open to visitors. */
export const promotionListQuery = (lang: Lang, classId: number) =>
  infiniteQueryOptions({
    queryKey: promotionKeys.list(lang, classId),
    queryFn: ({ signal, pageParam }) =>
      request(wire.promotions.list, { classId, page: pageParam, pageSize: PROMOTION_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.short,
  });
