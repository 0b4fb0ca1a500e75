import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';

test('zh_hans: a visitor taps the first home banner, reads the first-deposit promotion, logs in to apply and comes back to learn why not', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_hans'));
  await page.goto('#/');
  await page.getByRole('link', { name: '首存优惠' }).first().click();
  await expect(page).toHaveURL(/preferential\/detail\?id=1/);
  await expect(page.getByRole('heading', { name: '新会员首存优惠' })).toBeVisible();
  await expect(page.getByText('首笔存款的 100%，最高 ¥888.00').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '活动条款速览' }).getByText('彩金的 10 倍有效投注后可免费提款')).toBeVisible();
  await expect(page.getByText('登录后查看是否符合条件并申请。')).toBeVisible();
  await expectAxeClean(page, 'promotion detail, visitor (zh)');

  await page.getByRole('button', { name: '登录后申请' }).click();
  await expect(page).toHaveURL(/userPages\/login\?redirect=/);
  await page.getByLabel('用户名', { exact: true }).fill('demo01');
  await page.getByLabel('密码', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page).toHaveURL(/preferential\/detail\?id=1/);
  await expect(page.getByText('本彩金仅限活动期间、7 天内到账的首笔存款；您的首笔存款于 2026-08-25 到账')).toBeVisible();
  await expect(page.getByRole('button', { name: '暂不符合条件' })).toBeDisabled();
  await expectAxeClean(page, 'promotion detail, not eligible (zh)');

  await page.goto('#/');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '优惠' }).click();
  await page.getByRole('tab', { name: '高额返水' }).click();
  await expect(page.getByRole('heading', { name: '每日返水最高 1.2%' })).toBeVisible();
  await expectAxeClean(page, 'promotions, high rebate (zh)');
});
