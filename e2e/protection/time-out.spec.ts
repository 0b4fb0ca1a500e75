import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { logIn } from '../wallet/wallet-helpers';

test('a 24-hour time-out, confirmed with the password, logs the player out and login names when it ends', async ({
  page,
  request,
  baseURL,
}) => {
  const control = mockControl(request, baseURL!);
  await logIn(page, 'demo03');
  await page.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL(/mine\/responsibleGaming/);

  await page.getByRole('button', { name: '24 hours' }).click();
  await page.getByRole('button', { name: 'Take a time-out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your time-out' });
  await expect(confirm).toContainText('You are logged out on every device at once.');
  await expectAxeClean(page, 'time-out confirmation');
  // A wrong password changes nothing and says so under the field.
  await confirm.getByLabel('Password', { exact: true }).fill('wrong123');
  await confirm.getByRole('button', { name: 'Start time-out' }).click();
  await expect(confirm.getByText(/The password is incorrect/)).toBeVisible();
  expect((await control.ctl.protection.list({ username: 'demo03' })).timeOutUntil).toBeNull();
  await confirm.getByLabel('Password', { exact: true }).fill('demo1234');
  await confirm.getByRole('button', { name: 'Start time-out' }).click();
  await expect(page).toHaveURL(/userPages\/login/);

  const { timeOutUntil } = await control.ctl.protection.list({ username: 'demo03' });
  expect(timeOutUntil).not.toBeNull();
  const until = timeOutUntil!.slice(0, 16).replace('T', ' ');
  await page.getByLabel('Username', { exact: true }).fill('demo03');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`You are taking a break: this account cannot log in until ${until}`)).toBeVisible();
  await expect(page).toHaveURL(/userPages\/login/);
});
