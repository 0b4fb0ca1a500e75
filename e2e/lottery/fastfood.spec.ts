import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { apiLogin, logInAs, sumMoney, yuan } from '../games/helpers';
import { wordsSplitAcrossLines } from '../support/text-layout';

test('a player puts chips on two items, places them, sees the balance drop, and after the draw the lamp, the result and the balance', async ({
  page,
  request,
  baseURL,
}) => {
  // The page learns of the jumped draw by its own reading of the table (up to 5 s), then the light runs 4 s.
  test.setTimeout(120_000);
  await page.goto('#/pages/home/fastFood');
  await logInAs(page, 'demo02');
  await expect(page).toHaveURL(/home\/fastFood/);
  await expect(page.getByTestId('ff-balance')).toHaveText('¥500.00');
  await expect(page.locator('.ff-phase[data-phase="betting"]')).toBeVisible();
  const roundNo = (await page.locator('.ff-round-no').innerText()).replace(/^Round /, '');

  // ¥10 twice on the first item and once on the second: ¥30 waiting, then placed.
  await page.getByRole('group', { name: 'Chip value' }).getByRole('button', { name: '¥10', exact: true }).click();
  const board = page.getByRole('list', { name: /Food items/ });
  const first = board.getByRole('button').nth(0);
  const second = board.getByRole('button').nth(1);
  await first.click();
  await first.click();
  await second.click();
  await expect(page.getByTestId('ff-pending-total')).toHaveText('¥30.00');
  await expectAxeClean(page, 'fast food (chips waiting)');
  await page.getByRole('button', { name: 'Place chips' }).click();
  await expect(page.getByTestId('ff-pending-total')).toHaveText('¥0.00');
  await expect(page.getByTestId('ff-balance')).toHaveText('¥470.00');
  await expect(first).toContainText('Mine ¥20.00');
  await expect(second).toContainText('Mine ¥10.00');

  // The draw, through the control API; the page finds it by itself (it reads the table every few seconds).
  await mockControl(request, baseURL!).jumpFastFood('draw');
  const outcome = page.locator(`[data-testid="ff-outcome"][data-round="${roundNo}"]`);
  await expect(outcome).toContainText(/You won ¥[\d,.]+|No win \(stake ¥30\.00\)/, { timeout: 20_000 });
  // Told as the last round's, under the countdown of the next one.
  await expect(outcome).toContainText(`Last round ${roundNo.slice(-4)}: `);
  await expect(page.locator('.ff-lamp.is-winning')).toHaveCount(1);

  // The server's word on the round: its payout is what the balance gained.
  const token = await apiLogin(request, baseURL!, 'demo02');
  const rec = (await (
    await request.get(new URL(`/api/fastfood/betRec?roundNo=${roundNo}`, baseURL).href, { headers: { TOKEN: token } })
  ).json()) as {
    data: { totalStake: string; totalPayout: string; round: { winningItemId: number; ringPosition: number } };
  };
  expect(rec.data.totalStake).toBe('30.00');
  await expect(page.locator('.ff-lamp.is-winning')).toHaveAttribute('data-lamp', String(rec.data.round.ringPosition));
  await expect(page.getByTestId('ff-balance')).toHaveText(yuan(sumMoney(['470.00', rec.data.totalPayout])));
  await expect(outcome).toContainText(rec.data.totalPayout === '0.00' ? 'No win (stake ¥30.00)' : `You won ${yuan(rec.data.totalPayout)}`);

  // The round in the results, with its seed: the browser checks it.
  const row = page.locator(`.ff-row[data-round="${roundNo}"]`);
  await expect(row).toContainText(/[0-9a-f]{64}/);
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(row.getByRole('status')).toContainText('Verified');
  await expectAxeClean(page, 'fast food (drawn, verified)');

  // My bets and the fund log have the order and its stake.
  await page.getByRole('button', { name: 'My bets' }).click();
  await expect(page.locator('.ff-row').first()).toContainText(roundNo);
  await page.getByRole('button', { name: 'Fund log' }).click();
  await expect(page.locator('.ff-fund').filter({ hasText: '-¥30.00' })).toHaveCount(1);
  await expectAxeClean(page, 'fast food (fund log)');
});

test('at 360×740 the fast-food page has no sideways scroll and no item name broken inside a word', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('#/pages/home/fastFood');
  await logInAs(page, 'demo02');
  const board = page.getByRole('list', { name: /Food items/ });
  await expect(board.getByRole('button')).toHaveCount(10);
  await expect(page.locator('.ff-lamp')).toHaveCount(24);
  // innerWidth is no yardstick under mobile emulation: the browser widens the layout to whatever overflows.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await wordsSplitAcrossLines(board.locator('.ff-item-name'))).toEqual([]);
  await expect(board.getByRole('button', { name: /^Doughnut/ })).toBeVisible();
});
