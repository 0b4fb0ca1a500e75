import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { gamesKeys } from './keys';

export const recentlyPlayedQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: gamesKeys.recentlyPlayed(viewer),
    queryFn: ({ signal }) => request(wire.games.getRecentlyPlayed, {}, { signal, toast: false }),
  });
