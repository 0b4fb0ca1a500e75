import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAxeCleanSettled, logIn } from '../wallet/wallet-helpers';
import { recordRows } from './records-helpers';

/** The colour a row's amount is drawn in, and the colour a theme token resolves to. */
const amountColour = (row: ReturnType<typeof recordRows>) =>
  row.locator('.records-amount').evaluate((node) => getComputedStyle(node).color);
const token = (page: Page, name: string) =>
  page.evaluate((variable) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${variable})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, name);

/**
 * demo01's month of records (seeded): deposits in, withdrawals and transfers to a venue out, one deposit and one
 * withdrawal rejected. Money in reads "+¥" in the success colour, money out "-¥" in the danger colour, a rejected one
 * unsigned and neutral; in Chinese, a withdrawal to the CMB card names 招商银行. Axe checks the contrast in both themes.
 */
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`transaction records, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`money in and out look different, a rejected one neutral (${scheme}, zh_hans)`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'zh_hans'));
      await logIn(page, 'demo01', 'demo1234', { username: '用户名', password: '密码', submit: '登录' });
      await page.goto('#/pages/mine/transactionRecord?range=last30');
      const rows = recordRows(page);
      await expect(rows.first()).toBeVisible();
      const success = await token(page, '--adm-color-success');
      const danger = await token(page, '--adm-color-danger');
      const neutral = await token(page, '--adm-color-text-secondary');

      const deposit = rows.filter({ hasText: '存款' }).filter({ hasText: '成功' }).first();
      await expect(deposit.locator('.records-amount')).toHaveText(/^\+¥/);
      expect(await amountColour(deposit)).toBe(success);

      const withdrawal = rows.filter({ hasText: '取款' }).filter({ hasText: '成功' }).first();
      await expect(withdrawal.locator('.records-amount')).toHaveText(/^-¥/);
      expect(await amountColour(withdrawal)).toBe(danger);
      // The bank in the player's language, not its English code.
      await expect(rows.filter({ hasText: '招商银行 **** 6783' }).first()).toBeVisible();
      await expect(rows.filter({ hasText: 'CMB' })).toHaveCount(0);

      await expectAxeCleanSettled(page, `transaction records (${scheme}, zh_hans)`);

      // The rejected ones (a deposit never paid, a USDT withdrawal refunded) moved nothing.
      await page.goto('#/pages/mine/transactionRecord?range=last30&status=2');
      await expect(rows).toHaveCount(2);
      for (const rejected of await rows.all()) {
        await expect(rejected.locator('.records-amount')).toHaveText(/^¥/);
        expect(await amountColour(rejected)).toBe(neutral);
      }
      await expectAxeCleanSettled(page, `rejected transactions (${scheme}, zh_hans)`);
    });
  });
}
