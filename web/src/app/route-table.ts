import type { PageProps, RouteEntry, RouteOwner } from '@web/lib/page-props';
import { routes, type AppRoute } from './routes';
import { accountRoutes } from '@web/features/account/routes';
import { contentRoutes } from '@web/features/content/routes';
import { fastfoodRoutes } from '@web/features/fastfood/routes';
import { feedbackRoutes } from '@web/features/feedback/routes';
import { interestRoutes } from '@web/features/interest/routes';
import { inviteRoutes } from '@web/features/invite/routes';
import { lobbyRoutes } from '@web/features/lobby/routes';
import { lotteryRoutes } from '@web/features/lottery/routes';
import { promotionsRoutes } from '@web/features/promotions/routes';
import { recordsRoutes } from '@web/features/records/routes';
import { sponsorshipRoutes } from '@web/features/sponsorship/routes';
import { rewardsRoutes } from '@web/features/rewards/routes';
import { serviceRoutes } from '@web/features/service/routes';
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
const minePages: Array<[page: AppRoute<never>, owner: RouteOwner]> = [
  [routes.recharge, 'wallet'],
  [routes.transfer, 'wallet'],
  [routes.collect, 'lobby'],
  [routes.withdrawal, 'wallet'],
  [routes.addBankCard, 'wallet'],
  [routes.addUSDT, 'wallet'],
  [routes.addWallet, 'wallet'],
  [routes.personData, 'later'],
  [routes.settings, 'later'],
  [routes.updatePassword, 'later'],
  [routes.transactionRecord, 'later'],
  [routes.transactionHistory, 'later'],
  [routes.transactionDetail, 'later'],
  [routes.betRecord, 'lobby'],
  [routes.betDetail, 'lobby'],
  [routes.accountManagement, 'wallet'],
  [routes.redemptionRecord, 'later'],
  [routes.invite, 'later'],
  [routes.joinUs, 'later'],
  [routes.notify, 'later'],
  [routes.notifyDetail, 'later'],
  [routes.helpCenter, 'later'],
  [routes.about, 'later'],
  [routes.vip, 'later'],
  [routes.vipDetail, 'later'],
  [routes.welfare, 'later'],
  [routes.interest, 'later'],
];
const MINE_OPEN_TO_VISITORS = new Set([routes.helpCenter.path, routes.about.path]);

/**
 * home/ pages of spec §2. Money (pay), records, play (fastFood and every game* page, gameDetail
 * included) and the chat (kefu) need a login; search is browsing.
 */
const homePages: Array<[page: AppRoute<never>, owner: RouteOwner, auth: boolean]> = [
  [routes.pay, 'wallet', true],
  [routes.kefu, 'later', true],
  [routes.gameDetail, 'lobby', true],
  [routes.gameRecord, 'lobby', true],
  [routes.orderRecord, 'later', true],
  [routes.taskRecords, 'later', true],
  [routes.fastFood, 'later', true],
  [routes.gameA, 'later', true],
  [routes.gameB, 'later', true],
  [routes.gameNew, 'later', true],
  [routes.game, 'later', true],
  [routes.search, 'lobby', false],
];

const specRoutes: RouteEntry[] = [
  // Tab-style pages (spec §2 table). Home's lobby content belongs to the lobby issue.
  later(routes.home.path, false, 'lobby', true),
  later(routes.electronic.path, false, 'lobby', true),
  later(routes.chess.path, false, 'lobby', true),
  later(routes.promotions.path, false, 'later', true),
  later(routes.sponsorship.path, false, 'later', true),
  { path: routes.mine.path, load: () => import('@web/features/account/pages/mine-page'), auth: true, tab: true },

  { path: routes.login.path, load: () => import('@web/features/auth/pages/login-page'), auth: false },
  { path: routes.register.path, load: () => import('@web/features/auth/pages/register-page'), auth: false },

  later(routes.promotionDetail.path, false),
  later(routes.sponsorshipDetail.path, false),

  // Customer service is a tab of the fallback tab bar; feedback is tied to the player's orders.
  later(routes.service.path, false, 'later', true),
  later(routes.feedback.path, true),
  later(routes.myFeedback.path, true),
  later(routes.feedbackDetail.path, true),

  ...minePages.map(([page, owner]) => later(page.path, !MINE_OPEN_TO_VISITORS.has(page.path), owner)),
  ...homePages.map(([page, owner, auth]) => later(page.path, auth, owner)),

  { path: routes.offline.path, load: async () => offlinePage, auth: false },
  { path: routes.chooseLocation.path, load: systemPage, auth: false },
  { path: routes.openLocation.path, load: systemPage, auth: false },
];

/** Pages built by a feature replace their coming-soon entry; each feature lists its own routes. */
const builtRoutes = new Map(
  [...walletRoutes, ...lobbyRoutes, ...lotteryRoutes, ...fastfoodRoutes, ...recordsRoutes, ...interestRoutes, ...rewardsRoutes, ...accountRoutes, ...contentRoutes, ...inviteRoutes, ...promotionsRoutes, ...sponsorshipRoutes, ...serviceRoutes, ...feedbackRoutes].map(
    (route) => [route.path, route],
  ),
);
export const routeTable: RouteEntry[] = specRoutes.map((route) => builtRoutes.get(route.path) ?? route);


export const comingSoonRoutes = () => routeTable.filter((route) => route.owner !== undefined);
