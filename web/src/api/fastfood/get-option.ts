import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { fastfoodKeys } from './keys';

/** The game's layout (items, ring, chips, limits, timing): changes with a release, not a round. */
export const fastfoodOptionQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: fastfoodKeys.option(viewer.lang),
    queryFn: ({ signal }) => request(wire.fastfood.getOption, {}, { signal }),
    staleTime: staleTimes.long,
  });
