import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The lottery feature's pages (hall, the three typed rooms, the generic room, order records); app/route-table.ts lists them. */
export const lotteryRoutes: RouteEntry[] = [
  {
    path: routes.game.path,
    load: () => import('./pages/game-page'),
    auth: true,
    // The hall (no lotteryId) reads the catalogue and the live rounds; a room's first data depends on its type.
    prefetch: async ({ queryClient, viewer, search }) => {
      if (search.has('lotteryId')) return;
      const [{ lotteryCatalogueQuery }, { lotteryListQuery }] = await Promise.all([
        import('@web/api/lottery/caipiao-get-list'),
        import('@web/api/lottery/lottery-list'),
      ]);
      await Promise.all([queryClient.prefetchQuery(lotteryCatalogueQuery(viewer)), queryClient.prefetchQuery(lotteryListQuery(viewer))]);
    },
  },
  { path: routes.gameA.path, load: () => import('./pages/dice-page'), auth: true },
  { path: routes.gameB.path, load: () => import('./pages/five-digit-page'), auth: true },
  { path: routes.gameNew.path, load: () => import('./pages/colour-page'), auth: true },
  { path: routes.orderRecord.path, load: () => import('./pages/order-record-page'), auth: true },
];
