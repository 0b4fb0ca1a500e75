import type { LedgerEntry, LedgerType } from '@contracts/records/money-log';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { recordsKeys, type MoneyLogFilter } from './keys';

export const MONEY_LOG_PAGE_SIZE = 20;

/** record/getMoneyLogList page by page (transaction history: every balance change). */
export const moneyLogQuery = (viewer: Viewer, filter: MoneyLogFilter) =>
  infiniteQueryOptions({
    queryKey: recordsKeys.moneyLog(viewer, filter),
    queryFn: ({ signal, pageParam }) =>
      request(
        wire.records.getMoneyLogList,
        { ...filter, type: filter.type as LedgerType | undefined, page: pageParam, pageSize: MONEY_LOG_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });

/** The balance changes of one order (a transfer's two legs, a deposit and its gift, a bet and its payout). */
export const moneyLogByOrderQuery = (viewer: Viewer, orderNo: string) =>
  queryOptions({
    queryKey: recordsKeys.moneyLogByOrder(viewer, orderNo),
    queryFn: async ({ signal }): Promise<LedgerEntry[]> =>
      (await request(wire.records.getMoneyLogList, { orderNo, page: 1, pageSize: 50 }, { signal })).list,
    staleTime: staleTimes.live,
    enabled: orderNo !== '',
  });
