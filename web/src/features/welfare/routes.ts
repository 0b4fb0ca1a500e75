import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The rewards feature's pages (VIP, VIP levels, welfare, task records); app/route-table.ts lists them. */
export const welfareRoutes: RouteEntry[] = [
  {
    path: routes.vip.path,
    load: () => import('./pages/vip-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) => queryClient.prefetchQuery((await import('@web/api/vip/get-vip')).vipQuery(viewer)),
  },
  {
    path: routes.vipDetail.path,
    load: () => import('./pages/vip-detail-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) => queryClient.prefetchQuery((await import('@web/api/vip/get-vip')).vipQuery(viewer)),
  },
  {
    path: routes.welfare.path,
    load: () => import('./pages/welfare-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/welfare/get-tasks')).welfareQuery(viewer)),
  },
  { path: routes.taskRecords.path, load: () => import('./pages/task-records-page'), auth: true },
];
