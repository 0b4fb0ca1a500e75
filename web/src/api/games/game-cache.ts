import type { Game } from '@contracts/games/game-types';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { frontpageKeys } from '../frontpage/keys';
import type { Viewer } from '../viewer';
import { gamesKeys } from './keys';

type GamePage = { list: Game[] };
/** The shapes a games query holds: one game, a home category list, or pages of games. */
type GamesData = Game | null | Array<{ games: Game[] }> | InfiniteData<GamePage>;

const isInfinite = (data: unknown): data is InfiniteData<GamePage> =>
  typeof data === 'object' && data !== null && 'pages' in data && Array.isArray((data as { pages: unknown }).pages);
const isGame = (data: unknown): data is Game => typeof data === 'object' && data !== null && 'id' in data && 'icon' in data;

/** Every game held by one query's data. */
function gamesIn(data: unknown): Game[] {
  if (isGame(data)) return [data];
  if (isInfinite(data)) return data.pages.flatMap((page) => page.list);
  if (Array.isArray(data)) return data.flatMap((c: { games?: Game[] }) => c.games ?? []);
  return [];
}

/** A copy of a query's data with one game's favourite flag set; untouched data is returned as is. */
export function withCollected<T>(data: T, gameId: number, collected: boolean): T {
  const patch = (game: Game) => (game.id === gameId && game.collected !== collected ? { ...game, collected } : game);
  if (isGame(data)) return patch(data) as T;
  if (isInfinite(data)) {
    return { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(patch) })) } as T;
  }
  if (Array.isArray(data)) {
    return data.map((c: { games?: Game[] }) => (c.games ? { ...c, games: c.games.map(patch) } : c)) as T;
  }
  return data;
}

/** Home categories are keyed outside `games()` (they are a page layout, not a list): patch both roots. */
export const gameHoldingKeys = () => [gamesKeys.games(), frontpageKeys.home()] as const;

export function findCachedGame(queryClient: QueryClient, { lang, uid }: Viewer, id: number): Game | undefined {
  for (const root of gameHoldingKeys()) {
    for (const [key, data] of queryClient.getQueriesData<GamesData>({ queryKey: root })) {
      // Only lists in the same language and for the same viewer describe this page's game.
      if (!key.includes(lang) || !key.includes(uid)) continue;
      const found = gamesIn(data).find((game) => game.id === id);
      if (found) return found;
    }
  }
  return undefined;
}
