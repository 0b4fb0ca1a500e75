import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { withdrawalKeys } from './keys';

/** The latest withdrawal orders, so the player sees one go from processing to paid or rejected. */
export const recentWithdrawalsQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: withdrawalKeys.orders(viewer),
    queryFn: ({ signal }) => request(wire.withdrawal.getUserWithdrawList, { page: 1, pageSize: 5 }, { signal }),
    staleTime: staleTimes.live,
  });
