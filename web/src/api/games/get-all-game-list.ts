import type { Game } from '@contracts/games/game-types';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { nextPageOf } from '../paging';
import type { Viewer } from '../viewer';
import { findCachedGame } from './game-cache';
import { gamesKeys, type GameListFilter } from './keys';

/** Games per page of a grid: a phone screen holds about 9, so one page fills two screens. */
export const GAME_PAGE_SIZE = 24;

export const gameListQuery = (viewer: Viewer, filter: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.gameList(viewer, filter),
    queryFn: ({ signal, pageParam }) =>
      request(wire.games.getAllGameList, { ...filter, page: pageParam, pageSize: GAME_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/**
 * One game. The contract has no "game by id" call, so the detail page starts from the game as a list
 * already holds it (the player tapped it there) and otherwise reads its venue's list (≤ 100 games;
 * without a venue, the whole catalogue page by page).
 */
export const gameQuery = (queryClient: QueryClient, viewer: Viewer, id: number, venueCode: string | undefined) =>
  queryOptions({
    queryKey: gamesKeys.game(viewer, id),
    queryFn: async ({ signal }): Promise<Game | null> => {
      for (let page = 1; page <= 20; page++) {
        const answer = await request(wire.games.getAllGameList, { venueCode, tab: 0, page, pageSize: 100 }, { signal });
        const found = answer.list.find((game) => game.id === id);
        if (found) return found;
        if (nextPageOf(answer) === undefined) return null;
      }
      return null;
    },
    initialData: () => findCachedGame(queryClient, viewer, id),
    // A game found in a list is as fresh as that list.
    initialDataUpdatedAt: () => queryClient.getQueryState(gamesKeys.games())?.dataUpdatedAt,
  });
