import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { interestKeys } from './keys';

/** interest/getData: principal, earnings, receivable, rate, holdings and the central balance. */
export const interestDataQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: interestKeys.data(viewer),
    queryFn: ({ signal }) => request(wire.interest.getData, {}, { signal }),
    staleTime: staleTimes.live,
  });
