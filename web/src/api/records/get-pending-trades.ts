import type { TradeStatus } from '@contracts/records/trades';
import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { recordsKeys } from './keys';

/** TradeStatus.pending, written out: the app shell asks this on every money page, and the enum would bring zod. */
const PENDING: TradeStatus = 0;

/**
 * Whether any of the player's deposits or withdrawals is still being decided (record/getTradeList, status
 * pending, one row): what keeps every money query on screen fresh while one is (api/pending-money.ts).
 */
export const pendingTradesQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: recordsKeys.pendingTrades(viewer),
    queryFn: async ({ signal }): Promise<boolean> => {
      const page = await request(wire.records.getTradeList, { status: PENDING, page: 1, pageSize: 1 }, { signal, toast: false });
      return page.total > 0;
    },
    staleTime: staleTimes.live,
    retry: false,
  });
