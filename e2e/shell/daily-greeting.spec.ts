import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { expectAxeCleanSettled, logIn } from '../wallet/wallet-helpers';

// This journey is about the day's greetings: they show (every other journey has them seen already).
test.use({ dailyGreetings: true });

test('after login the announcement shows once, then the sign-in prompt; "don\'t show again today" keeps both away on reload and the next login; the floating button opens the chat', async ({
  page,
}) => {
  test.slow(); // two logins, a reload and the waits for what shows after the first screen
  // demo02 has never signed in (mock-server/README.md): today's sign-in is unclaimed.
  await logIn(page, 'demo02');
  const announcement = page.getByRole('dialog').filter({ hasText: 'Announcements' });
  await expect(announcement).toBeVisible({ timeout: 15_000 });
  await expect(announcement.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('dialog').filter({ hasText: 'Daily sign-in' })).toHaveCount(0); // never both at once
  await expectAxeClean(page, 'announcement');
  await announcement.getByRole('checkbox', { name: "Don't show again today" }).check();
  await announcement.getByRole('button', { name: 'Close' }).click();
  await expect(announcement).toHaveCount(0);

  const prompt = page.getByRole('dialog').filter({ hasText: 'Daily sign-in' });
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  await expect(prompt).toContainText("Today's sign-in is waiting: day 1 of 7 pays ¥1.00.");
  await expectAxeClean(page, 'sign-in prompt');
  await prompt.getByRole('button', { name: 'Sign in now' }).click();
  await expect(page.getByText('Signed in: ¥1.00 credited, a 1-day streak')).toBeVisible();
  await expectAxeCleanSettled(page, 'after the sign-in');

  // A reload, and a new login the same day: neither comes back.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Welfare' })).toBeVisible();
  await page.waitForTimeout(4_000); // past the first screen, when the greeting would show
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Logged out on this device (the session gone, the day's marks kept), then in again.
  await page.evaluate(() => ['token', 'uid'].forEach((key) => localStorage.removeItem(key)));
  await page.reload();
  await logIn(page, 'demo02');
  await page.waitForTimeout(4_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The lobby's floating service button (after the first screen) opens the chat.
  await page.goto('#/pages/tabbarPages/home/index');
  const serviceButton = page.getByRole('link', { name: 'Customer service', exact: true });
  await expect(serviceButton).toBeVisible({ timeout: 10_000 });
  await expectAxeClean(page, 'home with the service button');
  await serviceButton.click();
  await expect(page).toHaveURL(/home\/kefu/);
});

test('the floating button is on the money pages, not in a lottery room; dragged, it stays where it was put', async ({ page }) => {
  await logIn(page, 'demo02');
  await page.goto('#/pages/mine/recharge');
  const serviceButton = page.getByRole('link', { name: 'Customer service', exact: true });
  await expect(serviceButton).toBeVisible({ timeout: 10_000 });
  const box = (await serviceButton.boundingBox())!;
  // Pointer events as a finger sends them (the emulated phone turns Playwright's mouse into touches that the page's
  // touch-action has no say in): down on the button, moved in steps, up at (100, 300).
  const at = (x: number, y: number) => ({ pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, clientX: x, clientY: y });
  await serviceButton.dispatchEvent('pointerdown', at(box.x + box.width / 2, box.y + box.height / 2));
  for (const [x, y] of [
    [300, 600],
    [200, 450],
    [100, 300],
  ] as const)
    await serviceButton.dispatchEvent('pointermove', at(x, y));
  await serviceButton.dispatchEvent('pointerup', at(100, 300));
  await serviceButton.dispatchEvent('click');
  await expect(page).toHaveURL(/mine\/recharge/); // a drag does not open the chat
  const moved = (await serviceButton.boundingBox())!;
  expect(Math.round(moved.x + moved.width / 2)).toBe(100);
  expect(Math.round(moved.y + moved.height / 2)).toBe(300);

  await page.goto('#/pages/mine/withdrawal');
  await expect(serviceButton).toBeVisible({ timeout: 10_000 });
  const again = (await serviceButton.boundingBox())!;
  expect([Math.round(again.x), Math.round(again.y)]).toEqual([Math.round(moved.x), Math.round(moved.y)]);

  await page.goto('#/pages/home/game');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await page.waitForTimeout(3_000);
  await expect(serviceButton).toHaveCount(0);
});
