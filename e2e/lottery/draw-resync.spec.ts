import { expect, test } from '../support/test';
import { jump, openIssue, openRoomAs } from './lottery-helpers';

test("a draw moved by the control API reaches an open room by itself, without a reload: the drawn round's result, then the next round open for bets (dice and colour)", async ({
  page,
  request,
  baseURL,
}) => {
  await openRoomAs(page, '/pages/home/gameA', 'demo02');
  for (const room of [
    { path: '#/pages/home/gameA', lotteryId: 1 },
    { path: '#/pages/home/gamenew', lotteryId: 3 },
  ]) {
    await page.goto(room.path);
    const issue = await openIssue(page);
    await expect(page.locator('.lottery-head .lottery-clock')).toContainText('Closes in');

    await jump(request, baseURL!, room.lotteryId, 'draw');
    // The room reads its round again on its own (as fast food reads its table), well before its countdown would end.
    await expect(page.getByTestId('lottery-last-result')).toContainText(`Result of round ${issue}`);
    await expect(page.locator('#lottery-round-title')).not.toContainText(issue);
    await expect(page.locator('.lottery-head .lottery-clock')).toContainText('Closes in');
    await expect(page.locator('.lottery-option').first()).toBeEnabled();
    // The recent results list has the drawn round too.
    await expect(page.locator('.lottery-recent li').first()).toContainText(issue);
  }
});
