import type { PageProps, RouteEntry } from '@web/lib/page-props';
import { routes } from './routes';
import { accountRoutes } from '@web/features/account/routes';
import { contentRoutes } from '@web/features/content/routes';
import { fastfoodRoutes } from '@web/features/fastfood/routes';
import { feedbackRoutes } from '@web/features/feedback/routes';
import { interestRoutes } from '@web/features/interest/routes';
import { inviteRoutes } from '@web/features/invite/routes';
import { gamesRoutes } from '@web/features/games/routes';
import { lotteryRoutes } from '@web/features/lottery/routes';
import { promotionsRoutes } from '@web/features/promotions/routes';
import { protectionRoutes } from '@web/features/protection/routes';
import { recordsRoutes } from '@web/features/records/routes';
import { sponsorshipRoutes } from '@web/features/sponsorship/routes';
import { welfareRoutes } from '@web/features/welfare/routes';
import { serviceRoutes } from '@web/features/service/routes';
import { walletRoutes } from '@web/features/wallet/routes';
// Eager on purpose: when the network is gone, an offline page that still has to be downloaded cannot show.
import * as offlinePage from '@web/features/shell/pages/offline-page';

export type { PageProps, RouteEntry };

const systemPage = () => import('@web/features/shell/pages/system-page');

/**
 * Every page of spec §2 (route-table.test.ts holds the list): each feature lists its own pages in its `routes.ts`
 * (path, lazy page, whether it needs a login, whether it sits in the tab layout, its first data); My, login and
 * register, and the shell's offline and system pages are here.
 */
export const routeTable: RouteEntry[] = [
  ...gamesRoutes,
  ...promotionsRoutes,
  ...sponsorshipRoutes,
  ...serviceRoutes,
  { path: routes.mine.path, load: () => import('@web/features/account/pages/mine-page'), auth: true, tab: true },
  { path: routes.login.path, load: () => import('@web/features/auth/pages/login-page'), auth: false },
  { path: routes.register.path, load: () => import('@web/features/auth/pages/register-page'), auth: false },
  { path: routes.forgotPassword.path, load: () => import('@web/features/auth/pages/forgot-password-page'), auth: false },
  ...feedbackRoutes,
  ...walletRoutes,
  ...recordsRoutes,
  ...accountRoutes,
  ...contentRoutes,
  ...inviteRoutes,
  ...welfareRoutes,
  ...interestRoutes,
  ...protectionRoutes,
  ...lotteryRoutes,
  ...fastfoodRoutes,
  { path: routes.offline.path, load: async () => offlinePage, auth: false },
  { path: routes.chooseLocation.path, load: systemPage, auth: false },
  { path: routes.openLocation.path, load: systemPage, auth: false },
];
