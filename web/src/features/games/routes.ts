import { routes } from '@web/app/routes';
import { homeCategoriesQuery } from '@web/api/frontpage/get-game-list';
import type { RouteEntry } from '@web/lib/page-props';

/** The lobby feature's pages; app/route-table.ts lists them. */
export const gamesRoutes: RouteEntry[] = [
  {
    path: routes.home.path,
    load: () => import('./pages/home-page'),
    auth: false,
    tab: true,
    serviceButton: true,
    prefetch: ({ queryClient, viewer }) => queryClient.prefetchQuery(homeCategoriesQuery(viewer)),
  },
  { path: routes.electronic.path, load: () => import('./pages/electronic-page'), auth: false, tab: true, serviceButton: true },
  { path: routes.chess.path, load: () => import('./pages/chess-page'), auth: false, tab: true, serviceButton: true },
  { path: routes.search.path, load: () => import('./pages/search-page'), auth: false },
  { path: routes.gameDetail.path, load: () => import('./pages/game-detail-page'), auth: true },
  { path: routes.gameRecord.path, load: () => import('./pages/game-record-page'), auth: true },
  { path: routes.collect.path, load: () => import('./pages/collect-page'), auth: true },
  { path: routes.betRecord.path, load: () => import('./pages/bet-record-page'), auth: true },
  { path: routes.betDetail.path, load: () => import('./pages/bet-detail-page'), auth: true },
];
