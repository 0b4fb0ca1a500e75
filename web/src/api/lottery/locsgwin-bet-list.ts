import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { ROOM_ORDERS } from './get-user-game-list';
import { lotteryKeys } from './keys';

/** The player's colour-game orders, newest first (the colour room's "my orders"). */
export const colourBetListQuery = (viewer: Viewer, lotteryId: number | undefined) =>
  queryOptions({
    queryKey: lotteryKeys.colourBets(viewer, lotteryId),
    queryFn: ({ signal }) => request(wire.lottery.locsgwinBetList, { lotteryId, page: 1, pageSize: ROOM_ORDERS }, { signal }),
    staleTime: staleTimes.live,
  });
