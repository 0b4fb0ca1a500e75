import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** Customer service: the service tab (open to visitors) and the chat (home/kefu, players only). */
export const serviceRoutes: RouteEntry[] = [
  {
    path: routes.service.path,
    load: () => import('./pages/service-page'),
    auth: false,
    tab: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/common/get-config')).appConfigQuery(viewer.lang)),
  },
  {
    path: routes.kefu.path,
    load: () => import('./pages/chat-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/chat/get-messages')).conversationQuery(viewer)),
  },
];
