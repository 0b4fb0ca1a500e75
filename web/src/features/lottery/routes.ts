import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The lottery feature's pages (hall, the three typed rooms, the generic room, order records); each replaces its coming-soon entry. */
export const lotteryRoutes: RouteEntry[] = [
  // No prefetch: a route's prefetch puts its query file in every first screen (the route table is in the entry).
  { path: routes.game.path, load: () => import('./pages/game-page'), auth: true },
  { path: routes.gameA.path, load: () => import('./pages/dice-page'), auth: true },
  { path: routes.gameB.path, load: () => import('./pages/five-digit-page'), auth: true },
  { path: routes.gameNew.path, load: () => import('./pages/colour-page'), auth: true },
  { path: routes.orderRecord.path, load: () => import('./pages/order-record-page'), auth: true },
];
