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

/** A finger pulling the page down from near its top (Chromium's touch input), as a player refreshes. */
export async function pullDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: 200 }] });
  for (let y = 210; y <= 420; y += 15) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
