import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { expectAxeCleanSettled, logIn } from '../wallet/wallet-helpers';
import { expectMyBalance, staleTab } from './welfare-helpers';

const VIP = '#/pages/mine/vip';

test('zh_hans: a VIP3 player claims the weekly red packet once (a second claim is refused) and sees it credited; the level table marks VIP3', async ({
  page,
  request,
  baseURL,
}) => {
  const control = mockControl(request, baseURL!);
  await control.ctl.vip.setLevel({ username: 'demo02', level: 3 });
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_hans'));
  await logIn(page, 'demo02', 'demo1234', { username: '用户名', password: '密码', submit: '登录' });
  await expectMyBalance(page, '¥500.00');
  await page.getByRole('link', { name: 'VIP' }).click();
  await expect(page.getByRole('heading', { name: 'VIP3', exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '累计存款' })).toHaveAttribute('aria-valuetext', '¥500.00 / ¥50,000.00');
  const claim = page.getByRole('button', { name: '领取 每周红包' });
  await expect(claim).toBeEnabled();
  await expectAxeClean(page, 'VIP (zh)');

  const other = await staleTab(page, VIP);
  await expect(other.getByRole('button', { name: '领取 每周红包' })).toBeEnabled();

  await claim.click();
  await expect(page.getByText('¥38.00 已存入中心钱包')).toBeVisible();
  await expect(page.getByRole('button', { name: '已领取 每周红包' })).toBeDisabled();
  await expectAxeCleanSettled(page, 'VIP after a claim (zh)');

  await other.getByRole('button', { name: '领取 每周红包' }).click();
  await expect(other.getByText(/^本周红包已领取，下次可领取日期：\d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await other.close();

  await expectMyBalance(page, '¥538.00');
  await page.goto('#/pages/mine/vipDetail');
  const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'VIP3', exact: true }) });
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(mine).toContainText('当前等级');
  await expect(mine).toContainText('每日 8 次，最高 ¥200,000.00');
  await expectAxeClean(page, 'VIP level table (zh)');
});
