import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { lotteryKeys } from './keys';

/** The colour game's last draw with its number, colours and size; null before the first draw. */
export const colourLastResultQuery = (viewer: Viewer, lotteryId: number | undefined) =>
  queryOptions({
    queryKey: lotteryKeys.colourLast(viewer.lang, lotteryId),
    queryFn: ({ signal }) => request(wire.lottery.locsgwinLastGameInfo, { lotteryId }, { signal }),
    staleTime: staleTimes.live,
  });
