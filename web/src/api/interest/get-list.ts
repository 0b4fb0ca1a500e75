import type { InterestRecordType } from '@contracts/interest/interest';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { interestKeys } from './keys';

export const INTEREST_PAGE_SIZE = 20;

/** interest/getList page by page: transfers, daily accruals, receipts and maturities, optionally one type. */
export const interestRecordsQuery = (viewer: Viewer, type: InterestRecordType | undefined) =>
  infiniteQueryOptions({
    queryKey: interestKeys.list(viewer, type),
    queryFn: ({ signal, pageParam }) => request(wire.interest.getList, { type, page: pageParam, pageSize: INTEREST_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });
