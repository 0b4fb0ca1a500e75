import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { withdrawalKeys } from './keys';

export const banksQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: withdrawalKeys.banks(viewer.lang),
    queryFn: ({ signal }) => request(wire.withdrawal.getBank, {}, { signal }),
    staleTime: staleTimes.long,
  });
