import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { lotteryKeys } from './keys';

/** How many past rounds the room's results strip shows. */
export const RECENT_RESULTS = 10;

/** The most recent drawn (or cancelled) rounds, newest first, with their revealed seeds. */
export const recentResultsQuery = (lotteryId: number) =>
  queryOptions({
    queryKey: lotteryKeys.results(lotteryId),
    queryFn: ({ signal }) => request(wire.lottery.getLotteryOneList, { lotteryId, limit: RECENT_RESULTS }, { signal }),
    staleTime: staleTimes.live,
  });
