import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { frontpageKeys } from './keys';

export const slidesQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: frontpageKeys.slides(viewer.lang),
    queryFn: ({ signal }) => request(wire.frontpage.getSlideshowList, {}, { signal, toast: false }),
    staleTime: staleTimes.long,
  });
