import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { GAME_PAGE_SIZE } from './get-all-game-list';
import { gamesKeys } from './keys';

export const searchQuery = (viewer: Viewer, keyword: string) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.search(viewer, keyword),
    queryFn: ({ signal, pageParam }) =>
      request(wire.games.getSearchGameList, { keyword, page: pageParam, pageSize: GAME_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: keyword.trim() !== '',
  });
