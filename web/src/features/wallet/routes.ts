import type { RouteEntry } from '@web/lib/page-props';

/** The wallet feature's pages; each replaces its coming-soon entry in app/route-table.ts by path. */
export const walletRoutes: RouteEntry[] = [
  { path: '/pages/mine/recharge', load: () => import('./pages/recharge-page'), auth: true, tab: false },
  { path: '/pages/home/pay', load: () => import('./pages/pay-page'), auth: true, tab: false },
  { path: '/pages/mine/transfer', load: () => import('./pages/transfer-page'), auth: true, tab: false },
  { path: '/pages/mine/withdrawal', load: () => import('./pages/withdrawal-page'), auth: true, tab: false },
  { path: '/pages/mine/accountManagement', load: () => import('./pages/account-management-page'), auth: true, tab: false },
  { path: '/pages/mine/addBankCard', load: () => import('./pages/add-bank-card-page'), auth: true, tab: false },
  { path: '/pages/mine/addUSDT', load: () => import('./pages/add-usdt-page'), auth: true, tab: false },
  { path: '/pages/mine/addWallet', load: () => import('./pages/add-wallet-page'), auth: true, tab: false },
];
