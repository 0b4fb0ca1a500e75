import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { textLineCount, wordsSplitAcrossLines } from '../support/text-layout';
import { openIssue, openRoomAs } from './lottery-helpers';

/** The toast of a placed bet: it names the round, and at 360 px it takes two lines; it breaks between words only. */
async function expectToastWrapsBetweenWords(page: Page, text: string) {
  const toast = page.locator('.adm-toast-main');
  await expect(toast).toHaveText(text);
  expect(await toast.evaluate((element) => getComputedStyle(element).wordBreak), 'a toast breaks lines between words').toBe('normal');
  expect(await textLineCount(toast), 'the message is long enough to wrap').toBeGreaterThan(1);
  expect(await wordsSplitAcrossLines(toast)).toEqual([]);
}

test('at 360 px a long toast wraps between words: the round number of a placed bet stays whole (English)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openRoomAs(page, '/pages/home/gameA', 'demo02');
  const issue = await openIssue(page);
  await page.getByRole('button', { name: /^Big/ }).click();
  await page.getByRole('button', { name: 'Place bet · ¥1.00' }).click();
  await expectToastWrapsBetweenWords(page, `Bet placed on round ${issue}`);
});

test('at 360 px a long toast wraps between words: the round number of a placed bet stays whole (Chinese)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_hans'));
  await openRoomAs(page, '/pages/home/gamenew', 'demo02', { username: '用户名', password: '密码', submit: '登录' });
  const issue = await openIssue(page);
  await page.getByRole('button', { name: /^绿/ }).click();
  await page.getByRole('button', { name: '确认下注 · ¥1.00' }).click();
  await expectToastWrapsBetweenWords(page, `已下注第 ${issue} 期`);
});
