import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The interest feature's page; app/route-table.ts lists it. */
export const interestRoutes: RouteEntry[] = [
  {
    path: routes.interest.path,
    load: () => import('./pages/interest-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/interest/get-data')).interestDataQuery(viewer)),
  },
];
