import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { openRoomAs } from './lottery-helpers';

test.beforeEach(async ({ request, baseURL }) => {
  await mockControl(request, baseURL!).reset();
});

test('a player checks a past round of the five-digit game in the browser: hash and result both match', async ({ page }) => {
  await openRoomAs(page, '/pages/home/gameB', 'demo01');
  const first = page.locator('.lottery-recent li').first();
  const issue = /\d{8}-\d{4}/.exec((await first.textContent()) ?? '')?.[0];
  expect(issue).toBeTruthy();
  await first.getByRole('button', { name: `Verify round ${issue}` }).click();
  const sheet = page.getByRole('dialog', { name: `Verify round ${issue}` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('verify-hash')).toHaveText(/^✓ Match: SHA-256 of the seed equals/);
  await expect(sheet.getByTestId('verify-result')).toHaveText(/^✓ Match: the result recomputed/);
  await expectAxeClean(page, 'verify sheet');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
});
