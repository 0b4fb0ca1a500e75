import { expect, type Page } from '@playwright/test';

/**
 * The My page's card comes to show this central balance. The card may first show the balance it
 * cached before the last money change (and refetch it at once), so the check waits for the figure
 * rather than reading the first one drawn.
 */
export async function expectMyBalance(page: Page, amount: string): Promise<void> {
  await page.goto('#/pages/tabbarPages/mine/index');
  await expect(page.locator('.user-card-balance-amount')).toHaveText(amount);
}

/**
 * A second tab of the same player on the same page, opened before the first acts: what it shows is stale. A tab that
 * hears of money news (a reward granted is news) refreshes what the news touches, so this one has not heard yet: its
 * look for news (Message/getAllMessageList) is never answered, as if its next one were still to come.
 */
export async function staleTab(page: Page, hashPath: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.route(/\/api\/Message\/getAllMessageList/, () => undefined);
  await other.goto(hashPath);
  return other;
}
