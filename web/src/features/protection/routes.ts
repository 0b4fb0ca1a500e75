import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** Player protection's pages (responsible gaming, the activity statement); app/route-table.ts lists them. */
export const protectionRoutes: RouteEntry[] = [
  {
    path: routes.responsibleGaming.path,
    load: () => import('./pages/responsible-gaming-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/protection/get-settings')).protectionSettingsQuery(viewer)),
  },
  {
    path: routes.activityStatement.path,
    load: () => import('./pages/activity-statement-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/protection/get-statement')).statementQuery(viewer)),
  },
];
