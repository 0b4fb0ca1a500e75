import { viewerKey, type Viewer } from '../viewer';

export interface GameListFilter {
  category?: number | undefined;
  venueCode?: string | undefined;
  tab: 0 | 1 | 2;
}

/**
 * Game lists carry the language (names are translated by the server) and the viewer (a uid, or ''
 * for a visitor), because `collected` is the viewer's.
 */
export const gamesKeys = {
  all: ['games'] as const,
  bulletins: (lang: Viewer['lang']) => [...gamesKeys.all, 'bulletins', lang] as const,
  /** The lobby's pulse: the same for everyone (names in the language), apart from a player's recently played. */
  bigWins: (lang: Viewer['lang']) => [...gamesKeys.all, 'big-wins', lang] as const,
  jackpot: () => [...gamesKeys.all, 'jackpot'] as const,
  recentlyPlayed: (viewer: Viewer) => [...gamesKeys.all, 'recently-played', ...viewerKey(viewer)] as const,
  /** Every query holding games (lists, search, favourites, one game): the favourite toggle patches them all. */
  games: () => [...gamesKeys.all, 'games'] as const,
  gameList: (viewer: Viewer, filter: GameListFilter) => [...gamesKeys.games(), 'list', ...viewerKey(viewer), filter] as const,
  search: (viewer: Viewer, keyword: string) => [...gamesKeys.games(), 'search', ...viewerKey(viewer), keyword] as const,
  collection: (viewer: Viewer) => [...gamesKeys.games(), 'collection', ...viewerKey(viewer)] as const,
  game: (viewer: Viewer, id: number) => [...gamesKeys.games(), 'one', ...viewerKey(viewer), id] as const,
};
