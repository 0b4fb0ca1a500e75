import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { noteServerTime } from '@web/lib/server-clock';
import type { Viewer } from '../viewer';
import { fastfoodKeys } from './keys';

/**
 * The betting table (fastfood/bet): the round now, the last drawn one, my chips on this round and the
 * server time, which the countdown counts from (noted with the instant the request left).
 */
export const fastfoodTableQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: fastfoodKeys.table(viewer),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const table = await request(wire.fastfood.bet, {}, { signal });
      noteServerTime(table.serverTime, sentAt);
      return table;
    },
    staleTime: staleTimes.live,
  });
