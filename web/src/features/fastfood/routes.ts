import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The fast-food feature's page; app/route-table.ts lists it. */
export const fastfoodRoutes: RouteEntry[] = [
  {
    path: routes.fastFood.path,
    load: () => import('./pages/fastfood-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) => {
      const [{ fastfoodOptionQuery }, { fastfoodTableQuery }] = await Promise.all([
        import('@web/api/fastfood/get-option'),
        import('@web/api/fastfood/bet'),
      ]);
      return Promise.all([queryClient.prefetchQuery(fastfoodOptionQuery(viewer)), queryClient.prefetchQuery(fastfoodTableQuery(viewer))]);
    },
  },
];
