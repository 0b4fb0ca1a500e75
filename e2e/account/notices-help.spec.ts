import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { uniqueUsername } from '../support/mock-control';
import { logIn } from './account-helpers';

test('reading a notice drops the unread badge on My', async ({ page }) => {
  await logIn(page, 'demo01');
  const messages = page.getByRole('link', { name: /^Messages/ });
  await expect(messages).toHaveAccessibleName(/^Messages\s*, 4 unread$/);
  await expect(page.getByTestId('unread-badge')).toHaveText('4');
  await messages.click();
  await expect(page.getByText('4 unread messages')).toBeVisible();
  await expectAxeClean(page, 'messages');

  await page.getByRole('link', { name: /New: provably fair lotteries/ }).click();
  await expect(page.getByRole('heading', { name: 'New: provably fair lotteries' })).toBeVisible();
  // Rich text, sanitised, rendered: the bold word is a <strong>.
  await expect(page.locator('.rich-text strong')).toHaveText('Verify');
  await expectAxeClean(page, 'message detail');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('3 unread messages')).toBeVisible();
  await page.goto('#/pages/tabbarPages/mine/index');
  await expect(page.getByTestId('unread-badge')).toHaveText('3');
  await expect(page.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName(/^Messages\s*, 3 unread$/);
});

test('a new player has no personal messages yet: the empty state', async ({ page }) => {
  const username = uniqueUsername('nt');
  await page.goto('#/pages/userPages/register');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('abcd1234');
  await page.getByLabel('Confirm password', { exact: true }).fill('abcd1234');
  await page.getByLabel('Mobile number', { exact: true }).fill('13800138000');
  await page.getByLabel('Real name', { exact: true }).fill('Zhang San');
  await page.getByLabel('Withdrawal password', { exact: true }).fill('123456');
  await page.getByRole('checkbox', { name: /accept the user agreement/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/mine\/index/);
  await page.goto('#/pages/mine/notify');
  await page.getByRole('button', { name: 'Personal' }).click();
  await expect(page.getByText('No personal messages yet. News about your account will appear here.')).toBeVisible();
  await expectAxeClean(page, 'messages (empty)');
});

test('a visitor reads the help centre, an article and about', async ({ page }) => {
  await page.goto('#/pages/mine/helpCenter');
  await expect(page.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  await expectAxeClean(page, 'help centre');
  await page.getByRole('link', { name: 'Fees, limits and turnover' }).click();
  await expect(page).toHaveURL(/helpCenter\?id=202/);
  await expect(page.getByText(/Administrative fee/)).toBeVisible();
  await expectAxeClean(page, 'help article');

  await page.goto('#/pages/mine/about');
  await expect(page.getByText('Version 1.3.3')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Certificate: Online Gaming Operator Licence' })).toBeVisible();
  await expectAxeClean(page, 'about');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('messages, a notice, help and about in Chinese', async ({ page }) => {
    await page.goto('#/pages/mine/helpCenter');
    await expect(page.getByRole('heading', { name: '取款' })).toBeVisible();
    await expectAxeClean(page, 'help centre (zh)');
    await page.getByRole('link', { name: '手续费、限额与流水' }).click();
    await expect(page.getByText(/行政费/)).toBeVisible();
    await page.goto('#/pages/mine/about');
    await expect(page.getByRole('img', { name: '证书：网络游戏运营牌照' })).toBeVisible();
    await expectAxeClean(page, 'about (zh)');

    await page.goto('#/pages/userPages/login');
    await page.getByLabel('用户名', { exact: true }).fill('demo01');
    await page.getByLabel('密码', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/mine\/index/);
    await page.goto('#/pages/mine/notify');
    await expect(page.getByText('4 条未读消息')).toBeVisible();
    await expectAxeClean(page, 'messages (zh)');
    await page.getByRole('link', { name: /新上线：可验证公平彩票/ }).click();
    await expect(page.locator('.rich-text strong')).toHaveText('验证');
    await expectAxeClean(page, 'message detail (zh)');
  });
});
