import { expect, type Page } from '@playwright/test';
import { uniqueUsername } from '../support/mock-control';

/** Registers a new player through the form (every field valid) and answers nothing yet: the invitation may follow. */
export async function registerPlayer(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await page.goto('#/pages/userPages/register');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('abcd1234');
  await page.getByLabel('Confirm password', { exact: true }).fill('abcd1234');
  await page.getByLabel('Mobile number', { exact: true }).fill('13800138000');
  await page.getByLabel('Real name', { exact: true }).fill('Zhang San');
  await page.getByLabel('Withdrawal password', { exact: true }).fill('123456');
  await page.getByRole('checkbox', { name: /accept the user agreement/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  return username;
}

/** Submits an FPS deposit from the deposit page as it stands (the page must be open). */
export async function submitFpsDeposit(page: Page, amount: string) {
  await expect(page.getByRole('heading', { name: 'FPS express' })).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByLabel('Depositor name', { exact: true }).fill('Zhang San');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
}
