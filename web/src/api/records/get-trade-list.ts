import { TradeStatus, TradeType, type TradeRecord } from '@contracts/records/trades';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { recordsKeys, type TradeFilter } from './keys';

/** The statuses the payment page tells apart; transaction records say "completed" for an approved deposit. */
export type DepositProgress = 'pending' | 'approved' | 'rejected';

/**
 * A deposit order's current status, from the transaction records (record/getTradeList, type deposit):
 * the only spec §7 call that reports a deposit after it was placed. Refetched with every money query while
 * anything is pending (api/pending-money.ts); when the call is not available, the last known status stays and
 * the player can refresh by hand.
 */
export const depositProgressQuery = (viewer: Viewer, orderNo: string, initial: DepositProgress) => {
  const input = { type: TradeType.enum.deposit, orderNo, page: 1, pageSize: 1 };
  return queryOptions({
    queryKey: recordsKeys.trades(viewer, input),
    queryFn: async ({ signal }): Promise<DepositProgress> => {
      const page = await request(wire.records.getTradeList, input, { signal, toast: false });
      const record = page.list.find((r) => r.orderNo === orderNo);
      if (!record) return initial;
      if (record.status === TradeStatus.enum.completed) return 'approved';
      if (record.status === TradeStatus.enum.rejected || record.status === TradeStatus.enum.cancelled) return 'rejected';
      return 'pending';
    },
    staleTime: staleTimes.live,
    retry: false,
  });
};

export const TRADE_PAGE_SIZE = 20;

/** record/getTradeList page by page (transaction records). */
export const tradeListQuery = (viewer: Viewer, filter: TradeFilter) =>
  infiniteQueryOptions({
    queryKey: recordsKeys.tradeList(viewer, filter),
    queryFn: ({ signal, pageParam }) =>
      request(
        wire.records.getTradeList,
        {
          ...filter,
          type: filter.type as TradeType | undefined,
          status: filter.status as TradeStatus | undefined,
          page: pageParam,
          pageSize: TRADE_PAGE_SIZE,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleTimes.live,
  });

/**
 * One transaction by its order number (record/getTradeList's orderNo filter, over the default 30-day
 * window): the detail page opened without its row, and the pay page when this device lost the order.
 * null when the server has no such transaction of this player.
 */
export const tradeByOrderQuery = (viewer: Viewer, orderNo: string, options: { toast?: boolean } = {}) =>
  queryOptions({
    queryKey: recordsKeys.tradeByOrder(viewer, orderNo),
    queryFn: async ({ signal }): Promise<TradeRecord | null> => {
      const page = await request(wire.records.getTradeList, { orderNo, page: 1, pageSize: 1 }, { signal, ...options });
      return page.list[0] ?? null;
    },
    staleTime: staleTimes.live,
    enabled: orderNo !== '',
  });
