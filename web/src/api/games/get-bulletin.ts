import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { gamesKeys } from './keys';

export const bulletinsQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: gamesKeys.bulletins(viewer.lang),
    queryFn: ({ signal }) => request(wire.games.getBulletin, {}, { signal, toast: false }),
    staleTime: staleTimes.long,
  });
