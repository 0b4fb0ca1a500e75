import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { fastfoodKeys } from './keys';

/** My chips in one round with their payouts once drawn (the result message), or the current round's. */
export const fastfoodBetRecQuery = (viewer: Viewer, roundNo: string | undefined) =>
  queryOptions({
    queryKey: fastfoodKeys.betRec(viewer, roundNo),
    queryFn: ({ signal }) => request(wire.fastfood.betRec, roundNo ? { roundNo } : {}, { signal }),
    staleTime: staleTimes.live,
  });
