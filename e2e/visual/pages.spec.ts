import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { layoutProblems } from '../support/layout';
import { registerPatiently, STATES, variantsOf, type PageState, type Variant } from './states';

/*
 * The visual suite: every state of STATES, photographed on the seeded world with the mock's clock frozen (its own
 * server, see playwright.config.ts) and the page's clock fixed at the same instant, so countdowns, "today" and every
 * figure are the same on every run; animations are off. A picture that differs from its committed baseline fails.
 * Baselines change only in commits that say why (`npm run test:visual:update`).
 */

test.describe.configure({ mode: 'parallel' });

interface Session {
  token: string;
  uid: number;
  username: string;
}

/** A session per player name; a state that writes gets a player of its own (`fresh`), registered once per variant. */
async function sessionFor(request: APIRequestContext, origin: string, username: string, register: boolean): Promise<Session> {
  const body = register
    ? {
        username,
        password: 'demo1234',
        confirmPassword: 'demo1234',
        mobile: mobileOf(username),
        inviteCode: '',
        realName: 'Visual Tester',
        secondaryPassword: '123456',
        agreement: true,
      }
    : { username, password: 'demo1234' };
  const url = `${origin}/api/user/${register ? 'register' : 'login'}`;
  const envelope = register
    ? ((await registerPatiently(request, url, body)) as { code: number; msg: string; data: Session })
    : ((await (await request.post(url, { data: body })).json()) as { code: number; msg: string; data: Session });
  if (envelope.code !== 1) throw new Error(`${register ? 'registering' : 'logging in'} ${username}: ${envelope.msg}`);
  return envelope.data;
}

/** A mobile number of its own for each registered player: "139" and eight digits from the name. */
function mobileOf(username: string): string {
  let hash = 7;
  for (const char of username) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000;
  return `139${String(hash).padStart(8, '0')}`;
}

/** A username the registration rule accepts, unique to a state's variant: "v" + letters and digits. */
function ownPlayerName(state: PageState, variant: Variant): string {
  const key = `${state.name}-${variant.lang}-${variant.scheme}-${variant.viewport.width}`;
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `v${hash.toString(36)}x`.slice(0, 11);
}

async function open(page: Page, request: APIRequestContext, state: PageState, variant: Variant) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const clock = (await (await request.get(`${origin}/__mock/clock`)).json()) as { data: { nowMs: number; mode: string } };
  expect(clock.data.mode, 'the visual suite needs the frozen mock').toBe('frozen');
  // The pages are photographed, not the one-time protection notices (a first game's notice would cover it): off, as in
  // every journey about something else.
  await request.post(`${origin}/__mock/protection/notices`, { data: { shown: false } });
  // The device's clock stands still at the mock's instant: countdowns and "today" never move between runs.
  await page.clock.setFixedTime(clock.data.nowMs);

  const storage: Record<string, string> = { lang: variant.lang, theme: variant.scheme };
  if (state.player) {
    const session = state.fresh
      ? await sessionFor(request, origin, ownPlayerName(state, variant), true)
      : await sessionFor(request, origin, 'demo01', false);
    Object.assign(storage, { token: session.token, uid: String(session.uid), username: session.username });
    // The day's greetings (announcement, sign-in prompt) seen already, unless the state is about them.
    if (!state.greetings) storage[`dailyGreeting:${session.username}`] = JSON.stringify({ quietUntil: 8.64e15, promptedUntil: 8.64e15 });
  }
  await page.addInitScript(`for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v);`);
  await page.goto(state.hash);
  await page.locator(state.ready).first().waitFor({ timeout: 20_000 });
  await state.act?.(page, variant.lang);
  await settle(page);
}

/**
 * Every image a full-page picture shows is loaded (lazy ones too), every font is in, no skeleton is left. An image
 * off to the side (a carousel's other slides) is not waited for; one that never loads shows as broken in the picture.
 */
async function settle(page: Page) {
  // What the app defers until the first screen has settled (lib/after-first-screen.ts: the load event, a second, a
  // quiet network, an idle moment) is in the picture rather than raced by it: the lobby's notice bar, the carousel.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const settledAt = (navigation?.loadEventEnd || performance.now()) + 1100;
        const check = () => {
          const lastRequest = Math.max(0, ...performance.getEntriesByType('resource').map((entry) => entry.startTime));
          const wait = Math.max(settledAt, lastRequest + 800) - performance.now();
          if (wait > 0) setTimeout(check, wait);
          else requestIdleCallback(() => resolve(), { timeout: 2000 });
        };
        check();
      }),
  );
  if ((await page.locator('.lobby-bulletin').count()) > 0) await page.locator('.lobby-bulletin .adm-notice-bar').first().waitFor();
  await page.evaluate(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
  });
  await page
    .waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        [...document.images].every((img) => {
          const r = img.getBoundingClientRect();
          return img.complete || r.width === 0 || r.right <= 0 || r.left >= window.innerWidth;
        }),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 });
}

for (const state of STATES) {
  for (const variant of variantsOf(state)) {
    const { lang, scheme, viewport } = variant;
    const label = `${state.name} · ${lang} · ${scheme} · ${viewport.width}`;
    test.describe(label, () => {
      test.use({ viewport, colorScheme: scheme, reducedMotion: 'reduce', locale: lang === 'en' ? 'en-US' : 'zh-CN' });
      test('looks as its baseline', async ({ page, request }) => {
        await open(page, request, state, variant);
        expect(await layoutProblems(page), `layout of ${label}`).toEqual([]);
        await expect(page).toHaveScreenshot(`${state.name}-${lang}-${scheme}-${viewport.width}.png`, { fullPage: true });
      });
    });
  }
}
