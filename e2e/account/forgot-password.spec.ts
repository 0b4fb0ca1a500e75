import type { Page } from '@playwright/test';
import { expect, seeGreetingsAlready, test, worldHeaders } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { logIn, toastsGone } from './account-helpers';

/** Step 1 from the login page's link: the username and the bound mobile. */
async function askForCode(
  page: Page,
  username: string,
  mobile: string,
  labels = { forgot: 'Forgot password?', username: 'Username', mobile: 'Mobile number', send: 'Send code' },
) {
  await page.getByRole('link', { name: labels.forgot }).click();
  await page.getByLabel(labels.username, { exact: true }).fill(username);
  await page.getByLabel(labels.mobile, { exact: true }).fill(mobile);
  await page.getByRole('button', { name: labels.send }).click();
}

test('forgot password: a wrong pair is refused, the code from the SMS sets a new password, the old session gets 401 and the new password logs in', async ({
  page,
  browser,
  baseURL,
  request,
  world,
}) => {
  // Two browsers, three axe checks: longer than the default under a loaded machine.
  test.setTimeout(120_000);
  const ctl = mockControl(request, baseURL!).ctl;
  // The player is still logged in on another device: the reset must end that session.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: worldHeaders(world), viewport: { width: 390, height: 844 } });
  await seeGreetingsAlready(other);
  const laptop = await other.newPage();
  await logIn(laptop, 'demo02');

  await page.goto('#/pages/userPages/login');
  await expectAxeClean(page, 'login with the forgot-password link');
  await askForCode(page, 'demo02', '13800000001');
  const mobile = page.getByLabel('Mobile number', { exact: true });
  await expect(page.getByText(/do not match an account/)).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, 'forgot password: wrong pair');

  await mobile.fill('852 6123 4567');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByTestId('reset-sent')).toHaveText('A 6-digit code was sent to 852****4567. It works until 12:05.');
  // A production build shows no developer notice: the code is read as the SMS would say it.
  await expect(page.locator('.dev-notice')).toHaveCount(0);
  await expectAxeClean(page, 'forgot password: step 2');
  const { code } = await ctl.account.resetCode({ username: 'demo02' });
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel('Verification code', { exact: true }).fill(code ?? '');
  await page.getByLabel('New password', { exact: true }).fill('harbour99');
  await page.getByLabel('Confirm password', { exact: true }).fill('harbour98');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill('harbour99');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/userPages\/login/);
  await expect(page.getByText(/Password reset\. Every device was logged out/)).toBeVisible();
  await toastsGone(page);

  // The other device's session ended: its next request is a 401 and it is sent to login.
  await laptop.goto('#/pages/mine/personData');
  await expect(laptop).toHaveURL(/userPages\/login/);
  await other.close();

  await page.getByLabel('Username', { exact: true }).fill('demo02');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/^Incorrect username or password/)).toBeVisible();
  await logIn(page, 'demo02', 'harbour99');
});

test('forgot password in Chinese: five wrong codes lock the reset for an hour and the refusal says until when', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ctl = mockControl(request, baseURL!).ctl;
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_hans'));
  await page.goto('#/pages/userPages/login');
  await askForCode(page, 'demo03', '13900000003', { forgot: '忘记密码？', username: '用户名', mobile: '手机号码', send: '发送验证码' });
  await expect(page.getByTestId('reset-sent')).toHaveText('6 位验证码已发送至 139****0003，12:05 前有效。');
  const sent = (await ctl.account.resetCode({ username: 'demo03' })).code ?? '';
  // Five guesses that are not the code.
  const wrong = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((guess) => guess !== sent).slice(0, 5);

  await page.getByLabel('新密码', { exact: true }).fill('harbour99');
  await page.getByLabel('确认密码', { exact: true }).fill('harbour99');
  const code = page.getByLabel('验证码', { exact: true });
  for (const [index, guess] of wrong.slice(0, 4).entries()) {
    await code.fill(guess);
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText(`验证码错误，还可尝试 ${4 - index} 次，之后密码找回将锁定 1 小时`)).toBeVisible();
  }
  await code.fill(wrong[4]!);
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('验证码错误次数过多，该账号的密码找回已锁定至 13:00（60 分钟后可再试）')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, 'forgot password: locked (zh)');

  // Asking for a new code does not get round the lock.
  await page.getByRole('button', { name: '重新发送验证码' }).click();
  await expect(page.locator('#reset-server-error')).toHaveText('验证码错误次数过多，该账号的密码找回已锁定至 13:00（60 分钟后可再试）');
});

test('the security page shows two sessions, marks this device, and "log out the others" ends the other one', async ({
  page,
  browser,
  baseURL,
  world,
}) => {
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: worldHeaders(world), viewport: { width: 390, height: 844 } });
  await seeGreetingsAlready(other);
  const laptop = await other.newPage();
  await logIn(laptop, 'demo01');

  await logIn(page, 'demo01');
  await page.getByRole('link', { name: 'Account security' }).click();
  await expect(page.getByTestId('security-mobile')).toHaveText('138****0001');
  const devices = page.getByTestId('security-device');
  await expect(devices).toHaveCount(2);
  // Both are this Chromium on Linux; the one asking comes first and is marked.
  await expect(devices.first()).toContainText('Chrome on Linux');
  await expect(devices.first()).toContainText('This device');
  await expect(devices.nth(1)).not.toContainText('This device');
  await expectAxeClean(page, 'security page');

  await page.getByRole('button', { name: 'Log out the other devices' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log them out' }).click();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('1 device logged out')).toBeVisible();

  await laptop.goto('#/pages/mine/personData');
  await expect(laptop).toHaveURL(/userPages\/login/);
  await other.close();
  // This device is still logged in.
  await page.goto('#/pages/mine/personData');
  await expect(page).toHaveURL(/mine\/personData/);
});
