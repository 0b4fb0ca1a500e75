import type { PageProps, RouteEntry, RouteOwner } from '@web/lib/page-props';
import { lobbyRoutes } from '@web/features/lobby/routes';
import { walletRoutes } from '@web/features/wallet/routes';
// Eager on purpose: when the network is gone, an offline page that still has to be downloaded cannot show.
import * as offlinePage from '@web/features/shell/pages/offline-page';

export type { PageProps, RouteEntry, RouteOwner };


const comingSoon = () => import('@web/features/shell/pages/coming-soon-page');
const systemPage = () => import('@web/features/shell/pages/system-page');

const later = (path: string, auth: boolean, owner: RouteOwner = 'later', tab = false): RouteEntry => ({
  path,
  load: comingSoon,
  auth,
  owner,
  tab,
});

/** mine/ pages of spec §2; all need a login except the help centre and about. */
const minePages: Array<[name: string, owner: RouteOwner]> = [
  ['recharge', 'wallet'],
  ['transfer', 'wallet'],
  ['collect', 'lobby'],
  ['withdrawal', 'wallet'],
  ['addBankCard', 'wallet'],
  ['addUSDT', 'wallet'],
  ['addWallet', 'wallet'],
  ['personData', 'later'],
  ['set', 'later'],
  ['updatePwd', 'later'],
  ['transactionRecord', 'later'],
  ['transactionHistory', 'later'],
  ['transactionDetail', 'later'],
  ['betRecord', 'lobby'],
  ['betDetail', 'lobby'],
  ['accountManagement', 'wallet'],
  ['redemptionRecord', 'later'],
  ['invite', 'later'],
  ['joinOur', 'later'],
  ['notify', 'later'],
  ['notifyXq', 'later'],
  ['helpCenter', 'later'],
  ['about', 'later'],
  ['vip', 'later'],
  ['vipDetail', 'later'],
  ['welfare', 'later'],
  ['interest', 'later'],
];
const MINE_OPEN_TO_VISITORS = new Set(['helpCenter', 'about']);

/**
 * home/ pages of spec §2. Money (pay), records, play (fastFood and every game* page, gameDetail
 * included) and the chat (kefu) need a login; search is browsing.
 */
const homePages: Array<[name: string, owner: RouteOwner, auth: boolean]> = [
  ['pay', 'wallet', true],
  ['kefu', 'later', true],
  ['gameDetail', 'lobby', true],
  ['record', 'lobby', true],
  ['orderRecord', 'later', true],
  ['taskRecords', 'later', true],
  ['fastFood', 'later', true],
  ['gameA', 'later', true],
  ['gameB', 'later', true],
  ['gamenew', 'later', true],
  ['game', 'later', true],
  ['search', 'lobby', false],
];

const specRoutes: RouteEntry[] = [
  // Tab-style pages (spec §2 table). Home's lobby content belongs to the lobby issue.
  later('/pages/tabbarPages/home/index', false, 'lobby', true),
  later('/pages/tabbarPages/home/dz', false, 'lobby', true),
  later('/pages/tabbarPages/home/qp', false, 'lobby', true),
  later('/pages/tabbarPages/preferential/index', false, 'later', true),
  later('/pages/tabbarPages/sponsorship/index', false, 'later', true),
  { path: '/pages/tabbarPages/mine/index', load: () => import('@web/features/account/pages/mine-page'), auth: true, tab: true },

  { path: '/pages/userPages/login', load: () => import('@web/features/auth/pages/login-page'), auth: false },
  { path: '/pages/userPages/register', load: () => import('@web/features/auth/pages/register-page'), auth: false },

  later('/pages/preferential/detail', false),
  later('/pages/sponsorship/detail', false),

  // Customer service is a tab of the fallback tab bar; feedback is tied to the player's orders.
  later('/pages/service/index', false, 'later', true),
  later('/pages/service/feedback', true),
  later('/pages/service/myFeedback', true),
  later('/pages/service/feedbackDetail', true),

  ...minePages.map(([name, owner]) => later(`/pages/mine/${name}`, !MINE_OPEN_TO_VISITORS.has(name), owner)),
  ...homePages.map(([name, owner, auth]) => later(`/pages/home/${name}`, auth, owner)),

  { path: '/pages/networkError/networkError', load: async () => offlinePage, auth: false },
  { path: '/pages/system/choose-location', load: systemPage, auth: false },
  { path: '/pages/system/open-location', load: systemPage, auth: false },
];

/** Pages built by a feature replace their coming-soon entry; each feature lists its own routes. */
const builtRoutes = new Map([...walletRoutes, ...lobbyRoutes].map((route) => [route.path, route]));
export const routeTable: RouteEntry[] = specRoutes.map((route) => builtRoutes.get(route.path) ?? route);

/** The i18n key of a route's name: the path after "/pages/" ("mine/recharge"). */
export const titleKeyOf = (path: string) => path.replace(/^\/pages\//, '');

export const comingSoonRoutes = () => routeTable.filter((route) => route.owner !== undefined);
