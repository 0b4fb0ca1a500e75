import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { lotteryKeys } from './keys';

/** Odds per option, as a map from option code to the decimal string ("1.98"): the board and the slip read it. */
export const lotteryOddsQuery = (lotteryId: number) =>
  queryOptions({
    queryKey: lotteryKeys.odds(lotteryId),
    queryFn: async ({ signal }) => {
      const answer = await request(wire.lottery.getLotteryPeilv, { lotteryId }, { signal });
      return new Map(answer.odds.map((o) => [o.option, o.odds]));
    },
    staleTime: staleTimes.short,
  });
