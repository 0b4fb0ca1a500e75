import { TradeType } from '@contracts/records/trades';
import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { recordsKeys } from './keys';

/** The statuses the payment page tells apart; transaction records say "completed" for an approved deposit. */
export type DepositProgress = 'pending' | 'approved' | 'rejected';

/**
 * A deposit order's current status, from the transaction records (record/getTradeList, type deposit):
 * the only spec §7 call that reports a deposit after it was placed. Polled while pending; when the call
 * is not available, the last known status stays and the player can refresh by hand.
 */
export const depositProgressQuery = (viewer: Viewer, orderNo: string, initial: DepositProgress) => {
  const input = { type: TradeType.enum.deposit, page: 1, pageSize: 50 };
  return queryOptions({
    queryKey: [...recordsKeys.trades(viewer, input), orderNo] as const,
    queryFn: async ({ signal }): Promise<DepositProgress> => {
      const page = await request(wire.records.getTradeList, input, { signal, toast: false });
      const record = page.list.find((r) => r.orderNo === orderNo);
      if (!record) return initial;
      if (record.status === 1) return 'approved';
      if (record.status === 2 || record.status === 3) return 'rejected';
      return 'pending';
    },
    staleTime: staleTimes.live,
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' || query.state.data !== 'pending' ? false : 5_000),
  });
};
