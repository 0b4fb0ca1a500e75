import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { openRoomAs } from '../lottery/lottery-helpers';
import { tokenOf } from '../wallet/wallet-helpers';

test('a daily loss limit stops a lottery bet beyond it, and a 30-minute reality check interrupts the room once the clock has moved', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const control = mockControl(request, baseURL!);
  await openRoomAs(page, '/pages/mine/responsibleGaming', 'demo02');

  // A ¥10 daily loss limit and a reality check every 30 minutes, from the Responsible gaming page.
  const dailyLoss = page.getByRole('listitem', { name: 'Loss limit · Daily' });
  await dailyLoss.getByLabel('Amount', { exact: true }).fill('10');
  await dailyLoss.getByRole('button', { name: 'Save limit' }).click();
  await expect(dailyLoss.getByText('¥10.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Every 30 minutes' }).click();
  await expect(page.getByRole('button', { name: 'Every 30 minutes' })).toHaveAttribute('aria-pressed', 'true');
  expect((await control.ctl.protection.list({ username: 'demo02' })).realityCheckMinutes).toBe(30);

  // In the dice room, ¥20 on Big could lose more than the ¥10 left: refused, named, nothing taken.
  await page.goto('#/pages/home/gameA?lotteryId=1');
  const balance = page.getByTestId('central-balance');
  await expect(balance).toHaveText('¥500.00');
  await page.getByRole('group', { name: 'Chip' }).getByRole('button', { name: '¥10', exact: true }).click();
  await page.getByRole('button', { name: /^Big/ }).click();
  await page.getByRole('button', { name: /^Big/ }).click();
  await page.getByRole('button', { name: 'Place bet · ¥20.00' }).click();
  await expect(
    page.getByText(/A stake of ¥20\.00 could take you past your daily loss limit of ¥10\.00: ¥10\.00 remains until/),
  ).toBeVisible();
  await expect(balance).toHaveText('¥500.00');
  expect((await control.lotteryOrders({ username: 'demo02' })).orders).toHaveLength(0);

  // 31 minutes on the mock's clock: the reality check interrupts the room with the session's time.
  await control.advanceClock(31 * 60_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible({ timeout: 15_000 });
  await expect(check).toContainText(/You have been playing for 3\d minutes/);
  await expectAxeClean(page, 'reality check over the dice room');
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();
  await expect(page).toHaveURL(/home\/gameA/);
  // Acknowledged on the server: the next check is due 30 minutes from now, not at once again.
  const token = await tokenOf(page);
  const session = await request.get(new URL('/api/protection/getSession', baseURL).href, { headers: { token } });
  const { data } = (await session.json()) as { data: { nextCheckAt: string; serverTime: string } };
  expect(Date.parse(data.nextCheckAt) - Date.parse(data.serverTime)).toBeGreaterThan(29 * 60_000);
});
