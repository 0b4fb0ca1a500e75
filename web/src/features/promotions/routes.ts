import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';
import { classFromSearch } from './components/class-param';

/** The promotions tab and a promotion's page; both open to visitors (applying asks for a login). */
export const promotionsRoutes: RouteEntry[] = [
  {
    path: routes.promotions.path,
    load: () => import('./pages/promotions-page'),
    auth: false,
    tab: true,
    prefetch: async ({ queryClient, viewer, search }) => {
      const [{ promotionClassesQuery }, { promotionListQuery }] = await Promise.all([
        import('@web/api/promotions/get-activity-classification'),
        import('@web/api/promotions/list'),
      ]);
      return Promise.all([
        queryClient.prefetchQuery(promotionClassesQuery(viewer.lang)),
        queryClient.prefetchInfiniteQuery(promotionListQuery(viewer.lang, classFromSearch(search))),
      ]);
    },
  },
  {
    path: routes.promotionDetail.path,
    load: () => import('./pages/promotion-detail-page'),
    auth: false,
    prefetch: async ({ queryClient, viewer, search }) => {
      const id = Number(search.get('id'));
      if (Number.isInteger(id) && id > 0)
        return queryClient.prefetchQuery((await import('@web/api/promotions/detail')).promotionQuery(viewer, id));
    },
  },
];
