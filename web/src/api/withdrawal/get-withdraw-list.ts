import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { withdrawalKeys } from './keys';

/** The withdrawal page's overview: balance, quota, fees, turnover, bound payees. */
export const withdrawOverviewQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: withdrawalKeys.overview(viewer),
    queryFn: ({ signal }) => request(wire.withdrawal.getWithdrawList, {}, { signal }),
    staleTime: staleTimes.live,
  });
