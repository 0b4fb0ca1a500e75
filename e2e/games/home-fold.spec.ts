import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { storeSession } from '../support/first-screen';
import { mockControl } from '../support/mock-control';

test.beforeEach(async ({ request, baseURL }) => {
  await mockControl(request, baseURL!).reset();
});

/** Opens home afresh, so the session and language stored by the init scripts are read again. */
async function openHome(page: Page) {
  await page.goto('about:blank');
  await page.goto('#/');
}

/** How far the first row of game tiles ends above the tab bar (negative: hidden behind it), at the top of home. */
async function firstRowClearance(page: Page): Promise<number> {
  await expect(page.locator('.lobby-grid > li').nth(2).locator('img')).toBeVisible();
  // Everything above the games has its final size (bulletin, banner, wallet) before measuring.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const tiles = [...document.querySelectorAll('.lobby-grid > li')].slice(0, 3).map((li) => li.getBoundingClientRect().bottom);
    return document.querySelector('.app-tab-bar')!.getBoundingClientRect().top - Math.max(...tiles);
  });
}

for (const [width, height] of [
  [360, 740],
  [390, 844],
] as const) {
  test(`at ${width}×${height} the first row of games shows without scrolling: visitor and player, English and Chinese`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    for (const lang of ['en', 'zh_hans'] as const) {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await openHome(page);
      expect(await firstRowClearance(page), `visitor, ${lang}`).toBeGreaterThanOrEqual(0);
    }
    await storeSession(page, request, new URL(baseURL!).origin, 'en');
    await openHome(page);
    await expect(page.getByTestId('home-balance')).toHaveText('¥8,888.00');
    expect(await firstRowClearance(page), 'player, en').toBeGreaterThanOrEqual(0);
    if (width === 360) await expectAxeClean(page, 'home, player, 360 px');
    await storeSession(page, request, new URL(baseURL!).origin, 'zh_hans');
    await openHome(page);
    await expect(page.getByTestId('home-balance')).toHaveText('¥8,888.00');
    expect(await firstRowClearance(page), 'player, zh_hans').toBeGreaterThanOrEqual(0);
  });
}
