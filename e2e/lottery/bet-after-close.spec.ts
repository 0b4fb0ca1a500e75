import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { jump, openIssue, openRoomAs } from './lottery-helpers';

test("a bet sent after the round closed is refused with the server's message, nothing is debited, the room shows the draw, and when its countdown ends the result and the next round come without a reload", async ({
  page,
  request,
  baseURL,
}) => {
  await openRoomAs(page, '/pages/home/gameA', 'demo02');
  const balance = page.getByTestId('central-balance');
  await expect(balance).toHaveText('¥500.00');
  const issue = await openIssue(page);
  await page.getByRole('button', { name: /^Small/ }).click();
  await expect(page.getByTestId('slip-total')).toHaveText('¥1.00');

  // Betting closes on the server while the page still shows the round open.
  await jump(request, baseURL!, 1, 'close');
  await page.getByRole('button', { name: 'Place bet · ¥1.00' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Betting for round ${issue} has closed`);
  await expect(balance).toHaveText('¥500.00');
  // The room learnt the server's time from its refetch: bets closed, drawing.
  await expect(page.getByTestId('lottery-drawing')).toContainText(`Drawing round ${issue}`);
  await expect(page.getByRole('button', { name: 'Bets closed' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Big/ })).toBeDisabled();
  await expectAxeClean(page, 'dice room, closed');
  expect(await mockControl(request, baseURL!).ctl.lottery.orders({ username: 'demo02' })).toMatchObject({ orders: [] });

  // The draw happens on the server; the page's countdown to it (10 s) ends and the room moves on by itself.
  await jump(request, baseURL!, 1, 'draw');
  await expect(page.getByText(`Result of round ${issue}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Big/ })).toBeEnabled();
  expect(await openIssue(page)).not.toBe(issue);
});
