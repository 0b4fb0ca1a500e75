import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { storeSession } from '../support/first-screen';

/**
 * Watches #root from before the first paint: what public/first-screen.js put there, what a player saw before the
 * app took over (the lobby? the visitor's buttons?), and the first game tile, to tell a hydrated tile (the same
 * node) from one rendered again. Errors logged while the app starts are kept too.
 */
async function watchFirstScreen(page: Page) {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  await page.addInitScript(() => {
    const seen = { kind: '', lobby: false, visitorButtons: false, tile: null as Element | null };
    Object.assign(window, { firstScreenSeen: seen });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      const kind = root.dataset.firstScreen;
      if (kind && !seen.kind) seen.kind = kind;
      if (root.querySelector('.lobby-grid')) seen.lobby = true;
      const buttons = root.querySelector('.brand-bar-auth');
      if (buttons && getComputedStyle(buttons).visibility === 'visible' && kind) seen.visitorButtons = true;
      seen.tile ??= root.querySelector('.lobby-grid > li');
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-first-screen'] });
  });
  return logged;
}

const seen = (page: Page) =>
  page.evaluate(() => {
    const { kind, lobby, visitorButtons, tile } = (
      window as unknown as { firstScreenSeen: { kind: string; lobby: boolean; visitorButtons: boolean; tile: Element | null } }
    ).firstScreenSeen;
    return { kind, lobby, visitorButtons, hydrated: tile !== null && tile === document.querySelector('.lobby-grid > li') };
  });

for (const [lang, games] of [
  ['en', 'Games'],
  ['zh_hans', '游戏'],
] as const) {
  test(`a visitor's home (${lang}) is in the HTML and hydrated in place: the same nodes, nothing logged`, async ({ page }) => {
    await page.addInitScript((stored) => localStorage.setItem('lang', stored), lang);
    const logged = await watchFirstScreen(page);
    await page.goto('./');
    await expect(page.getByRole('heading', { name: games, level: 2 })).toBeVisible();
    // The app has taken over (the attribute goes at its first commit) and the lobby answers clicks.
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
    expect(await seen(page)).toEqual({ kind: 'home', lobby: true, visitorButtons: true, hydrated: true });
    await page.getByRole('button', { name: lang === 'en' ? 'Slots' : '电子', exact: true }).click();
    await expect(page).toHaveURL(/cat=2/);
    expect(logged).toEqual([]);
  });
}

test('a deep link never shows the lobby, and a player never sees the visitor buttons', async ({ page, context, baseURL }) => {
  await storeSession(page, context.request, new URL(baseURL!).origin);
  const logged = await watchFirstScreen(page);
  await page.goto('#/pages/mine/recharge');
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  expect(await seen(page)).toMatchObject({ kind: 'page', lobby: false, visitorButtons: false });

  // The home, opened afresh: a reload on its hash.
  await page.evaluate(() => (location.hash = '#/'));
  await page.reload();
  await expect(page.locator('.home-wallet-amount')).toBeVisible();
  expect(await seen(page)).toMatchObject({ kind: 'home', lobby: true, visitorButtons: false, hydrated: false });
  expect(logged).toEqual([]);
});

test('the login and the slots tab are in the HTML too, and the app takes them over: the form logs in', async ({ page }) => {
  const logged = await watchFirstScreen(page);
  await page.goto('#/pages/tabbarPages/home/dz');
  await expect(page.locator('.lobby-grid > li').first()).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
  expect(await seen(page)).toMatchObject({ kind: 'dz', lobby: true });

  await page.evaluate(() => (location.hash = '#/pages/userPages/login'));
  await page.reload();
  await page.getByLabel('Username', { exact: true }).fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/userPages\/login/);
  expect(await seen(page)).toMatchObject({ kind: 'login', lobby: false });
  expect(logged).toEqual([]);
});
