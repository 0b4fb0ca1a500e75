import { expect, type Page } from '@playwright/test';

/** The central balance on the My page's card, once it has loaded. */
export async function myBalance(page: Page): Promise<string> {
  await page.goto('#/pages/tabbarPages/mine/index');
  const amount = page.locator('.user-card-balance-amount');
  await expect(amount).toHaveText(/¥/);
  return (await amount.textContent()) ?? '';
}

/** A second tab of the same player on the same page, opened before the first acts: what it shows is stale. */
export async function staleTab(page: Page, hashPath: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(hashPath);
  return other;
}
