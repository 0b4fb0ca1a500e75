import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { welfareKeys } from './keys';

/** welfare/getTasks (an extension of spec §7): the sign-in state and the tasks of the welfare page. */
export const welfareQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: welfareKeys.tasks(viewer),
    queryFn: ({ signal }) => request(wire.welfare.getTasks, {}, { signal }),
    staleTime: staleTimes.live,
  });
