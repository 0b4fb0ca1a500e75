/**
 * npm run screenshots — the storefront as a player sees it (issue 10's "done when"): builds the app, serves it with
 * the mock (frozen clock), and photographs home (visitor and player), dz, qp, recharge, withdrawal, the bank picker,
 * bet records, the lottery hall and its three rooms, fast food, order records, the account pages of issue 12 and the feedback pages of issue 13 at 390×844 (2× pixels), in both languages, light and dark. Writes PNGs to --out (screenshots/).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PLAYER } from '../e2e/support/first-screen';
import { buildForBench, launchChromium, serveBuilt } from './lib/built-app';

// `--only a,b`: just those shots (by name), for looking at one feature's pages without the other 150 pictures.
const { values } = parseArgs({ options: { out: { type: 'string', default: 'screenshots' }, only: { type: 'string' } } });
const OUT = values.out;
const ONLY = values.only ? new Set(values.only.split(',')) : null;

interface Shot {
  name: string;
  hash: string;
  player: boolean;
  /** What must be on screen before the picture is taken. */
  ready: string;
  /** Steps after the page is ready (open a picker …). */
  act?: (page: Page) => Promise<void>;
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
      ['transaction-records', 'mine/transactionRecord'],
      ['transaction-history', 'mine/transactionHistory'],
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

async function shoot(browser: Browser, base: string, lang: 'en' | 'zh_hans', scheme: 'light' | 'dark', token: { token: string; uid: number; username: string }) {
  for (const shot of SHOTS.filter((s) => ONLY === null || ONLY.has(s.name))) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: scheme });
    const session = shot.player ? { token: token.token, uid: String(token.uid), username: token.username, lang } : { lang };
    await context.addInitScript(`for (const [k, v] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(k, v);`);
    const page = await context.newPage();
    await page.goto(base + shot.hash);
    await page.waitForSelector(shot.ready, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await shot.act?.(page);
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
    for (const lang of ['en', 'zh_hans'] as const) for (const scheme of ['light', 'dark'] as const) await shoot(browser, server.base, lang, scheme, data);
    console.log(`${SHOTS.filter((s) => ONLY === null || ONLY.has(s.name)).length * 4} screenshots in ${OUT}/`);
  } finally {
    await browser.close();
    await server.close();
    built.remove();
  }
}

await main();
