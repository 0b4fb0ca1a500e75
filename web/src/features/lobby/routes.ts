import type { RouteEntry } from '@web/lib/page-props';

/** The lobby feature's pages; each replaces its coming-soon entry in app/route-table.ts by path. */
export const lobbyRoutes: RouteEntry[] = [
  { path: '/pages/tabbarPages/home/index', load: () => import('./pages/home-page'), auth: false, tab: true },
  { path: '/pages/tabbarPages/home/dz', load: () => import('./pages/electronic-page'), auth: false, tab: true },
  { path: '/pages/tabbarPages/home/qp', load: () => import('./pages/chess-page'), auth: false, tab: true },
  { path: '/pages/home/search', load: () => import('./pages/search-page'), auth: false },
  { path: '/pages/home/gameDetail', load: () => import('./pages/game-detail-page'), auth: true },
  { path: '/pages/home/record', load: () => import('./pages/game-record-page'), auth: true },
  { path: '/pages/mine/collect', load: () => import('./pages/collect-page'), auth: true },
  { path: '/pages/mine/betRecord', load: () => import('./pages/bet-record-page'), auth: true },
  { path: '/pages/mine/betDetail', load: () => import('./pages/bet-detail-page'), auth: true },
];
