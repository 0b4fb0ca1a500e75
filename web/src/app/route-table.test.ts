// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

/** Spec §2, every screen (the two system pages under /pages/system/). */
const SPEC_ROUTES = [
  'tabbarPages/home/index',
  'tabbarPages/home/dz',
  'tabbarPages/home/qp',
  'tabbarPages/preferential/index',
  'tabbarPages/sponsorship/index',
  'tabbarPages/mine/index',
  'userPages/login',
  'userPages/register',
  'preferential/detail',
  'sponsorship/detail',
  'service/index',
  'service/feedback',
  'service/myFeedback',
  'service/feedbackDetail',
  ...[
    'recharge',
    'transfer',
    'collect',
    'withdrawal',
    'addBankCard',
    'addUSDT',
    'addWallet',
    'personData',
    'set',
    'updatePwd',
    'transactionRecord',
    'transactionHistory',
    'transactionDetail',
    'betRecord',
    'betDetail',
    'accountManagement',
    'redemptionRecord',
    'invite',
    'joinOur',
    'notify',
    'notifyXq',
    'helpCenter',
    'about',
    'vip',
    'vipDetail',
    'welfare',
    'interest',
  ].map((n) => `mine/${n}`),
  ...['pay', 'kefu', 'gameDetail', 'record', 'orderRecord', 'taskRecords', 'fastFood', 'gameA', 'gameB', 'gamenew', 'game', 'search'].map(
    (n) => `home/${n}`,
  ),
  'networkError/networkError',
  'system/choose-location',
  'system/open-location',
].map((r) => `/pages/${r}`);

/**
 * Pages of this project's own beyond spec §2 (docs/decisions.md): the forgotten password, the security page, and player
 * protection's responsible gaming and activity statement.
 */
const EXTENSION_ROUTES = ['userPages/forgotPassword', 'mine/security', 'mine/responsibleGaming', 'mine/activityStatement'].map(
  (r) => `/pages/${r}`,
);

describe('route table', () => {
  it('has every route of spec §2, once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...EXTENSION_ROUTES].sort());
  });

  it('visitor guard: money, records, play and the account need a login; browsing does not', () => {
    const needsLogin = (p: string) => routeTable.find((r) => r.path === `/pages/${p}`)?.auth;
    for (const open of [
      'tabbarPages/home/index',
      'tabbarPages/home/dz',
      'tabbarPages/home/qp',
      'tabbarPages/preferential/index',
      'tabbarPages/sponsorship/index',
      'preferential/detail',
      'sponsorship/detail',
      'service/index',
      'mine/helpCenter',
      'mine/about',
      'home/search',
      'userPages/login',
      'userPages/register',
      'userPages/forgotPassword',
      'networkError/networkError',
    ]) {
      expect(needsLogin(open), open).toBe(false);
    }
    for (const closed of [
      'tabbarPages/mine/index',
      'mine/recharge',
      'mine/withdrawal',
      'mine/betRecord',
      'mine/personData',
      'mine/security',
      'mine/responsibleGaming',
      'mine/activityStatement',
      'home/pay',
      'home/record',
      'home/orderRecord',
      'home/taskRecords',
      'home/fastFood',
      'home/gameA',
      'home/gameB',
      'home/gamenew',
      'home/game',
      'home/kefu',
    ]) {
      expect(needsLogin(closed), closed).toBe(true);
    }
  });
});
