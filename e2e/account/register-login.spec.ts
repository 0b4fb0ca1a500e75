import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl, uniqueUsername } from '../support/mock-control';

test('a visitor registers (every invalid input refused), lands on My, logs out and logs in again', async ({ page }) => {
  await page.goto('./');
  const tabBar = page.getByRole('navigation', { name: 'Main' });
  await expect(tabBar.getByText('Home')).toBeVisible();
  await expect(tabBar.getByText('My')).toBeVisible();
  await expectAxeClean(page, 'home');

  await tabBar.getByText('My').click();
  await expect(page).toHaveURL(/#\/pages\/userPages\/login\?redirect=/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAxeClean(page, 'login');

  await page.getByRole('link', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/#\/pages\/userPages\/register/);
  await expectAxeClean(page, 'register (empty)');

  const form = {
    username: page.getByLabel('Username', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    confirm: page.getByLabel('Confirm password', { exact: true }),
    mobile: page.getByLabel('Mobile number', { exact: true }),
    invite: page.getByLabel(/Invitation code/),
    realName: page.getByLabel('Real name', { exact: true }),
    secondary: page.getByLabel('Withdrawal password', { exact: true }),
    agreement: page.getByRole('checkbox', { name: /accept the user agreement/ }),
    submit: page.getByRole('button', { name: 'Register' }),
  };

  // Submitting the empty form names every required field.
  await form.submit.click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Please read and accept the user agreement')).toBeVisible();

  // Each rule of spec §5, one invalid input at a time, with its message under the field.
  const usernameRule = 'Username: 4–11 letters or digits, starting with a letter, with at least 2 letters';
  for (const bad of ['ab1', '1abcde', 'a1234567', 'abcdefghijkl', 'ab_cd']) {
    await form.username.fill(bad);
    await form.username.blur();
    await expect(page.getByText(usernameRule), `username ${bad}`).toBeVisible();
  }
  const passwordRule = 'Password: 8–12 characters, a combination of letters and digits';
  for (const bad of ['abc123', 'abcdefgh', '12345678']) {
    await form.password.fill(bad);
    await form.password.blur();
    await expect(page.getByText(passwordRule), `password ${bad}`).toBeVisible();
  }
  // Longer than 12 is kept as typed and named: nothing is dropped unseen.
  await form.password.fill('abcdefgh12345');
  await form.password.blur();
  await expect(form.password).toHaveValue('abcdefgh12345');
  await expect(page.getByText('Password: at most 12 characters')).toBeVisible();
  await form.password.fill('abcd1234');
  await form.confirm.fill('abcd12345');
  await form.confirm.blur();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await form.mobile.fill('12ab');
  await form.mobile.blur();
  await expect(
    page.getByText('Enter a valid mobile number: 7–15 digits, optional + (spaces and dashes are fine; +86 numbers have 11 digits)'),
  ).toBeVisible();
  await form.invite.fill('ab');
  await form.invite.blur();
  await expect(page.getByText('Invitation code: 4–12 letters or digits')).toBeVisible();
  await form.realName.fill('Zhang3');
  await form.realName.blur();
  await expect(page.getByText(/Real name: Chinese or English letters/)).toBeVisible();
  await form.secondary.fill('12345');
  await form.secondary.blur();
  await expect(page.getByText('Withdrawal password: 6 digits')).toBeVisible();
  await expectAxeClean(page, 'register with errors');

  // A username that exists is refused by the server, shown under the username, which takes the focus.
  await form.username.fill('demo01');
  await form.confirm.fill('abcd1234');
  await form.mobile.fill('13800138000');
  await form.invite.fill('');
  await form.realName.fill('Zhang San');
  await form.secondary.fill('123456');
  await form.agreement.check();
  await form.submit.click();
  await expect(page.locator('#register-username-error')).toHaveText(/already (taken|registered|exists)/i);
  await expect(form.username).toBeFocused();
  await expect(form.username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.form-server-error')).toHaveCount(0);

  const username = uniqueUsername();
  await form.username.fill(username);
  await form.submit.click();

  // Lands, logged in, where the visitor was going: My.
  await expect(page).toHaveURL(/#\/pages\/tabbarPages\/mine\/index/);
  await expect(page.getByText(username)).toBeVisible();
  await expect(page.getByText('¥0.00')).toBeVisible();
  await expectAxeClean(page, 'My');

  // Log out is in Settings (My has one entry to it).
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/(pages\/tabbarPages\/home\/index)?$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();

  await page.getByRole('navigation', { name: 'Main' }).getByText('My').click();
  // The login page remembers the username.
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(username);
  await page.getByLabel('Password', { exact: true }).fill('abcd1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabbarPages\/mine\/index/);
  await expect(page.getByText(username)).toBeVisible();
});

test('submitting scrolls the first invalid field into view below the sticky bar, label and message shown', async ({ page }) => {
  await page.goto('#/pages/userPages/register');
  await page.getByLabel('Password', { exact: true }).fill('abcd1234');
  await page.getByLabel('Confirm password', { exact: true }).fill('abcd1234');
  await page.getByLabel('Mobile number', { exact: true }).fill('13800138000');
  await page.getByLabel('Real name', { exact: true }).fill('Zhang San');
  await page.getByLabel('Withdrawal password', { exact: true }).fill('123456');
  await page.getByRole('checkbox', { name: /accept the user agreement/ }).check();
  const username = page.getByLabel('Username', { exact: true });
  await username.fill('ab');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(username).toBeFocused();
  const message = page.getByText('Username: 4–11 letters or digits, starting with a letter, with at least 2 letters');
  await expect(message).toBeInViewport({ ratio: 1 });
  // Scrolling settles on the next frame: then the label's top is below the bar's bottom edge.
  await expect
    .poll(async () => {
      const bar = await page.locator('.app-nav-bar').boundingBox();
      const label = await page.locator('label[for="register-username"]').boundingBox();
      return bar && label ? label.y - (bar.y + bar.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
});

test('a wrong password is refused with the attempts left', async ({ page }) => {
  await page.goto('#/pages/userPages/login');
  await page.getByLabel('Username', { exact: true }).fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('wrong1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/4 attempts left/)).toBeVisible();
  await expect(page).toHaveURL(/userPages\/login/);
});

test('an expired token sends the player to login on the next call', async ({ page, request, baseURL }) => {
  await page.goto('#/pages/userPages/login');
  await page.getByLabel('Username', { exact: true }).fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/mine\/index/);
  await expect(page.getByText('demo01')).toBeVisible();

  await mockControl(request, baseURL!).expireSessions('demo01');
  // The refresh is the next call, unless one of the page's own refetches got there first and the button is
  // already gone with the page: either way the 401 must land on login.
  await page
    .getByRole('button', { name: 'Refresh balance' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/#\/pages\/userPages\/login/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('uid')])).toEqual([null, null]);
});
