import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The feedback feature's pages (a login each: feedback is tied to the player's orders and uploads). */
export const feedbackRoutes: RouteEntry[] = [
  { path: routes.feedback.path, load: () => import('./pages/feedback-page'), auth: true },
  {
    path: routes.myFeedback.path,
    load: () => import('./pages/my-feedback-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchInfiniteQuery((await import('@web/api/feedback/list')).feedbackListQuery(viewer, undefined)),
  },
  {
    path: routes.feedbackDetail.path,
    load: () => import('./pages/feedback-detail-page'),
    auth: true,
    prefetch: async ({ queryClient, viewer, search }) => {
      const id = Number(search.get('id'));
      if (Number.isInteger(id) && id > 0)
        await queryClient.prefetchQuery((await import('@web/api/feedback/detail')).feedbackDetailQuery(viewer, id));
    },
  },
];
