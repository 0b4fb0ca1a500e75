import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { depositKeys } from './keys';

/** The deposit methods (channel groups) of the recharge page. */
export const channelGroupsQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: depositKeys.channelGroups(viewer.lang),
    queryFn: ({ signal }) => request(wire.deposit.getRechargeChannels, {}, { signal }),
    staleTime: staleTimes.short,
  });
