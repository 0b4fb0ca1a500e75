import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { storeSession } from '../support/first-screen';

/** Opens home afresh, so the session and language stored by the init scripts are read again. */
async function openHome(page: Page) {
  await page.goto('about:blank');
  await page.goto('#/');
}

/**
 * How far the first two rows of game tiles end above the tab bar (negative: hidden behind it), at the top of home,
 * once the pulse and Recently played are in; and how many tiles a row holds (four from 375 px, three below).
 */
async function twoRowsClearance(page: Page): Promise<{ clearance: number; perRow: number }> {
  await expect(page.locator('.lobby-grid > li').nth(7).locator('img')).toBeVisible();
  await expect(page.getByTestId('jackpot-amount')).toBeVisible();
  // Everything above the games has its final size (bulletin, banner, wallet) before measuring.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const tiles = [...document.querySelectorAll('.lobby-grid > li')].map((li) => li.getBoundingClientRect());
    const perRow = tiles.filter((tile) => tile.top === tiles[0]!.top).length;
    const bottom = Math.max(...tiles.slice(0, 2 * perRow).map((tile) => tile.bottom));
    return { clearance: document.querySelector('.app-tab-bar')!.getBoundingClientRect().top - bottom, perRow };
  });
}

for (const [width, height] of [
  [360, 740],
  [390, 844],
] as const) {
  test(`at ${width}×${height} two rows of games show without scrolling: visitor and player, English and Chinese`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const perRow = width >= 375 ? 4 : 3;
    const expectTwoRows = async (who: string) => {
      const measured = await twoRowsClearance(page);
      expect(measured.perRow, who).toBe(perRow);
      expect(measured.clearance, who).toBeGreaterThanOrEqual(0);
    };
    for (const lang of ['en', 'zh_hans'] as const) {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await openHome(page);
      await expectTwoRows(`visitor, ${lang}`);
    }
    await storeSession(page, request, new URL(baseURL!).origin, 'en');
    await openHome(page);
    await expect(page.getByTestId('home-balance')).toHaveText('¥8,888.00');
    // demo01's seeded bets fill Recently played: the rows must fit with it.
    await expect(page.getByTestId('recently-played')).toBeVisible();
    await expectTwoRows('player, en');
    if (width === 360) await expectAxeClean(page, 'home, player, 360 px');
    await storeSession(page, request, new URL(baseURL!).origin, 'zh_hans');
    await openHome(page);
    await expect(page.getByTestId('home-balance')).toHaveText('¥8,888.00');
    await expect(page.getByTestId('recently-played')).toBeVisible();
    await expectTwoRows('player, zh_hans');
  });
}
