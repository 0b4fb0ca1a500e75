import type { APIRequestContext, Page } from '@playwright/test';
import { approvedDeposit } from '../promotions/promotion-helpers';
import { firstGameOf, transferToVenue } from '../games/helpers';

export type Lang = 'en' | 'zh_hans';

/** A page as a player sees it in one state: what to open, when it is drawn, what to do before the picture. */
export interface PageState {
  name: string;
  /** Hash route, as the player opens it. */
  hash: string;
  /** Opened as demo01 (the seeded player with a month of history); otherwise as a visitor. */
  player: boolean;
  /** What must be on screen before the picture (besides every skeleton gone). */
  ready: string;
  /** Steps after the page is ready (fill a slip, open a picker, submit an empty form …). */
  act?: (page: Page, lang: Lang) => Promise<void>;
  /** Also photographed in the dark theme (a third of the states). */
  dark?: true;
  /** Also photographed at 360×740 (the densest pages). */
  narrow?: true;
  /** Writes to the world (a chat message): starts from a fresh world so the second language sees the same. */
  fresh?: true;
  /** The day's greetings show (the announcement over the page); every other state has them seen already. */
  greetings?: true;
}

/** No skeleton or spinner left in the page's main landmark. */
export const SETTLED = 'main:not(:has([aria-busy="true"]))';

/** Taps a chip and two odds of a lottery room, so the slip holds two lines. */
async function fillLotterySlip(page: Page) {
  await page.locator('.lottery-chips button').nth(2).click();
  const options = page.locator('.lottery-board button.lottery-option');
  await options.nth(0).click();
  await options.nth(5).click();
  await options.nth(5).click();
}

/** Puts chips on two fast-food items (not placed yet: the pending slip). */
async function fillFastFoodSlip(page: Page) {
  const items = page.locator('.ff-items button');
  await items.nth(0).click();
  await items.nth(3).click();
}

/** Submits the page's form untouched, so every required field shows its message. */
async function submitEmpty(page: Page) {
  await page.locator('form button[type="submit"]').click();
  await page.locator('.adm-form-item-feedback-error, [role="alert"]').first().waitFor();
}

/**
 * A deposit credited behind the page's back after this device has looked at the news, then the home opened in the
 * app: the money notice at the top, held by focus so the picture does not race its six seconds.
 */
async function creditedWhileAway(page: Page) {
  const uid = await page.evaluate(() => localStorage.getItem('uid') ?? '');
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const listed = await page.request.get(new URL('/api/Message/getAllMessageList?kind=2&page=1&pageSize=5', page.url()).href, {
    headers: { token },
  });
  const newest = ((await listed.json()) as { data: { list: Array<{ id: number }> } }).data.list.reduce((max, m) => Math.max(max, m.id), 0);
  await page.evaluate(([key, id]) => localStorage.setItem(key!, id!), [`moneyNewsSeen:${uid}`, String(newest)]);
  await approvedDeposit(page, page.request, page.url(), '1288.00');
  await page.evaluate(() => (location.hash = '#/pages/tabbarPages/home/index'));
  await page.locator('.lobby-grid > li img').first().waitFor();
  await page.getByTestId('money-news').getByRole('button').first().focus();
}

const state = (name: string, path: string, player: boolean, extra: Partial<PageState> = {}): PageState => ({
  name,
  hash: `#/pages/${path}`,
  player,
  ready: SETTLED,
  ...extra,
});

export const STATES: readonly PageState[] = [
  // The tab pages and the lobby.
  state('home-visitor', 'tabbarPages/home/index', false, { ready: '.lobby-grid > li img', narrow: true }),
  state('home-player', 'tabbarPages/home/index', true, { ready: '.lobby-grid > li img', dark: true, narrow: true }),
  state('electronic', 'tabbarPages/home/dz', false, { ready: '.lobby-grid > li img', narrow: true }),
  state('chess', 'tabbarPages/home/qp', false, { ready: '.lobby-grid > li img', dark: true }),
  state('search', 'home/search', false, {
    act: async (p) => {
      await p.locator('input[type="search"], input').first().fill('dragon');
      await p.keyboard.press('Enter');
      await p.waitForTimeout(400);
    },
  }),
  state('promotions', 'tabbarPages/preferential/index', false, { ready: `${SETTLED} .promo-list img`, dark: true, narrow: true }),
  state('promotion-visitor', 'preferential/detail?id=1', false, { ready: `${SETTLED} .rich-text` }),
  state('promotion-player', 'preferential/detail?id=3', true, { ready: `${SETTLED} .rich-text`, dark: true }),
  state('sponsorship', 'tabbarPages/sponsorship/index', false, { ready: `${SETTLED} .sponsor-list img` }),
  state('sponsorship-partner', 'sponsorship/detail?id=1', false, { ready: `${SETTLED} .sponsor-gallery img`, dark: true }),
  state('service', 'service/index', true, { ready: '.service-contacts', dark: true }),
  state('mine', 'tabbarPages/mine/index', true, { ready: `${SETTLED} #user-card-name`, dark: true, narrow: true }),

  // Money.
  state('recharge', 'mine/recharge', true, { ready: 'form button[type="submit"]', dark: true, narrow: true }),
  state('responsible-gaming', 'mine/responsibleGaming', true, { ready: `${SETTLED} #rg-exclusion`, dark: true, narrow: true }),
  state('activity-statement', 'mine/activityStatement', true, { ready: `${SETTLED} .protection-month`, narrow: true }),
  state('transfer', 'mine/transfer', true, { ready: `${SETTLED} form button[type="submit"]`, narrow: true }),
  state('withdrawal', 'mine/withdrawal', true, { ready: 'form button[type="submit"]', dark: true, narrow: true }),
  state('account-management', 'mine/accountManagement', true),
  state('add-bank-card', 'mine/addBankCard', true, { ready: 'form' }),
  state('add-usdt', 'mine/addUSDT', true, { ready: 'form' }),
  state('add-wallet', 'mine/addWallet', true, { ready: 'form' }),

  // The lottery hall, each room with a filled slip, fast food, orders.
  state('lottery-hall', 'home/game', true, { ready: '.lottery-hall-group' }),
  state('lottery-dice', 'home/gameA?lotteryId=1', true, { ready: '.lottery-board button', act: fillLotterySlip, dark: true, narrow: true }),
  state('lottery-five-digit', 'home/gameB', true, { ready: '.lottery-board button', act: fillLotterySlip, narrow: true }),
  state('lottery-colour', 'home/gamenew', true, { ready: '.lottery-board button', act: fillLotterySlip, narrow: true }),
  state('fast-food', 'home/fastFood', true, { ready: '.ff-items img', act: fillFastFoodSlip, dark: true, narrow: true }),
  state('order-records', 'home/orderRecord', true, { ready: `${SETTLED} .order-list, ${SETTLED} .order-records .adm-empty` }),

  // Records (demo01's seeded month under Last 30 days).
  state('transaction-records', 'mine/transactionRecord?range=last30', true, { dark: true, narrow: true }),
  state('money-log', 'mine/transactionHistory?range=last30', true, { narrow: true }),
  state('bet-records', 'mine/betRecord?range=last30', true, { dark: true, narrow: true }),
  state('redemption-records', 'mine/redemptionRecord', true),
  state('task-records', 'home/taskRecords', true),

  // Rewards and the account.
  state('vip', 'mine/vip', true, { dark: true, narrow: true }),
  state('vip-levels', 'mine/vipDetail', true),
  state('welfare', 'mine/welfare', true, { dark: true }),
  state('interest', 'mine/interest', true),
  state('invite', 'mine/invite', true),
  state('join-us', 'mine/joinOur', true),
  state('personal-data', 'mine/personData', true),
  state('settings', 'mine/set', true, { dark: true }),
  state('password', 'mine/updatePwd', true, { ready: 'form button[type="submit"]', act: submitEmpty }),
  state('messages', 'mine/notify', true),
  state('help-centre', 'mine/helpCenter', false),
  state('about', 'mine/about', false),

  // Customer service and feedback.
  state('chat', 'home/kefu', true, {
    ready: '.chat-composer input:enabled',
    fresh: true,
    dark: true,
    act: async (p, lang) => {
      await p.fill('#chat-text', lang === 'en' ? 'How do I withdraw money?' : '存款没到账怎么办');
      await p.click('.chat-composer-send');
      await p.waitForFunction(
        () => document.querySelectorAll('.chat-msg-sending').length === 0 && document.querySelectorAll('.chat-article').length > 0,
      );
    },
  }),
  state('feedback', 'service/feedback', true, { ready: 'form button[type="submit"]' }),
  state('my-feedback', 'service/myFeedback', true, { ready: `${SETTLED} .feedback-list` }),
  state('feedback-detail', 'service/feedbackDetail?id=1', true, { ready: '[data-testid="feedback-reply"]' }),

  // Signing in, with every message a wrong or empty form shows.
  state('login-errors', 'userPages/login', false, { ready: 'form button[type="submit"]', act: submitEmpty, dark: true }),
  state('register-errors', 'userPages/register', false, { ready: 'form button[type="submit"]', act: submitEmpty }),
  state('offline', 'networkError/networkError', false, { ready: 'main' }),

  // A way back into the account: the forgotten password's two steps, and the security page.
  state('forgot-password-errors', 'userPages/forgotPassword', false, {
    ready: 'form button[type="submit"]',
    act: submitEmpty,
    narrow: true,
  }),
  state('forgot-password-code', 'userPages/forgotPassword', false, {
    ready: 'form button[type="submit"]',
    act: askForResetCode,
    narrow: true,
  }),
  // A player of its own: demo01's open sessions grow with every state the suite logs in before this one.
  state('security', 'mine/security', true, { ready: '[data-testid="security-device"]', fresh: true, dark: true, narrow: true }),
  // Money news: the notice a credited deposit brings on the next screen (here the home).
  state('home-money-news', 'tabbarPages/mine/index', true, {
    ready: `${SETTLED} #user-card-name`,
    fresh: true,
    dark: true,
    narrow: true,
    act: creditedWhileAway,
  }),
  // The lobby's pulse (jackpot, big wins, Recently played) in the picture rather than raced by it: it comes after the
  // first screen.
  state('home-pulse-visitor', 'tabbarPages/home/index', false, { ready: '.lobby-grid > li img', act: pulseShown, narrow: true }),
  state('home-pulse-player', 'tabbarPages/home/index', true, {
    ready: '.lobby-grid > li img',
    act: async (p) => {
      await pulseShown(p);
      await p.getByTestId('recently-played').waitFor();
    },
    dark: true,
    narrow: true,
  }),
  // Always at hand: the legal texts, the service page's contacts, the day's announcement over the lobby.
  state('agreement', 'mine/about?doc=agreement', false, { ready: '.content-legal h3', narrow: true }),
  state('privacy', 'mine/about?doc=privacy', false, { ready: '.content-legal h3', narrow: true }),
  state('service-contacts', 'service/index', false, { ready: '.service-contacts', narrow: true }),
  state('home-announcement', 'tabbarPages/home/index', true, {
    ready: '.lobby-grid > li img',
    greetings: true,
    fresh: true,
    narrow: true,
    act: async (page) => {
      await page.locator('.greeting-bulletins').waitFor({ timeout: 20_000 });
    },
  }),
  // Demo games that look like their kind: one of each, as its page first draws (motion is off in the suite).
  state('play-slots', 'tabbarPages/home/index', true, {
    ready: '.lobby-grid > li img',
    fresh: true,
    narrow: true,
    act: demoGame('lucky_reels', 'slots'),
  }),
  state('play-fishing', 'tabbarPages/home/index', true, {
    ready: '.lobby-grid > li img',
    fresh: true,
    narrow: true,
    act: demoGame('deep_sea', 'fishing'),
  }),
  state('play-live', 'tabbarPages/home/index', true, {
    ready: '.lobby-grid > li img',
    fresh: true,
    narrow: true,
    act: demoGame('pearl_live', 'live'),
  }),
  state('play-sports', 'tabbarPages/home/index', true, {
    ready: '.lobby-grid > li img',
    fresh: true,
    narrow: true,
    act: demoGame('summit_sports', 'match'),
  }),
];

/**
 * Registers a player, waiting as the mock asks when this machine has registered too many in the last minute (ten at
 * once, then ten a minute): the suite's fresh states register about thirty players, and run in a few minutes.
 */
export async function registerPatiently(request: APIRequestContext, url: string, body: Record<string, unknown>) {
  for (let attempt = 1; ; attempt++) {
    const envelope = (await (await request.post(url, { data: body })).json()) as { code: number; msg: string; data: unknown };
    const wait = /try again in (\d+) seconds?/.exec(envelope.msg ?? '');
    if (envelope.code === 1 || !wait || attempt === 5) return envelope;
    await new Promise((resolve) => setTimeout(resolve, Number(wait[1]) * 1000 + 250));
  }
}

/**
 * Forgot password, step 1 sent for a player of its own: step 2 is on screen. A player may ask for a code once a
 * clock minute and the visual mock's clock stands still, so each picture (and a retry) registers a new one; the
 * mobile's middle digits, masked on the page, tell them apart, and its last four are the same in every picture.
 */
async function askForResetCode(page: Page) {
  const unique = String(Date.now() % 10_000).padStart(4, '0');
  const username = `rc${unique}${Math.random().toString(36).slice(2, 7)}`.slice(0, 12);
  const mobile = `139${unique}0360`;
  const envelope = await registerPatiently(page.request, new URL('/api/user/register', page.url()).href, {
    username,
    password: 'demo1234',
    confirmPassword: 'demo1234',
    mobile,
    inviteCode: '',
    realName: 'Visual Tester',
    secondaryPassword: '123456',
    agreement: true,
  });
  if (envelope.code !== 1) throw new Error(`registering ${username}: ${envelope.msg}`);
  await page.locator('#forgot-username').fill(username);
  await page.locator('#forgot-mobile').fill(mobile);
  await page.locator('form button[type="submit"]').click();
  await page.getByTestId('reset-sent').waitFor();
}

/**
 * A demo game of the venue as a player first sees it: a player of its own (the state is fresh) is credited ¥300.00,
 * moves ¥100.00 to the venue and opens the venue's first game from its page in the app; the picture waits for the
 * scene the page draws (reels, the sea, the table, the match).
 */
function demoGame(venue: string, scene: string) {
  return async (page: Page, lang: Lang) => {
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    await approvedDeposit(page, page.request, page.url(), '300.00');
    await transferToVenue(page.request, page.url(), token, venue, '100.00');
    const game = await firstGameOf(page.request, page.url(), venue, lang);
    await page.goto(`#/pages/home/gameDetail?id=${game.id}&venue=${venue}`);
    await page.locator('.lobby-play-wallet strong').waitFor();
    await page.locator('.lobby-play-actions button').first().click();
    await page.waitForURL(/\/play\//);
    await page.locator(`.scene-${scene}`).waitFor();
    await page.locator('#history').waitFor();
  };
}

async function pulseShown(page: Page) {
  await page.getByTestId('jackpot-amount').waitFor();
  await page.getByTestId('big-win-ticker').waitFor();
}

export interface Variant {
  lang: Lang;
  scheme: 'light' | 'dark';
  viewport: { width: number; height: number };
}

const PHONE = { width: 390, height: 844 };
const NARROW_PHONE = { width: 360, height: 740 };

/** Every state in both languages at 390 px light; a third also dark, the densest also at 360 px. */
export function variantsOf(state: PageState): Variant[] {
  const langs: Lang[] = ['en', 'zh_hans'];
  return langs.flatMap((lang) => [
    { lang, scheme: 'light' as const, viewport: PHONE },
    ...(state.dark ? [{ lang, scheme: 'dark' as const, viewport: PHONE }] : []),
    ...(state.narrow ? [{ lang, scheme: 'light' as const, viewport: NARROW_PHONE }] : []),
  ]);
}
