import type { Game } from '@contracts/games/game-types';

/** Hash paths of the lobby's pages (parameters in the query string, DESIGN.md §5). */
export const lobbyPaths = {
  search: '/pages/home/search',
  gameDetail: '/pages/home/gameDetail',
  record: '/pages/home/record',
  collect: '/pages/mine/collect',
  betRecord: '/pages/mine/betRecord',
  betDetail: '/pages/mine/betDetail',
  electronic: '/pages/tabbarPages/home/dz',
  chess: '/pages/tabbarPages/home/qp',
  /** The wallet feature's page: linked, never imported. */
  transfer: '/pages/mine/transfer',
  promotion: '/pages/preferential/detail',
} as const;

export const gameDetailPath = (game: Pick<Game, 'id' | 'venueCode'>) =>
  `${lobbyPaths.gameDetail}?id=${game.id}&venue=${encodeURIComponent(game.venueCode)}`;
