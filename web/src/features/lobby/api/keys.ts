import type { Lang } from '@contracts/core/lang';
import { moneyKeyRoot } from '@web/lib/money-keys';

/**
 * The lobby's query keys. Game lists carry the language (names are translated by the server) and
 * the viewer (a uid, or '' for a visitor), because `collected` is the viewer's.
 */
export const lobbyKeys = {
  all: ['lobby'] as const,
  home: (lang: Lang, viewer: string) => [...lobbyKeys.all, 'home', lang, viewer] as const,
  slides: (lang: Lang) => [...lobbyKeys.all, 'slides', lang] as const,
  bulletins: (lang: Lang) => [...lobbyKeys.all, 'bulletins', lang] as const,
  venues: (lang: Lang) => [...lobbyKeys.all, 'venues', lang] as const,
  systemInfo: () => [...lobbyKeys.all, 'systemInfo'] as const,
  /** Every query holding games (lists, search, favourites, one game): the favourite toggle patches them all. */
  games: () => [...lobbyKeys.all, 'games'] as const,
  gameList: (lang: Lang, viewer: string, filter: GameListFilter) => [...lobbyKeys.games(), 'list', lang, viewer, filter] as const,
  search: (lang: Lang, viewer: string, keyword: string) => [...lobbyKeys.games(), 'search', lang, viewer, keyword] as const,
  collection: (lang: Lang, viewer: string) => [...lobbyKeys.games(), 'collection', lang, viewer] as const,
  game: (lang: Lang, viewer: string, id: number) => [...lobbyKeys.games(), 'one', lang, viewer, id] as const,
};

/** Money the player owns or bet: refreshed by any money change anywhere (lib/money-keys). */
export const lobbyMoneyKeys = {
  all: [...moneyKeyRoot, 'lobby'] as const,
  wallets: (lang: Lang) => [...lobbyMoneyKeys.all, 'wallets', lang] as const,
  bets: () => [...lobbyMoneyKeys.all, 'bets'] as const,
  betList: (lang: Lang, filter: BetFilter) => [...lobbyMoneyKeys.bets(), 'list', lang, filter] as const,
  betTotals: (lang: Lang, filter: Omit<BetFilter, 'status'>) => [...lobbyMoneyKeys.bets(), 'totals', lang, filter] as const,
  betByOrder: (lang: Lang, orderNo: string) => [...lobbyMoneyKeys.bets(), 'one', lang, orderNo] as const,
};

export interface GameListFilter {
  category?: number | undefined;
  venueCode?: string | undefined;
  tab: 0 | 1 | 2;
}

export interface BetFilter {
  startDate: string;
  endDate: string;
  venueCode?: string | undefined;
  gameType?: number | undefined;
  status?: number | undefined;
}
