import { routes } from '@web/app/routes';
import { lotteryListQuery } from '@web/api/lottery/lottery-list';
import type { RouteEntry } from '@web/lib/page-props';

/** The lottery feature's pages (hall, the three typed rooms, the generic room, order records); each replaces its coming-soon entry. */
export const lotteryRoutes: RouteEntry[] = [
  {
    path: routes.game.path,
    load: () => import('./pages/game-page'),
    auth: true,
    // The hall (no lotteryId) starts with the live list; a room's first call needs its chunk's logic.
    prefetch: ({ queryClient, viewer, search }) => (search.has('lotteryId') ? Promise.resolve() : queryClient.prefetchQuery(lotteryListQuery(viewer))),
  },
  { path: routes.gameA.path, load: () => import('./pages/dice-page'), auth: true },
  { path: routes.gameB.path, load: () => import('./pages/five-digit-page'), auth: true },
  { path: routes.gameNew.path, load: () => import('./pages/colour-page'), auth: true },
  { path: routes.orderRecord.path, load: () => import('./pages/order-record-page'), auth: true },
];
