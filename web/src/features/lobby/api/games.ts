import { getGameList, getSlideshowList } from '@contracts/frontpage/home';
import { getAllGameList, getBulletin, getSearchGameList } from '@contracts/games/catalog';
import type { Game } from '@contracts/games/game-types';
import { gameCollectList } from '@contracts/games/play';
import type { Lang } from '@contracts/core/lang';
import { getVenuesList } from '@contracts/funds/venues';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { lobbyKeys, type GameListFilter } from './keys';
import { findCachedGame } from './game-cache';

/** Games per page of a grid: a phone screen holds about 9, so one page fills two screens. */
export const GAME_PAGE_SIZE = 24;

interface Paged {
  page: number;
  pageSize: number;
  total: number;
}
/** The next page number while the list is not exhausted. */
export const nextPageOf = (last: Paged) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined);

export const homeCategoriesQuery = (lang: Lang, viewer: string) =>
  queryOptions({
    queryKey: lobbyKeys.home(lang, viewer),
    queryFn: ({ signal }) => request(getGameList, {}, { signal }),
  });

export const slidesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: lobbyKeys.slides(lang),
    queryFn: ({ signal }) => request(getSlideshowList, {}, { signal, toast: false }),
    staleTime: staleTimes.long,
  });

export const bulletinsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: lobbyKeys.bulletins(lang),
    queryFn: ({ signal }) => request(getBulletin, {}, { signal, toast: false }),
    staleTime: staleTimes.long,
  });

export const venuesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: lobbyKeys.venues(lang),
    queryFn: ({ signal }) => request(getVenuesList, {}, { signal }),
    staleTime: staleTimes.long,
  });

export const gameListQuery = (lang: Lang, viewer: string, filter: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: lobbyKeys.gameList(lang, viewer, filter),
    queryFn: ({ signal, pageParam }) => request(getAllGameList, { ...filter, page: pageParam, pageSize: GAME_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const searchQuery = (lang: Lang, viewer: string, keyword: string) =>
  infiniteQueryOptions({
    queryKey: lobbyKeys.search(lang, viewer, keyword),
    queryFn: ({ signal, pageParam }) => request(getSearchGameList, { keyword, page: pageParam, pageSize: GAME_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: keyword.trim() !== '',
  });

export const collectionQuery = (lang: Lang, viewer: string) =>
  infiniteQueryOptions({
    queryKey: lobbyKeys.collection(lang, viewer),
    queryFn: ({ signal, pageParam }) => request(gameCollectList, { page: pageParam, pageSize: GAME_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/**
 * One game. The contract has no "game by id" call, so the detail page starts from the game as a list
 * already holds it (the player tapped it there) and otherwise reads its venue's list (≤ 100 games;
 * without a venue, the whole catalogue page by page).
 */
export const gameQuery = (queryClient: QueryClient, lang: Lang, viewer: string, id: number, venueCode: string | undefined) =>
  queryOptions({
    queryKey: lobbyKeys.game(lang, viewer, id),
    queryFn: async ({ signal }): Promise<Game | null> => {
      for (let page = 1; page <= 20; page++) {
        const answer = await request(getAllGameList, { venueCode, tab: 0, page, pageSize: 100 }, { signal });
        const found = answer.list.find((game) => game.id === id);
        if (found) return found;
        if (nextPageOf(answer) === undefined) return null;
      }
      return null;
    },
    initialData: () => findCachedGame(queryClient, lang, viewer, id),
    // A game found in a list is as fresh as that list.
    initialDataUpdatedAt: () => queryClient.getQueryState(lobbyKeys.games())?.dataUpdatedAt,
  });
