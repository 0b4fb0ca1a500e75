import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { noteServerTime } from '@web/lib/server-clock';
import type { Viewer } from '../viewer';
import { lotteryKeys } from './keys';

/** The colour game's room (same shape as getLotteryInfo); without an id, the server's colour lottery. */
export const colourGameInfoQuery = (viewer: Viewer, lotteryId: number | undefined) =>
  queryOptions({
    queryKey: lotteryKeys.colourRoom(viewer.lang, lotteryId),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const answer = await request(wire.lottery.locsgwinGetGameInfo, { lotteryId }, { signal, toast: false });
      noteServerTime(answer.serverTime, sentAt);
      return answer;
    },
    staleTime: staleTimes.live,
  });
