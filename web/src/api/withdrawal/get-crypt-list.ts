import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { withdrawalKeys } from './keys';

export const currenciesQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: withdrawalKeys.currencies(viewer.lang),
    queryFn: ({ signal }) => request(wire.withdrawal.getCryptList, {}, { signal }),
    staleTime: staleTimes.long,
  });
