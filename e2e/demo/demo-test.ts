import { test as base, expect, type Page } from '@playwright/test';
import { seeGreetingsAlready } from '../support/test';
import { serveStatic, type StaticSite } from '../../scripts/lib/static-site';

export { expect };

/** What the mock answers in the demo: any of these reaching the static server means the worker missed a call. */
const MOCK_CALL = /^(\/demo)?\/(api|__mock|assets|play)\//i;

/**
 * The demo journeys: `dist/demo` on a plain static server of the worker's own (no mock process anywhere), each test
 * in a fresh browser context (its own service worker and IndexedDB, so the seeded world), and after each test the
 * proof that no call of the app reached the network.
 */
export const test = base.extend<{ site: StaticSite }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  site: async ({}, use) => {
    const site = await serveStatic('dist/demo');
    await use(site);
    await site.close();
    expect(site.requests.filter((path) => MOCK_CALL.test(path))).toEqual([]);
  },
  baseURL: async ({ site }, use) => use(`${site.url}h5/`),
  // The daily greetings would cover what each journey is about (as in e2e/support/test.ts).
  context: async ({ context }, use) => {
    await seeGreetingsAlready(context);
    await use(context);
  },
});

/** Opens the demo drawer, runs `work` inside it and closes it. */
export async function inDrawer(page: Page, work: (drawer: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Demo controls' }).click();
  const drawer = page.getByRole('dialog', { name: 'Demo controls' });
  await expect(drawer).toBeVisible();
  await work(drawer);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
}
