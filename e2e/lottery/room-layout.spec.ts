import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { jump, openRoomAs } from './lottery-helpers';

const ROOMS = [
  { name: 'dice', path: '/pages/home/gameA', lotteryId: 1 },
  { name: 'five digits', path: '/pages/home/gameB', lotteryId: 2 },
  { name: 'colour', path: '/pages/home/gamenew', lotteryId: 3 },
];

/** Every section of the room sits inside the screen with room to spare (a card, not a strip flush with the edges). */
async function expectInset(page: Page, width: number, room: string) {
  const parts = {
    header: page.locator('section[aria-labelledby="lottery-round-title"]'),
    board: page.locator('section[aria-labelledby="lottery-board-title"]'),
    chips: page.getByRole('group', { name: 'Chip' }),
    slip: page.locator('section[aria-labelledby="lottery-slip-title"]'),
    'recent results': page.locator('section[aria-labelledby="lottery-recent-title"]'),
    'my orders': page.locator('section[aria-labelledby="lottery-orders-title"]'),
  };
  for (const [part, locator] of Object.entries(parts)) {
    const box = (await locator.boundingBox())!;
    expect(box, `${room} at ${width} px: ${part} is on the page`).not.toBeNull();
    expect(box.x, `${room} at ${width} px: ${part} clear of the left edge`).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width, `${room} at ${width} px: ${part} clear of the right edge`).toBeLessThanOrEqual(width - 8);
  }
}

test("each room's sections are cards inset from the screen edges, and the place-bet bar is on screen as soon as an option is tapped and never covers the last card (dice, five digits, colour at 390 and 360 px)", async ({
  page,
  request,
  baseURL,
}) => {
  // Six rooms opened one after another.
  test.setTimeout(180_000);
  await openRoomAs(page, '/pages/home/gameA', 'demo02');
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 844 });
    for (const room of ROOMS) {
      // A round just opened (the mock's clock runs): the room stays open for bets through the checks.
      await jump(request, baseURL!, room.lotteryId, 'draw');
      await page.goto(`#${room.path}`);
      await page.reload();
      const options = page.locator('.lottery-option');
      await expect(options.first()).toBeEnabled();
      await expectInset(page, width, room.name);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${room.name} at ${width} px: no sideways scroll`,
      ).toBeLessThanOrEqual(width);

      // Nothing on the slip: no bar. The first option (top of the board): the bar with the place-bet action, without scrolling.
      const bar = page.getByTestId('lottery-bet-bar');
      await expect(bar).toHaveCount(0);
      await options.first().click();
      await expect(page.getByRole('button', { name: 'Place bet · ¥1.00' })).toBeInViewport({ ratio: 1 });
      await expect(bar).toContainText('1 line');
      // The last option (the click scrolls the board down to it): the bar is still on screen, now with two lines.
      await options.last().click();
      await expect(page.getByRole('button', { name: 'Place bet · ¥2.00' })).toBeInViewport({ ratio: 1 });
      await expect(bar).toContainText('2 lines');
      await expect(page.getByRole('button', { name: /^Place bet/ })).toHaveCount(1);

      // At the bottom of the page the bar covers none of the last card.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const orders = (await page.locator('section[aria-labelledby="lottery-orders-title"]').boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      const overlaps = barBox.y < orders.y + orders.height && orders.y < barBox.y + barBox.height;
      expect(overlaps, `${room.name} at ${width} px: the bar clear of my orders at the bottom`).toBe(false);
      if (width === 360 && room.name === 'dice') await expectAxeClean(page, 'dice room with the bet bar at 360 px');
    }
  }
});
