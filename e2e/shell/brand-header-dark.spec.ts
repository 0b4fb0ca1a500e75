import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { storeSession } from '../support/first-screen';
import { mockControl } from '../support/mock-control';

// The system asks for dark: the app follows it, and axe checks the dark colours.
test.use({ colorScheme: 'dark' });

const theme = (page: import('@playwright/test').Page) => page.locator('html');

test('a visitor opens home in the dark theme: brand bar with Log in and Register, no contrast fault', async ({ page }) => {
  await page.goto('./');
  await expect(theme(page)).toHaveAttribute('data-prefers-color-scheme', 'dark');
  const bar = page.getByRole('banner');
  await expect(bar.getByText('Star Harbour')).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: /Hot games, All/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  // The tokens are in force: the page background is the dark theme's, not antd-mobile's grey.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(14, 17, 22)');
  await expectAxeClean(page, 'home, visitor, dark');

  await bar.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/userPages\/register/);
  await page.goBack();
  await bar.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/userPages\/login/);
  await expectAxeClean(page, 'login, dark');
});

test('a stored choice of light wins over the system dark, from the first paint', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('./');
  await expect(theme(page)).toHaveAttribute('data-prefers-color-scheme', 'light');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(243, 245, 248)');
});

test('a player sees the central balance on home (Chinese, dark), refreshes it and takes a quick action', async ({
  page,
  request,
  baseURL,
}) => {
  const control = mockControl(request, baseURL!);
  await storeSession(page, request, new URL(baseURL!).origin, 'zh_hans');
  await page.goto('./');
  const wallet = page.getByRole('region', { name: '中心钱包' });
  await expect(wallet.getByTestId('home-balance')).toHaveText('¥8,888.00');
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toHaveCount(0);
  await expectAxeClean(page, 'home, player, dark (zh)');

  // A slow answer: the refresh button turns and is disabled, the figure waits behind a placeholder.
  await control.addFault({ path: 'fundslog/getWalletList', kind: 'latency', ms: 1_500, times: 1 });
  const refresh = wallet.getByRole('button', { name: '刷新余额' });
  await refresh.click();
  await expect(refresh).toBeDisabled();
  await expect(wallet.getByRole('status', { name: '余额加载中' })).toBeVisible();
  await expect(wallet.getByTestId('home-balance')).toHaveText('¥8,888.00');
  await expect(refresh).toBeEnabled();

  const actions = page.getByRole('navigation', { name: '快捷入口' });
  await expect(actions.getByRole('link')).toHaveText(['充值', '提现', '转账', 'VIP 特权']);
  await actions.getByRole('link', { name: '转账' }).click();
  await expect(page).toHaveURL(/mine\/transfer/);
});
