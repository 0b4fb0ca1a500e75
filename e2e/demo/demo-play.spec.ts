import { drawnPng } from '../feedback/feedback-helpers';
import { openIssue, openRoomAs } from '../lottery/lottery-helpers';
import { logIn } from '../wallet/wallet-helpers';
import { expect, inDrawer, test } from './demo-test';

test('in the static demo, a lottery order settles when the drawer jumps to the draw, and stays settled after a reload', async ({
  page,
}) => {
  await openRoomAs(page, '/pages/home/gameA?lotteryId=1', 'demo02');
  const balance = page.getByTestId('central-balance');
  await expect(balance).toHaveText('¥500.00');
  const issue = await openIssue(page);

  await page.getByRole('group', { name: 'Chip' }).getByRole('button', { name: '¥10', exact: true }).click();
  await page.getByRole('button', { name: /^Big/ }).click();
  await page.getByRole('button', { name: 'Place bet · ¥10.00' }).click();
  // A player's first bet waits for the responsible-gaming notice, then goes as it was.
  await page.getByRole('dialog', { name: 'Play responsibly' }).getByRole('button', { name: 'I understand' }).click();
  await expect(page.getByText(`Bet placed on round ${issue}`)).toBeVisible();
  await expect(balance).toHaveText('¥490.00');
  const order = page.getByTestId('lottery-order');
  await expect(order).toContainText('Awaiting draw');

  await inDrawer(page, async (drawer) => {
    await drawer.getByRole('button', { name: 'To the next lottery draw' }).click();
    await expect(drawer.getByText(new RegExp(`Round ${issue} drawn`))).toBeVisible();
  });
  await expect(page.getByText(`Result of round ${issue}`)).toBeVisible();
  await expect(order).toContainText(/No win|Won ¥19\.60/);
  const settled = (await order.textContent()) ?? '';
  const won = settled.includes('Won');
  await expect(balance).toHaveText(won ? '¥509.60' : '¥490.00');

  await page.reload();
  await expect(page.getByText(`Result of round ${issue}`)).toBeVisible();
  await expect(balance).toHaveText(won ? '¥509.60' : '¥490.00');
  await page.goto('#/pages/mine/betRecord');
  await expect(page.locator('.lobby-bets > li').first()).toContainText('1-minute Dice');
});

test('in the static demo, feedback goes out with an image the worker keeps and serves back', async ({ page }) => {
  await logIn(page, 'demo01');
  await page.goto('#/pages/service/feedback');
  await page.getByRole('radio', { name: 'Member Suggestion' }).check();
  const text = 'My deposit of 250.00 by FPS has not arrived after 10 minutes.';
  await page.getByLabel('Description').fill(text);
  await page
    .getByLabel('Add an image')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await drawnPng(page, 'FPS ¥250.00') });
  await expect(page.getByRole('button', { name: 'View image 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page).toHaveURL(/service\/feedbackDetail\?id=\d+/);
  await expect(page.getByText(text)).toBeVisible();

  // The picture comes back from the worker whole, after a reload too.
  await page.reload();
  await page.getByRole('button', { name: 'View image 1' }).click();
  const picture = page.getByRole('dialog', { name: 'Image 1 of 1' }).getByRole('img', { name: 'Image 1 of 1' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0))).toBe(240);
});

test('in the static demo, the lobby draws its generated pictures and a slot machine plays for real from the venue wallet', async ({
  page,
}) => {
  // The lobby's icons and banner are the worker's SVGs.
  await page.goto('');
  const icon = page.locator('.lobby-card img').first();
  await expect.poll(() => icon.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0))).toBeGreaterThan(0);

  await logIn(page, 'demo01');
  await page.goto('#/pages/mine/transfer');
  await page.getByRole('button', { name: /Lucky Reels/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Transfer now' }).click();
  await expect(page.getByRole('button', { name: /Lucky Reels/ })).toContainText('¥50.00');

  // The first game of the venue, as the lobby lists it (answered by the worker, like every call of the page).
  const game = await page.evaluate(async () => {
    const answer = (await (
      await fetch('/api/game/getAllGameList?venueCode=lucky_reels&pageSize=1', { headers: { lang: 'en' } })
    ).json()) as {
      data: { list: Array<{ id: number; name: string }> };
    };
    return answer.data.list[0]!;
  });
  await page.goto(`#/pages/home/gameDetail?id=${game.id}&venue=lucky_reels`);
  await page.getByRole('button', { name: 'Play now' }).click();
  await page.getByRole('dialog', { name: 'Play responsibly' }).getByRole('button', { name: 'I understand' }).click();
  await expect(page).toHaveURL(/\/demo\/play\//);
  await expect(page.getByRole('heading', { name: game.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.locator('#history li', { hasText: 'Completed' })).toHaveCount(1);

  // Back in the app, under the demo's folder, the spin is in the bet records.
  await page.getByRole('link', { name: /Back to the app/ }).click();
  await expect(page).toHaveURL(/\/demo\/h5\/#\/pages\/home\/gameDetail/);
  await page.goto('#/pages/mine/betRecord');
  await expect(page.locator('.lobby-bets > li').first()).toContainText(game.name);
});
