import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { vipKeys } from './keys';

/** uservip/getVip: level, progress, the current privileges and the level table (both VIP pages). */
export const vipQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: vipKeys.info(viewer),
    queryFn: ({ signal }) => request(wire.vip.getVip, {}, { signal }),
    staleTime: staleTimes.live,
  });
