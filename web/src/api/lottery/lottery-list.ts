import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { noteServerTime } from '@web/lib/server-clock';
import type { Viewer } from '../viewer';
import { lotteryKeys } from './keys';

/** Every lottery with its current and last round (lottery/lotteryList); names follow the language. */
export const lotteryListQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: lotteryKeys.lotteryList(viewer.lang),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const answer = await request(wire.lottery.lotteryList, {}, { signal });
      noteServerTime(answer.serverTime, sentAt);
      return answer;
    },
    staleTime: staleTimes.short,
  });
