import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { fundsKeys } from './keys';

export const venuesQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: fundsKeys.venues(viewer.lang),
    queryFn: ({ signal }) => request(wire.funds.getVenuesList, {}, { signal }),
    staleTime: staleTimes.long,
  });
