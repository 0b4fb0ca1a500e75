import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { noteServerTime } from '@web/lib/server-clock';
import type { Viewer } from '../viewer';
import { lotteryKeys } from './keys';

/** The hall: every lottery with its open round and last result, and the server time to count down from. */
export const lotteryListQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: lotteryKeys.hall(viewer.lang),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const answer = await request(wire.lottery.lotteryList, {}, { signal });
      noteServerTime(answer.serverTime, sentAt);
      return answer;
    },
    staleTime: staleTimes.live,
  });
