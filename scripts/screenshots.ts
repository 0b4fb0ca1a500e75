/**
 * npm run screenshots — the storefront as a player sees it (issue 10's "done when"): builds the app, serves it with
 * the mock (frozen clock), and photographs home (visitor and player), dz, qp, recharge, withdrawal, the bank picker,
 * bet records, the lottery hall and its three rooms, fast food, order records, the account pages of issue 12, and the
 * promotion, sponsorship, customer-service, chat and feedback pages of issue 13 at 390×844 (2× pixels), in both languages, light
 * and dark. Writes PNGs to --out (screenshots/).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PLAYER } from '../e2e/support/first-screen';
import { buildForBench, launchChromium, serveBuilt } from './lib/built-app';

// --only promo,sponsor: just the shots whose name contains one of the words (a page being worked on).
const { values } = parseArgs({ options: { out: { type: 'string', default: 'screenshots' }, only: { type: 'string' } } });
const OUT = values.out;
const ONLY = values.only?.split(',').filter((word) => word !== '');

interface Shot {
  name: string;
  hash: string;
  player: boolean;
  /** What must be on screen before the picture is taken. */
  ready: string;
  /** Steps after the page is ready (open a picker …). */
  act?: (page: Page, lang: 'en' | 'zh_hans') => Promise<void>;
}

/** The page has rendered and no part of it is still loading. */
const SETTLED = 'main:not(:has([aria-busy="true"]))';

const SHOTS: Shot[] = [
  { name: 'home-visitor', hash: '#/', player: false, ready: '.lobby-grid > li img' },
  { name: 'home-player', hash: '#/', player: true, ready: '.lobby-grid > li img' },
  { name: 'dz', hash: '#/pages/tabbarPages/home/dz', player: false, ready: '.lobby-grid > li img' },
  { name: 'qp', hash: '#/pages/tabbarPages/home/qp', player: false, ready: '.lobby-grid > li img' },
  { name: 'recharge', hash: '#/pages/mine/recharge', player: true, ready: 'form button[type="submit"]' },
  { name: 'withdrawal', hash: '#/pages/mine/withdrawal', player: true, ready: 'form button[type="submit"]' },
  {
    name: 'bank-picker',
    hash: '#/pages/mine/addBankCard',
    player: true,
    ready: 'form',
    act: async (page) => {
      await page.locator('.wallet-picker-button').first().click();
      await page.waitForSelector('#bank-sheet-title');
      await page.waitForTimeout(600);
    },
  },
  { name: 'bet-records', hash: '#/pages/mine/betRecord', player: true, ready: 'main' },
  { name: 'lottery-hall', hash: '#/pages/home/game', player: true, ready: '.lottery-hall-group' },
  { name: 'lottery-dice', hash: '#/pages/home/gameA', player: true, ready: '.lottery-board button' },
  { name: 'lottery-five-digit', hash: '#/pages/home/gameB', player: true, ready: '.lottery-board button' },
  { name: 'lottery-colour', hash: '#/pages/home/gamenew', player: true, ready: '.lottery-board button' },
  { name: 'fast-food', hash: '#/pages/home/fastFood', player: true, ready: '.ff-items img' },
  { name: 'order-records', hash: '#/pages/home/orderRecord', player: true, ready: '.order-list, .order-records .adm-empty' },
  // Issue 12: the player's account. `main:not(:has([aria-busy="true"]))` waits out every skeleton.
  ...(
    [
      // demo01's seeded month under Last 30 days (today has nothing yet).
      ['transaction-records', 'mine/transactionRecord?range=last30'],
      ['transaction-history', 'mine/transactionHistory?range=last30'],
      ['redemption-records', 'mine/redemptionRecord'],
      ['interest', 'mine/interest'],
      ['vip', 'mine/vip'],
      ['vip-levels', 'mine/vipDetail'],
      ['welfare', 'mine/welfare'],
      ['task-records', 'home/taskRecords'],
      ['personal-data', 'mine/personData'],
      ['settings', 'mine/set'],
      ['password', 'mine/updatePwd'],
      ['messages', 'mine/notify'],
      ['help-centre', 'mine/helpCenter'],
      ['about', 'mine/about'],
      ['invite', 'mine/invite'],
      ['join-us', 'mine/joinOur'],
    ] as const
  ).map(([name, path]): Shot => ({ name, hash: `#/pages/${path}`, player: true, ready: SETTLED })),
  // Issue 13: promotions (a tab, a promotion as a visitor and as a player who may apply) and sponsorship.
  { name: 'promotions', hash: '#/pages/tabbarPages/preferential/index', player: false, ready: `${SETTLED} .promo-list img` },
  { name: 'promotions-vip-tab', hash: '#/pages/tabbarPages/preferential/index?class=5', player: true, ready: `${SETTLED} .promo-list img` },
  { name: 'promotion-visitor', hash: '#/pages/preferential/detail?id=1', player: false, ready: `${SETTLED} .rich-text` },
  { name: 'promotion-player', hash: '#/pages/preferential/detail?id=3', player: true, ready: `${SETTLED} .rich-text` },
  { name: 'sponsorship', hash: '#/pages/tabbarPages/sponsorship/index', player: false, ready: `${SETTLED} .sponsor-list img` },
  { name: 'sponsorship-partner', hash: '#/pages/sponsorship/detail?id=1', player: false, ready: `${SETTLED} .sponsor-gallery img` },
  // Issue 13: the customer-service tab (visitor and player) and the chat, after a question in the shot's language.
  { name: 'service-visitor', hash: '#/pages/service/index', player: false, ready: '.service-contacts' },
  { name: 'service-player', hash: '#/pages/service/index', player: true, ready: '.service-contacts' },
  {
    name: 'chat',
    hash: '#/pages/home/kefu',
    player: true,
    ready: '.chat-composer input:enabled',
    act: async (page, lang) => {
      await page.fill('#chat-text', lang === 'en' ? 'How do I withdraw money?' : '存款没到账怎么办');
      await page.click('.chat-composer-send');
      await page.waitForFunction(() => document.querySelectorAll('.chat-msg-sending').length === 0 && document.querySelectorAll('.chat-article').length > 0);
      await page.waitForTimeout(300);
    },
  },
  // Issue 13: feedback (demo01 has one answered suggestion, id 1, and a week of game bets to relate).
  { name: 'feedback', hash: '#/pages/service/feedback', player: true, ready: 'form button[type="submit"]' },
  {
    name: 'feedback-orders',
    hash: '#/pages/service/feedback',
    player: true,
    ready: 'form button[type="submit"]',
    act: async (page) => {
      await page.locator('.feedback-type').nth(3).click(); // Game Issue
      await page.locator('#feedback-order').click();
      await page.waitForSelector('.feedback-sheet .adm-list-item-description');
      await page.waitForTimeout(600);
    },
  },
  { name: 'my-feedback', hash: '#/pages/service/myFeedback', player: true, ready: '.feedback-list' },
  { name: 'feedback-detail', hash: '#/pages/service/feedbackDetail?id=1', player: true, ready: '[data-testid="feedback-reply"]' },
];

/** The two detail pages of issue 12 need a record of the seeded world: the player's newest trade and first message. */
async function detailShots(origin: string, token: string): Promise<Shot[]> {
  const read = async <T>(path: string) => {
    const response = await fetch(`${origin}/api/${path}`, { headers: { TOKEN: token } });
    return ((await response.json()) as { data: T }).data;
  };
  const trades = await read<{ list: Array<{ orderNo: string }> }>('record/getTradeList');
  const messages = await read<{ list: Array<{ id: number }> }>('Message/getAllMessageList');
  const shots: Shot[] = [];
  const orderNo = trades.list[0]?.orderNo;
  if (orderNo) shots.push({ name: 'transaction-detail', hash: `#/pages/mine/transactionDetail?orderNo=${orderNo}`, player: true, ready: SETTLED });
  const messageId = messages.list[0]?.id;
  if (messageId) shots.push({ name: 'message-detail', hash: `#/pages/mine/notifyXq?id=${messageId}`, player: true, ready: SETTLED });
  if (shots.length < 2) throw new Error('the seeded world has no trade or no message for the detail screenshots');
  return shots;
}

const chosen = (shots: Shot[]) => shots.filter((shot) => !ONLY || ONLY.some((word) => shot.name.includes(word)));

async function shoot(browser: Browser, base: string, lang: 'en' | 'zh_hans', scheme: 'light' | 'dark', token: { token: string; uid: number; username: string }, shots: Shot[]) {
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: scheme });
    const session = shot.player ? { token: token.token, uid: String(token.uid), username: token.username, lang } : { lang };
    await context.addInitScript(`for (const [k, v] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(k, v);`);
    const page = await context.newPage();
    await page.goto(base + shot.hash);
    await page.waitForSelector(shot.ready, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await shot.act?.(page, lang);
    await page.screenshot({ path: join(OUT, `${shot.name}-${lang}-${scheme}.png`) });
    await context.close();
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const built = await buildForBench();
  const server = await serveBuilt(built.outDir);
  const browser = await launchChromium();
  try {
    const login = await fetch(`${server.origin}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_PLAYER) });
    const { data } = (await login.json()) as { data: { token: string; uid: number; username: string } };
    const shots = chosen([...SHOTS, ...(await detailShots(server.origin, data.token))]);
    for (const lang of ['en', 'zh_hans'] as const) for (const scheme of ['light', 'dark'] as const) await shoot(browser, server.base, lang, scheme, data, shots);
    console.log(`${shots.length * 4} screenshots in ${OUT}/`);
  } finally {
    await browser.close();
    await server.close();
    built.remove();
  }
}

await main();
