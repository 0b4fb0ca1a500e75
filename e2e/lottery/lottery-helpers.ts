import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mockControl } from '../support/mock-control';

/** Opens a lottery page as a visitor: the guard sends them to login, which brings them back. */
export async function openRoomAs(
  page: Page,
  hashPath: string,
  username: string,
  labels = { username: 'Username', password: 'Password', submit: 'Log in' },
) {
  await page.goto(`#${hashPath}`);
  await expect(page).toHaveURL(/userPages\/login/);
  await page.getByLabel(labels.username, { exact: true }).fill(username);
  await page.getByLabel(labels.password, { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL(new RegExp(hashPath.replace(/[?]/g, '\\?')));
}

/** The issue the room shows as open ("Round 20261122-0721" → "20261122-0721"). */
export async function openIssue(page: Page): Promise<string> {
  const text = (await page.locator('#lottery-round-title').textContent()) ?? '';
  const issue = /\d{8}-\d{4}/.exec(text)?.[0];
  expect(issue, `issue in "${text}"`).toBeTruthy();
  return issue!;
}

/** Moves the mock's clock to the open round's close or draw (control API lottery/jump). */
export async function jump(request: APIRequestContext, baseURL: string, lotteryId: number, to: 'close' | 'draw') {
  return mockControl(request, baseURL).ctl.lottery.jump({ lotteryId, to });
}

/** The player's orders as the mock stores them (newest first). */
export async function ordersOf(request: APIRequestContext, baseURL: string, username: string, lotteryId: number) {
  return (await mockControl(request, baseURL).ctl.lottery.orders({ username, lotteryId })).orders;
}

/** "¥1,234.50" from "1234.50". */
export const yuan = (amount: string) => `¥${amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** Integer fen arithmetic on wire amounts. */
export const fen = (amount: string) => Math.round(Number(amount) * 100);
export const fromFen = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
