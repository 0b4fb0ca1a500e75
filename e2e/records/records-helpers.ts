import { expect, type Page } from '@playwright/test';

/** Deposits through the recharge page (FPS, the ¥100 chip) and answers the pay page's order number. */
export async function depositOnRecharge(page: Page, depositor = 'Zhang Wei'): Promise<string> {
  await page.goto('#/pages/mine/recharge');
  await expect(page.getByRole('heading', { name: 'FPS express' })).toBeVisible();
  await page.getByRole('button', { name: '¥100', exact: true }).click();
  await page.getByLabel('Depositor name', { exact: true }).fill(depositor);
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page).toHaveURL(/home\/pay\?orderNo=/);
  await expect(page.getByRole('status')).toHaveText('Waiting for confirmation');
  return new URL(page.url().replace('#', '')).searchParams.get('orderNo') ?? '';
}

/** A record list's rows (transaction records, history, rewards), in order. */
export const recordRows = (page: Page) => page.locator('.records-list > li');
