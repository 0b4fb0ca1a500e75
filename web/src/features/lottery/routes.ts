import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The lottery feature's pages; each replaces its coming-soon entry in app/route-table.ts by path. */
export const lotteryRoutes: RouteEntry[] = [
  { path: routes.orderRecord.path, load: () => import('./pages/order-record-page'), auth: true },
];
