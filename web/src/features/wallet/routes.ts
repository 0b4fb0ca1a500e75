import type { RouteEntry } from '@web/lib/page-props';

/** The wallet feature's pages; each replaces its coming-soon entry in app/route-table.ts by path. */
export const walletRoutes: RouteEntry[] = [];
