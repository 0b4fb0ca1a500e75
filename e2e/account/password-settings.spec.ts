import { expect, seeGreetingsAlready, test, worldHeaders } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { logIn, toastsGone } from './account-helpers';

test('changing the password keeps this device logged in, ends the other session, and the new password logs in', async ({
  page,
  browser,
  baseURL,
  world,
}) => {
  // The same player on another device.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: worldHeaders(world), viewport: { width: 390, height: 844 } });
  await seeGreetingsAlready(other);
  const laptop = await other.newPage();
  await logIn(laptop, 'demo02');

  await logIn(page, 'demo02');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByText(/every other device where your account is open is logged out/)).toBeVisible();
  await expectAxeClean(page, 'change password');

  const old = page.getByLabel('Old password', { exact: true });
  const fresh = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm password', { exact: true });
  await old.fill('demo1234');
  await fresh.fill('demo1234');
  await fresh.blur();
  await expect(page.getByText('The new password must differ from the old one')).toBeVisible();
  await fresh.fill('newpass88');
  await confirm.fill('newpass89');
  await confirm.blur();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await confirm.fill('newpass88');
  await old.fill('wrong1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The old password is incorrect' })).toBeVisible();
  await expectAxeClean(page, 'change password (server refusal)');

  await old.fill('demo1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  // This device stays logged in: it lands on My with the player's card.
  await expect(page).toHaveURL(/mine\/index/);
  await expect(page.getByRole('heading', { name: 'demo02' })).toBeVisible();

  // The other device's session is gone: its next request is a 401 and it is sent to login.
  await laptop.goto('#/pages/mine/personData');
  await expect(laptop).toHaveURL(/userPages\/login/);
  await other.close();

  // Log out and in again with the new password.
  await page.goto('#/pages/mine/set');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/home\/index|#\/$/);
  await logIn(page, 'demo02', 'newpass88');
});

test('settings: the language switch changes the UI and the server messages at once; theme and clear cache', async ({ page }) => {
  await logIn(page, 'demo01');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('1.3.3')).toBeVisible();
  // customerServiceHours comes from the server in the request's language.
  await expect(page.getByText('24 hours a day, 7 days a week')).toBeVisible();
  await expectAxeClean(page, 'settings (en)');

  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
  await expectAxeClean(page, 'settings (dark)');
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'light');

  // Clear cache says what it clears and asks first; the player stays logged in, the theme stays.
  await page.evaluate(() => localStorage.setItem('lobby.searchHistory', '["dice"]'));
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByRole('dialog').getByText(/your search history/)).toBeVisible();
  await expectAxeClean(page, 'clear cache dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Clear cache' }).click();
  await expect(page.getByText('Cache cleared')).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('lobby.searchHistory'),
      Boolean(localStorage.getItem('token')),
      localStorage.getItem('theme'),
    ]),
  ).toEqual([null, true, 'light']);

  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByText('版本号')).toBeVisible();
  await expect(page.getByText('全天 24 小时，每周 7 天')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await toastsGone(page);
  await expectAxeClean(page, 'settings (zh)');

  // A server refusal now comes in Chinese too.
  await page.goto('#/pages/mine/updatePwd');
  await page.getByLabel('旧密码', { exact: true }).fill('wrong1234');
  await page.getByLabel('新密码', { exact: true }).fill('newpass88');
  await page.getByLabel('确认密码', { exact: true }).fill('newpass88');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '旧密码不正确' })).toBeVisible();
});

test('a logged-in player who opens the login page is sent on, not shown the form', async ({ page }) => {
  await logIn(page, 'demo01');
  await page.goto('#/pages/userPages/login?redirect=%2Fpages%2Fmine%2Fset');
  await expect(page).toHaveURL(/#\/pages\/mine\/set$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await page.goto('#/pages/userPages/login');
  await expect(page).toHaveURL(/mine\/index/);
});
