import { routes } from '@web/app/routes';
import type { RouteEntry } from '@web/lib/page-props';

/** The wallet feature's pages; app/route-table.ts lists them. */
export const walletRoutes: RouteEntry[] = [
  {
    path: routes.recharge.path,
    load: () => import('./pages/recharge-page'),
    auth: true,
    serviceButton: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/deposit/get-recharge-channels')).channelGroupsQuery(viewer)),
  },
  { path: routes.pay.path, load: () => import('./pages/pay-page'), auth: true },
  {
    path: routes.transfer.path,
    load: () => import('./pages/transfer-page'),
    auth: true,
    serviceButton: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/funds/get-wallet-list')).walletListQuery(viewer)),
  },
  {
    path: routes.withdrawal.path,
    load: () => import('./pages/withdrawal-page'),
    auth: true,
    serviceButton: true,
    prefetch: async ({ queryClient, viewer }) =>
      queryClient.prefetchQuery((await import('@web/api/withdrawal/get-withdraw-list')).withdrawOverviewQuery(viewer)),
  },
  { path: routes.accountManagement.path, load: () => import('./pages/account-management-page'), auth: true },
  { path: routes.addBankCard.path, load: () => import('./pages/add-bank-card-page'), auth: true },
  { path: routes.addUSDT.path, load: () => import('./pages/add-usdt-page'), auth: true },
  { path: routes.addWallet.path, load: () => import('./pages/add-wallet-page'), auth: true },
];
