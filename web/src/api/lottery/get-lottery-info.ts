import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { noteServerTime } from '@web/lib/server-clock';
import type { Viewer } from '../viewer';
import { lotteryKeys } from './keys';

/** One lottery's room: the round open for bets, the last drawn one, the server time. Refetched when a countdown ends. The room page shows a refusal (an unknown lottery) itself: no toast. */
export const lotteryInfoQuery = (viewer: Viewer, lotteryId: number) =>
  queryOptions({
    queryKey: lotteryKeys.room(viewer.lang, lotteryId),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const answer = await request(wire.lottery.getLotteryInfo, { lotteryId }, { signal, toast: false });
      noteServerTime(answer.serverTime, sentAt);
      return answer;
    },
    staleTime: staleTimes.live,
  });
