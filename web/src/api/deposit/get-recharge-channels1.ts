import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { depositKeys } from './keys';

/** The channels of one deposit method. */
export const channelsQuery = (viewer: Viewer, type: number) =>
  queryOptions({
    queryKey: depositKeys.channelsOfType(viewer.lang, type),
    queryFn: ({ signal }) => request(wire.deposit.getRechargeChannels1, { type }, { signal }),
    staleTime: staleTimes.short,
  });
