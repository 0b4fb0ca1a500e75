import { test as base, type BrowserContext } from '@playwright/test';
import { controlOver } from './mock-control';

export { expect } from '@playwright/test';

/**
 * The app greets a logged-in player once a day (an announcement, then the sign-in prompt) over whatever page they
 * opened. A journey is about something else, so its browser context has today's greetings already seen: every
 * player's remembered marks (app/greeting/greeting-marks.ts) read as silenced until the end of time. A journey about
 * the greetings asks for them with `test.use({ dailyGreetings: true })`.
 */
const greetingsSeen = () => {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    if (key.startsWith('dailyGreeting:')) return JSON.stringify({ quietUntil: 8.64e15, promptedUntil: 8.64e15 });
    return getItem.call(this, key);
  };
};

/** The same for a context a journey opens itself (another device). */
export const seeGreetingsAlready = (context: BrowserContext) => context.addInitScript(greetingsSeen);

/** The header that sends a request to a named world of the mock (mock-server/src/core/world-routing.ts). */
export const worldHeaders = (world: string) => ({ 'X-Mock-World': world });

/** A world name from a test's id: lower-case letters, digits and hyphens, at most 40. */
const worldNameOf = (testId: string, retry: number) => `e2e-${testId.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${retry}`.slice(0, 40);

export const test = base.extend<{ dailyGreetings: boolean; protectionNotices: boolean; scenario: string | undefined; world: string }>({
  dailyGreetings: [false, { option: true }],
  /**
   * The one-time player-protection notices (the limit invitation after registration or a first deposit, the notice
   * before a first bet) are off in a journey's world: it is about something else. Journeys about them turn them on.
   */
  protectionNotices: [false, { option: true }],
  /** The named starting point of the test's world (`GET /__mock/scenarios`); the seeded world when undefined. */
  scenario: [undefined, { option: true }],
  /**
   * Every test has a world of its own on the mock, created before it and deleted after: tests that move the clock,
   * inject faults or register players run side by side without seeing each other. The browser context, every page
   * and popup of it, and the `request` fixture all carry its name.
   */
  world: async ({ playwright, baseURL, scenario, protectionNotices }, use, testInfo) => {
    const api = await playwright.request.newContext();
    const ctl = controlOver(api, baseURL ?? 'http://127.0.0.1/');
    const name = worldNameOf(testInfo.testId, testInfo.retry);
    await ctl.worlds.create(scenario === undefined ? { name } : { name, scenario });
    if (!protectionNotices) {
      const inWorld = await playwright.request.newContext({ extraHTTPHeaders: worldHeaders(name) });
      await controlOver(inWorld, baseURL ?? 'http://127.0.0.1/').protection.notices({ shown: false });
      await inWorld.dispose();
    }
    await use(name);
    await ctl.worlds.remove({ name });
    await api.dispose();
  },
  extraHTTPHeaders: async ({ world }, use) => use(worldHeaders(world)),
  request: async ({ playwright, world }, use) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: worldHeaders(world) });
    await use(request);
    await request.dispose();
  },
  context: async ({ context, dailyGreetings }, use) => {
    if (!dailyGreetings) await seeGreetingsAlready(context);
    await use(context);
  },
});
