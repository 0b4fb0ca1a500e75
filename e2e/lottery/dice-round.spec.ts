import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { pickFilter } from '../games/helpers';
import { fen, fromFen, jump, openIssue, openRoomAs, ordersOf, yuan } from './lottery-helpers';

test('a player opens the dice room, places a two-line order, sees the balance drop, and after the draw the result and the payout (or loss) in balance, my orders and bet records', async ({
  page,
  request,
  baseURL,
}) => {
  // From the hall: the dice tile leads to its room.
  await openRoomAs(page, '/pages/home/game', 'demo02');
  await expect(page.getByRole('heading', { name: 'Dice', level: 2 })).toBeVisible();
  await expect(page.getByTestId('lottery-tile')).toHaveCount(4);
  await expectAxeClean(page, 'lottery hall');
  await page.getByRole('link', { name: /1-minute Dice/ }).click();
  await expect(page).toHaveURL(/home\/gameA\?lotteryId=1/);

  const balance = page.getByTestId('central-balance');
  await expect(balance).toHaveText('¥500.00');
  const issue = await openIssue(page);

  // ¥10 on Big, then ¥5 twice on Sum 10: two lines, ¥20.00 in all.
  await page.getByRole('group', { name: 'Chip' }).getByRole('button', { name: '¥10', exact: true }).click();
  await page.getByRole('button', { name: /^Big/ }).click();
  await page.getByRole('group', { name: 'Chip' }).getByRole('button', { name: '¥5', exact: true }).click();
  await page.getByRole('button', { name: /^Sum 10 / }).click();
  await page.getByRole('button', { name: /^Sum 10 / }).click();
  const lines = page.getByTestId('slip-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('¥10.00');
  await expect(lines.nth(0)).toContainText('Win ¥19.60'); // × 1.96
  await expect(lines.nth(1)).toContainText('¥10.00');
  await expect(page.getByTestId('slip-total')).toHaveText('¥20.00');
  await expectAxeClean(page, 'dice room with a slip');

  await page.getByRole('button', { name: 'Place bet · ¥20.00' }).click();
  await expect(page.getByText(`Bet placed on round ${issue}`)).toBeVisible();
  await expect(balance).toHaveText('¥480.00');
  await expect(lines).toHaveCount(0);
  const order = page.getByTestId('lottery-order');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(`Round ${issue}`);
  await expect(order).toContainText('Awaiting draw');

  // The draw, by the control API; the player comes back to the room (reload).
  await jump(request, baseURL!, 1, 'draw');
  await page.reload();
  await expect(page.getByText(`Result of round ${issue}`)).toBeVisible();
  const [placed] = await ordersOf(request, baseURL!, 'demo02', 1);
  expect(placed?.status).toBe(1);
  const expected = fromFen(fen('480.00') + fen(placed!.winAmount));
  await expect(balance).toHaveText(yuan(expected));
  await expect(order).toContainText(placed!.winAmount === '0.00' ? 'No win' : `Won ${yuan(placed!.winAmount)}`);
  await expectAxeClean(page, 'dice room after the draw');

  // Bet records: the order, completed, with its win/lose.
  await page.goto('#/pages/mine/betRecord');
  const row = page.locator('.lobby-bets > li').first();
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('1-minute Dice');
  // The platform's lottery is no wallet, yet the venue filter offers it and keeps its bet.
  await pickFilter(page, 'Venue', 'Platform Lottery', 'Confirm');
  await expect(page.locator('.lobby-bets > li').first()).toContainText('1-minute Dice');
});
