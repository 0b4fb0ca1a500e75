import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The account feature's pages (settings, password, personal data); app/route-table.ts lists them. */
export const accountRoutes: RouteEntry[] = [
  { path: routes.settings.path, load: () => import('./pages/settings-page'), auth: true },
  { path: routes.updatePassword.path, load: () => import('./pages/update-password-page'), auth: true },
  {
    path: routes.security.path,
    load: () => import('./pages/security-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/account/get-security')).securityQuery(viewer)),
  },
  {
    path: routes.personData.path,
    load: () => import('./pages/person-data-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/account/get-user-info')).userInfoQuery(viewer)),
  },
];
