import type { Game } from '@contracts/games/game-types';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { GAME_PAGE_SIZE } from './get-all-game-list';
import { gamesKeys } from './keys';

export const collectionQuery = (viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.collection(viewer),
    queryFn: ({ signal, pageParam }) => request(wire.games.gameCollectList, { page: pageParam, pageSize: GAME_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** Games of a list the player removed from favourites in this page (optimistic), hidden from favourites lists. */
export const stillCollected = (games: Game[]) => games.filter((game) => game.collected);
