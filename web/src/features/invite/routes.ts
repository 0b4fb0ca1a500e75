import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The invite feature's pages (invite friends, partner programme), both from other/getUserInvite. */
export const inviteRoutes: RouteEntry[] = [
  {
    path: routes.invite.path,
    load: () => import('./pages/invite-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/common/get-user-invite')).userInviteQuery(viewer)),
  },
  {
    path: routes.joinUs.path,
    load: () => import('./pages/join-us-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/common/get-user-invite')).userInviteQuery(viewer)),
  },
];
