import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { lotteryKeys } from './keys';
import { ROOM_ORDERS } from './locsgwin-bet-list';

/** The player's latest orders of one lottery (a game room's "my orders"); the paged record list is home/orderRecord. */
export const roomOrdersQuery = (viewer: Viewer, lotteryId: number) =>
  queryOptions({
    queryKey: lotteryKeys.roomOrders(viewer, lotteryId),
    queryFn: ({ signal }) => request(wire.lottery.getUserGameList, { lotteryId, page: 1, pageSize: ROOM_ORDERS }, { signal }),
    staleTime: staleTimes.live,
  });
