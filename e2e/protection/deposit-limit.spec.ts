import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { registerPlayer, submitFpsDeposit } from './protection-helpers';

test.use({ protectionNotices: true });

test('a new player sets a ¥500 daily deposit limit when invited at registration, is refused beyond it with ¥200 named, and raises it after the 24-hour wait', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const control = mockControl(request, baseURL!);
  const username = await registerPlayer(page, 'lim');

  // The invitation right after registration: daily, ¥500, saved.
  const invitation = page.getByRole('dialog', { name: 'Set a deposit limit?' });
  await expect(invitation).toBeVisible();
  await expectAxeClean(page, 'limit invitation');
  await invitation.getByRole('button', { name: 'Daily' }).click();
  await invitation.getByRole('textbox').fill('500');
  await invitation.getByRole('button', { name: 'Save limit' }).click();
  await expect(invitation).toBeHidden();
  const listed = await control.ctl.protection.list({ username });
  expect(listed.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({ amount: '500.00' });

  // ¥300 goes through; ¥300 more is refused, naming the ¥200 that remains. The invitation is not shown again.
  await page.goto('#/pages/mine/recharge');
  await submitFpsDeposit(page, '300');
  await expect(page).toHaveURL(/home\/pay\?orderNo=/);
  await expect(page.getByRole('dialog', { name: 'Set a deposit limit?' })).toHaveCount(0);
  await page.goto('#/pages/mine/recharge');
  await submitFpsDeposit(page, '300');
  await expect(page.getByText(/Your daily deposit limit of ¥500\.00 leaves ¥200\.00 until/)).toBeVisible();
  await expect(page).toHaveURL(/mine\/recharge/);
  expect(await control.walletOrders('deposits', { username, status: 'all' })).toHaveLength(1);

  // Raise it to ¥2,000 from the deposit page's link: it waits, with its countdown.
  await page.getByRole('link', { name: 'Set a deposit limit' }).click();
  await expect(page).toHaveURL(/mine\/responsibleGaming/);
  const daily = page.getByRole('listitem', { name: 'Deposit limit · Daily' });
  await daily.getByLabel('Amount', { exact: true }).fill('2000');
  await daily.getByRole('button', { name: 'Save limit' }).click();
  await expect(daily.getByText('Raise to ¥2,000.00 requested')).toBeVisible();
  await expect(daily.getByText('Can be confirmed in')).toBeVisible();
  await expect(daily.getByRole('button', { name: 'Confirm change' })).toHaveCount(0);
  await expectAxeClean(page, 'responsible gaming with a pending raise');

  // 24 hours later the player confirms it and the deposit goes through.
  await control.advanceClock(24 * 3600_000 + 1_000);
  await page.reload();
  const dueDaily = page.getByRole('listitem', { name: 'Deposit limit · Daily' });
  await dueDaily.getByRole('button', { name: 'Confirm change' }).click();
  await expect(dueDaily.getByText('Raise to ¥2,000.00 requested')).toBeHidden();
  await page.goto('#/pages/mine/recharge');
  await submitFpsDeposit(page, '300');
  await expect(page).toHaveURL(/home\/pay\?orderNo=/);
});
