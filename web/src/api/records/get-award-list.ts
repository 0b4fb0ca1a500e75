import type { AwardRecord } from '@contracts/records/awards';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { recordsKeys, type AwardFilter } from './keys';

export const AWARD_PAGE_SIZE = 20;

/** redemption/getAwardList, page by page: the redemption record and task record pages. */
export const awardListQuery = (viewer: Viewer, filter: AwardFilter) =>
  infiniteQueryOptions({
    queryKey: recordsKeys.awardList(viewer, filter),
    queryFn: ({ signal, pageParam }) =>
      request(
        wire.records.getAwardList,
        {
          startDate: filter.startDate,
          endDate: filter.endDate,
          type: filter.type as AwardRecord['type'] | undefined,
          status: filter.status as AwardRecord['status'] | undefined,
          page: pageParam,
          pageSize: AWARD_PAGE_SIZE,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });
