import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The sponsorship tab and a partner's page, both open to visitors. */
export const sponsorshipRoutes: RouteEntry[] = [
  {
    path: routes.sponsorship.path,
    load: () => import('./pages/sponsorship-page'),
    auth: false,
    tab: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/common/get-partner')).partnersQuery(viewer.lang)),
  },
  {
    path: routes.sponsorshipDetail.path,
    load: () => import('./pages/sponsorship-detail-page'),
    auth: false,
    prefetch: async ({ queryClient, viewer, search }) => {
      const id = Number(search.get('id'));
      if (Number.isInteger(id) && id > 0)
        return queryClient.prefetchQuery((await import('@web/api/common/get-partner-detail')).partnerQuery(viewer.lang, id));
    },
  },
];
