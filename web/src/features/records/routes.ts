import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The records feature's pages; app/route-table.ts lists them. */
export const recordsRoutes: RouteEntry[] = [
  { path: routes.transactionRecord.path, load: () => import('./pages/transaction-record-page'), auth: true, serviceButton: true },
  { path: routes.transactionHistory.path, load: () => import('./pages/transaction-history-page'), auth: true },
  { path: routes.transactionDetail.path, load: () => import('./pages/transaction-detail-page'), auth: true },
  { path: routes.redemptionRecord.path, load: () => import('./pages/redemption-record-page'), auth: true },
];
