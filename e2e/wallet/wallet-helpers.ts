import { expect, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe';

/** Logs in through the login page as a player would and waits for My. */
export async function logIn(
  page: Page,
  username: string,
  password = 'demo1234',
  labels = { username: 'Username', password: 'Password', submit: 'Log in' },
) {
  await page.goto('#/pages/userPages/login');
  await page.getByLabel(labels.username, { exact: true }).fill(username);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL(/mine\/index/);
}

/** Types a PIN on the on-screen number keyboard, key by key. */
export async function typeOnKeypad(page: Page, pin: string) {
  for (const digit of pin) {
    await page.locator('.adm-number-keyboard-popup').getByRole('button', { name: digit, exact: true }).click();
  }
}

/** The central balance as the balance bar shows it (after any refresh finished). */
export const centralBalance = (page: Page) => page.getByTestId('central-balance');

/** The player's token, for the one call the UI cannot even express (venue → venue). */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/**
 * axe once transient toasts ("Account bound", "Transferred …") have faded: mid-fade their text is
 * semi-transparent and measures as low contrast, which is not what a player reads.
 */
export async function expectAxeCleanSettled(page: Page, label: string) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 5_000 });
  await expectAxeClean(page, label);
}
