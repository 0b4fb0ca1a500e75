import { expect, test } from '../support/test';
import { mockControl } from '../support/mock-control';
import { centralBalance, expectAxeCleanSettled, logIn } from '../wallet/wallet-helpers';
import { logInAs } from '../games/helpers';

const DAY = 86_400_000;

/**
 * demo02 (500.00) moves 400.00 into the flexible product (3.65 %: 4 fen a day), the clock moves 10
 * days (9 full days earned, in one record: the first starts the day after the transfer), they receive
 * 0.36 and move everything out.
 */
test('move money into interest, let 10 days pass, see the accrual, receive it and move out', async ({ page, request, baseURL }) => {
  const control = mockControl(request, baseURL!);
  await logIn(page, 'demo02');
  await page.goto('#/pages/mine/interest');
  await expect(page.getByTestId('interest-principal')).toHaveText('¥0.00');
  await expect(page.getByRole('button', { name: 'Receive' })).toBeDisabled();
  await expectAxeCleanSettled(page, 'interest (empty)');

  // Below a term's minimum is refused before sending; the flexible product takes 400.00.
  const form = page.getByRole('form', { name: 'Transfer in' });
  await form.getByRole('button', { name: /7-day term/ }).click();
  await form.getByLabel('Amount', { exact: true }).fill('50');
  await form.getByRole('button', { name: 'Transfer in' }).click();
  await expect(form.getByText('The amount must be at least ¥100.00')).toBeVisible();
  await form.getByRole('button', { name: /Flexible/ }).click();
  await form.getByLabel('Amount', { exact: true }).fill('400');
  await form.getByRole('button', { name: 'Transfer in' }).click();
  await expect(page.getByTestId('interest-principal')).toHaveText('¥400.00');
  await expect(page.getByRole('region', { name: 'Holdings' })).toContainText('Flexible');
  await expectAxeCleanSettled(page, 'interest (after transfer in)');

  // Ten days later (sessions last 7 days: log in again, back to the page).
  await control.advanceClock(10 * DAY);
  await page.reload();
  await expect(page).toHaveURL(/userPages\/login/);
  await logInAs(page, 'demo02');
  await expect(page).toHaveURL(/mine\/interest/);
  await expect(page.getByTestId('interest-yesterday')).toHaveText('¥0.04');
  await expect(page.getByTestId('interest-total')).toHaveText('¥0.36');
  await expect(page.getByTestId('interest-receivable')).toHaveText('¥0.36');
  const records = page.getByRole('region', { name: 'Earnings and records' });
  // One jump of the clock is one accrual record that names the days it covers (accrued in closed form).
  const accrued = records.locator('li').filter({ hasText: 'Interest accrued' });
  await expect(accrued).toHaveCount(1);
  await expect(accrued).toContainText(/9 days \(2026-11-\d\d to 2026-12-\d\d\)/);
  await expectAxeCleanSettled(page, 'interest (accrued)');

  await page.getByRole('button', { name: 'Receive' }).click();
  await expect(page.getByTestId('interest-receivable')).toHaveText('¥0.00');
  await expect(page.getByTestId('interest-total')).toHaveText('¥0.36');
  await expect(records.locator('li').first()).toContainText('Earnings received');

  await page.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'Transfer out' }).click();
  const out = page.getByRole('form', { name: 'Transfer out' });
  await out.getByRole('button', { name: 'All' }).click();
  await expect(out.getByLabel('Amount', { exact: true })).toHaveValue('400.00');
  await out.getByRole('button', { name: 'Transfer out' }).click();
  await expect(page.getByTestId('interest-principal')).toHaveText('¥0.00');
  await expect(page.getByRole('region', { name: 'Holdings' })).toContainText('Nothing in the interest balance yet');
  await expectAxeCleanSettled(page, 'interest (moved out)');

  // The central wallet has it all back, with the earnings.
  await page.goto('#/pages/mine/transfer');
  await expect(centralBalance(page)).toHaveText('¥500.36');
});
