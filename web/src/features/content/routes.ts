import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The content feature's pages: notices, help centre (and its articles), about. Help and about are open to visitors. */
export const contentRoutes: RouteEntry[] = [
  { path: routes.notify.path, load: () => import('./pages/notify-page'), auth: true },
  { path: routes.notifyDetail.path, load: () => import('./pages/notify-detail-page'), auth: true },
  {
    path: routes.helpCenter.path,
    load: () => import('./pages/help-center-page'),
    auth: false,
    prefetch: async ({ queryClient, viewer, search }) => {
      const id = Number(search.get('id'));
      if (Number.isInteger(id) && id > 0)
        return queryClient.prefetchQuery((await import('@web/api/help/get-details')).helpArticleQuery(viewer.lang, id));
      return queryClient.prefetchQuery((await import('@web/api/help/get-list')).helpListQuery(viewer.lang));
    },
  },
  { path: routes.about.path, load: () => import('./pages/about-page'), auth: false },
];
