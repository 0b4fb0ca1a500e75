import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { expectAxeCleanSettled, logIn } from '../wallet/wallet-helpers';
import { expectMyBalance, staleTab } from './welfare-helpers';

const WELFARE = '#/pages/mine/welfare';
const DAY_MS = 86_400_000;

test('welfare: sign in once a day (a second is refused), the reward reaches the balance and task records; a day later the streak is 2', async ({
  page,
  request,
  baseURL,
}) => {
  const control = mockControl(request, baseURL!);
  // demo02: 500.00 central, never signed in (mock-server/README.md).
  await logIn(page, 'demo02');
  await expectMyBalance(page, '¥500.00');
  await page.getByRole('link', { name: 'Welfare' }).click();
  const signIn = page.getByRole('button', { name: 'Sign in for ¥1.00' });
  await expect(signIn).toBeEnabled();
  await expect(page.getByText('No streak yet')).toBeVisible();
  await expectAxeClean(page, 'welfare before sign-in');

  const other = await staleTab(page, WELFARE);
  await expect(other.getByRole('button', { name: 'Sign in for ¥1.00' })).toBeEnabled();

  await signIn.click();
  await expect(page.getByText('Signed in: ¥1.00 added (streak 1)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
  await expect(page.getByText('1-day streak')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Day 1, ¥1.00, signed in' })).toBeVisible();
  await expectAxeCleanSettled(page, 'welfare after sign-in');

  // The stale tab still offers the button: the server refuses the second sign-in and the tab catches up.
  await other.getByRole('button', { name: 'Sign in for ¥1.00' }).click();
  await expect(other.getByText('You have already signed in today; come back tomorrow for day 2 of the ladder')).toBeVisible();
  await other.close();

  await expectMyBalance(page, '¥501.00');
  await page.goto(WELFARE);
  await page.getByRole('link', { name: 'Task records' }).click();
  await expect(page).toHaveURL(/home\/taskRecords/);
  await expect(page.getByText('No rewards in this period')).toBeVisible();
  await expectAxeClean(page, 'task records (task rewards, empty)');
  await page.getByRole('button', { name: 'Sign-in rewards' }).click();
  const row = page.locator('.award-item');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sign-in reward · day 1');
  await expect(row).toContainText('+¥1.00');
  await expect(row).toContainText('Credited');
  await expectAxeClean(page, 'task records (sign-in rewards)');

  await control.advanceClock(DAY_MS);
  await page.goto(WELFARE);
  await page.reload();
  await expect(page.getByText('1-day streak')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in for ¥2.00' }).click();
  await expect(page.getByText('Signed in: ¥2.00 added (streak 2)')).toBeVisible();
  await expect(page.getByText('2-day streak')).toBeVisible();
  await expectMyBalance(page, '¥503.00');
  const audit = await control.ctl.funds.audit();
  expect(audit.problems).toEqual([]);
});
