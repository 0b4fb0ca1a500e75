import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { betInput } from './bet-input';
import { recordsKeys, type BetFilter } from './keys';

export const betTotalsQuery = (viewer: Viewer, filter: Omit<BetFilter, 'status'>) =>
  queryOptions({
    queryKey: recordsKeys.betTotals(viewer, filter),
    queryFn: ({ signal }) => {
      const { status: _status, ...input } = betInput({ ...filter, status: undefined });
      return request(wire.records.getTotalList, input, { signal });
    },
    staleTime: staleTimes.live,
  });
