import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { openRoomAs } from './lottery-helpers';

test('a player checks a past round of the five-digit game in the browser: hash and result both match, also for an older round of the history', async ({
  page,
}) => {
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

  // An older round from the paged draw history (caipiao/getHistory).
  await page.getByRole('button', { name: 'All results' }).click();
  const history = page.getByRole('dialog', { name: 'Draw history' });
  const rows = history.locator('.lottery-recent li');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(20);
  const older = /\d{8}-\d{4}/.exec((await rows.nth(15).textContent()) ?? '')?.[0];
  await rows
    .nth(15)
    .getByRole('button', { name: `Verify round ${older}` })
    .click();
  const olderSheet = page.getByRole('dialog', { name: `Verify round ${older}` });
  await expect(olderSheet.getByTestId('verify-result')).toHaveText(/^✓ Match/);
  await expectAxeClean(page, 'verify sheet over the history');
});
