import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { storeSession } from '../support/first-screen';

/** Every page the tab bar holds, and home's own tabs (dz, qp) opened directly. */
const TAB_PAGES = [
  { name: 'home', hash: '#/' },
  { name: 'promotions', hash: '#/pages/tabbarPages/preferential/index' },
  { name: 'customer service', hash: '#/pages/service/index' },
  { name: 'sponsorship', hash: '#/pages/tabbarPages/sponsorship/index' },
  { name: 'electronic games', hash: '#/pages/tabbarPages/home/dz' },
  { name: 'chess games', hash: '#/pages/tabbarPages/home/qp' },
];

/** The header: the brand bar, one row at the navigation bar's height, pinned to the top; never an empty band. */
async function expectBrandBar(page: Page, name: string, visitor: boolean) {
  const bar = page.getByRole('banner');
  await expect(bar.getByText('Star Harbour'), name).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Log in' }), name).toHaveCount(visitor ? 1 : 0);
  await expect(bar.getByRole('link', { name: 'Register' }), name).toHaveCount(visitor ? 1 : 0);
  await expect(bar.getByRole('button', { name: 'Back' }), name).toHaveCount(0);
  const box = await bar.boundingBox();
  expect(box, name).toMatchObject({ y: 0, height: 45 });
  expect(await bar.evaluate((el) => getComputedStyle(el).position), name).toBe('sticky');
  // The name whole, not "Star Harb…", beside Log in and Register on a 360 px phone.
  expect(await bar.locator('.brand-bar-name').evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
}

test('every tab page carries the brand bar, not an empty 45 px band: a visitor at 390 and 360 px, light and dark', async ({ page }) => {
  test.setTimeout(240_000);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 740 });
    for (const tab of TAB_PAGES) {
      await page.goto(tab.hash);
      await expectBrandBar(page, `${tab.name} at ${width} px`, true);
    }
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const tab of TAB_PAGES.slice(1, 4)) {
    await page.goto(tab.hash);
    await expectBrandBar(page, `${tab.name} (dark)`, true);
    await expectAxeClean(page, `${tab.name}, visitor, dark`);
  }
});

test('a player sees the brand alone on every tab, My included (Chinese)', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  await storeSession(page, request, new URL(baseURL!).origin, 'zh_hans');
  for (const tab of [...TAB_PAGES, { name: 'My', hash: '#/pages/tabbarPages/mine/index' }]) {
    await page.goto(tab.hash);
    const bar = page.getByRole('banner');
    await expect(bar.getByText('星港娱乐'), tab.name).toBeVisible();
    await expect(bar.getByRole('link'), tab.name).toHaveCount(0);
    // Polled: the bar is drawn again as the page's data arrives, and a box read between the two frames is null.
    await expect.poll(() => bar.boundingBox(), { message: tab.name }).toMatchObject({ y: 0, height: 45 });
  }
  await expectAxeClean(page, 'My, player (zh)');
  // A page outside the tabs keeps its navigation bar with the back arrow.
  await page.goto('#/pages/mine/set');
  await expect(page.getByRole('banner').getByRole('button', { name: '返回' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('星港娱乐')).toHaveCount(0);
});
