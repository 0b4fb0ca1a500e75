import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { logIn } from '../wallet/wallet-helpers';

const ZH = { username: '用户名', password: '密码', submit: '登录' };

test('自我排除：从存款页进入，确认后余额退还到银行卡、退出登录，登录时说明到何时结束', async ({ page, request, baseURL }) => {
  const control = mockControl(request, baseURL!);
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_hans'));
  await logIn(page, 'demo01', 'demo1234', ZH);

  // From the deposit page, two taps: the link, then the section's button.
  await page.goto('#/pages/mine/recharge');
  await page.getByRole('navigation', { name: '负责任博彩' }).getByRole('link', { name: '自我排除' }).click();
  await expect(page).toHaveURL(/mine\/responsibleGaming\?section=exclusion/);
  await page.getByRole('button', { name: '6 个月' }).click();
  await page.getByRole('button', { name: '申请自我排除' }).click();
  const confirm = page.getByRole('dialog', { name: '确认自我排除' });
  await expect(confirm).toContainText('¥8,888.00');
  await expectAxeClean(page, 'self-exclusion confirmation (zh)');

  // Without the tick nothing is sent.
  await confirm.getByLabel('密码', { exact: true }).fill('demo1234');
  await confirm.getByRole('button', { name: '确认自我排除 6 个月' }).click();
  await expect(confirm.getByText('请勾选确认：您了解自我排除无法撤销')).toBeVisible();
  expect((await control.ctl.protection.list({ username: 'demo01' })).excludedUntil).toBeNull();

  await confirm.getByRole('checkbox', { name: '我了解自我排除立即生效，且不能撤销或缩短' }).check();
  await confirm.getByRole('button', { name: '确认自我排除 6 个月' }).click();
  await expect(page).toHaveURL(/userPages\/login/);

  // The whole balance left as one fee-free withdrawal to the bound card.
  const [returned] = await control.walletOrders('withdrawals', { username: 'demo01' });
  expect(returned).toMatchObject({ amount: '8888.00', status: 0 });
  const { excludedUntil } = await control.ctl.protection.list({ username: 'demo01' });
  const until = excludedUntil!.slice(0, 16).replace('T', ' ');
  await page.getByLabel('用户名', { exact: true }).fill('demo01');
  await page.getByLabel('密码', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText(`本账户已自我排除，在 ${until} 之前无法登录`)).toBeVisible();
});
