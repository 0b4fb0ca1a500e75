import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from 'playwright-core';

/**
 * The first screens and what "shown" means on each: the element the player came for is in
 * the DOM. Shared by the budget journey (e2e/perf) and the benchmark scripts (scripts/bench-*.ts).
 */
export interface FirstScreen {
  name: 'home' | 'login' | 'dz' | 'My' | 'recharge';
  /** Hash route, as a player opens it. */
  hash: string;
  /** A CSS selector that matches once the first screen is shown. */
  shown: string;
  /** The start of its page chunk's file name ("home-page-"), which index.html has preloaded. */
  pageChunk: string;
  /** Opened as a logged-in player (demo01). */
  loggedIn: boolean;
  /** gzip-6 budget of the first screen's JS, in bytes. */
  budget: number;
}

const KB = 1024;
export const FIRST_SCREENS: readonly FirstScreen[] = [
  { name: 'home', hash: '#/', shown: '.lobby-grid > li', pageChunk: 'home-page-', loggedIn: false, budget: 160 * KB },
  {
    name: 'login',
    hash: '#/pages/userPages/login',
    shown: 'form button[type="submit"]',
    pageChunk: 'login-page-',
    loggedIn: false,
    budget: 190 * KB,
  },
  {
    name: 'dz',
    hash: '#/pages/tabbarPages/home/dz',
    shown: '.lobby-grid > li',
    pageChunk: 'electronic-page-',
    loggedIn: false,
    budget: 190 * KB,
  },
  {
    name: 'My',
    hash: '#/pages/tabbarPages/mine/index',
    shown: '#user-card-name',
    pageChunk: 'mine-page-',
    loggedIn: true,
    budget: 190 * KB,
  },
  {
    name: 'recharge',
    hash: '#/pages/mine/recharge',
    shown: 'form button[type="submit"]',
    pageChunk: 'recharge-page-',
    loggedIn: true,
    budget: 190 * KB,
  },
];

export const DEMO_PLAYER = { username: 'demo01', password: 'demo1234' };

/**
 * Logs a player in through the API and stores the session the way the app does (localStorage under
 * the spec's keys) before any page script runs, so a logged-in screen opens cold, as after a reload.
 */
export async function storeSession(page: Page, request: APIRequestContext, origin: string, lang: 'en' | 'zh_hans' = 'en') {
  const res = await request.post(`${origin}/api/user/login`, { data: DEMO_PLAYER });
  const body = (await res.json()) as { code: number; data: { token: string; uid: number; username: string } };
  if (body.code !== 1) throw new Error(`login of ${DEMO_PLAYER.username} failed: ${JSON.stringify(body)}`);
  const entries = { token: body.data.token, uid: String(body.data.uid), username: body.data.username, lang };
  await page.addInitScript(`for (const [key, value] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(key, value);`);
}

/** Records (in page time) the moment `selector` first matches: the first screen is shown. */
export async function watchShown(page: Page, selector: string) {
  // A string, not a function: the scripts run under tsx, whose named-function helper the page lacks.
  await page.addInitScript(`(() => {
    const poll = () => {
      if (document.querySelector(${JSON.stringify(selector)})) window.__shownAt = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  })();`);
}

export interface ScriptSize {
  /** Path under the site ("/h5/assets/framework-….js"). */
  path: string;
  raw: number;
  gzip: number;
}

/** How long the network must have asked for no script, after the load event, for the page to count as idle. */
export const IDLE_QUIET_MS = 500;

/**
 * The JS a phone downloads for a first screen: every script requested until the page goes idle (call after
 * `watchShown` and the page's navigation), that is before the first pause of IDLE_QUIET_MS with no new script
 * request, counted from the load event. The entry, modulepreloads and whatever the page asks for right after its
 * first paint are in; what the app defers past the first screen (the load event, a second and an idle moment,
 * lib/after-first-screen.ts) and what a later tap loads are not. Each is gzip-compressed at level 6 here (what a
 * server sends, whatever this one does); bytes are fetched again through `request`, which decodes any encoding.
 */
export async function firstScreenScripts(page: Page, request: APIRequestContext, selector: string): Promise<ScriptSize[]> {
  await page.waitForSelector(selector, { state: 'attached', timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined);
  const scriptsSoFar = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    );
  // loadEventEnd is set once the load event's handlers have run (readyState is 'complete' a little before).
  await page.waitForFunction(
    () => ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0) > 0,
  );
  let idleAt = 0;
  for (;;) {
    const { now, loaded } = await page.evaluate(() => ({
      now: performance.now(),
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    const lastAsked = Math.max(loaded, ...(await scriptsSoFar()).filter((entry) => entry.startTime <= now).map((entry) => entry.startTime));
    if (now - lastAsked >= IDLE_QUIET_MS) {
      // The pause began IDLE_QUIET_MS after the last request: what came after that (this loop polls) is not counted.
      idleAt = lastAsked + IDLE_QUIET_MS;
      break;
    }
    await page.waitForTimeout(Math.max(20, IDLE_QUIET_MS - (now - lastAsked)));
  }
  const unique = [...new Set((await scriptsSoFar()).filter((entry) => entry.startTime <= idleAt).map((entry) => entry.url))];
  return Promise.all(
    unique.map(async (url) => {
      const body = await (await request.get(url)).body();
      return { path: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    }),
  );
}

export const totalGzip = (scripts: readonly ScriptSize[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);
export const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
