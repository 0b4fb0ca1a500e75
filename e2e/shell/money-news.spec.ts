import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { depositOnRecharge, pullDown } from '../records/records-helpers';
import { logIn, tokenOf } from '../wallet/wallet-helpers';

/** The app's ask for the newest personal messages (the money news watch), as it goes out. */
const newsAsked = (page: Page) =>
  page.waitForResponse((response) => /getAllMessageList\?.*pageSize=5/.test(response.url()) && response.ok());

test('a deposit credited by an operator is news on the next screen: a notice that opens it, the badge counting it, the new balance', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const mock = mockControl(request, baseURL!);
  const firstLook = newsAsked(page);
  await logIn(page, 'demo02');
  await firstLook; // this device now knows where the news stands: nothing older is announced
  const badge = page.getByTestId('unread-badge');
  const unreadBefore = Number(await badge.textContent());
  await expect(page.getByTestId('money-news')).toHaveCount(0);

  const orderNo = await depositOnRecharge(page);
  await mock.decideDeposit(orderNo, 'approve');

  // The next screen (an in-app navigation, no reload) brings the notice, the badge and the balance.
  await page.evaluate(() => (location.hash = '#/pages/tabbarPages/mine/index'));
  const notice = page.getByTestId('money-news');
  await expect(notice).toContainText('Money news');
  await expect(notice).toContainText('Deposit credited');
  // Focus holds it (it would go by itself after six seconds) while the rest of the screen is checked.
  await notice.getByRole('button', { name: /Deposit credited/ }).focus();
  await expect(badge).toHaveText(String(unreadBefore + 1));
  await expect(page.locator('.user-card-balance-amount')).toHaveText('¥600.00');
  await expectAxeClean(page, 'My with a money notice');

  await notice.getByRole('button', { name: /Deposit credited/ }).click();
  await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
  await expect(page.getByText(orderNo)).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Read: the badge goes back, and the next screens say nothing more about it.
  await page.evaluate(() => (location.hash = '#/pages/tabbarPages/mine/index'));
  await expect(badge).toHaveText(String(unreadBefore));
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('home-balance')).toHaveText('¥600.00');
  await expect(notice).toHaveCount(0);
});

test('pulling the home down shows a balance changed behind its back', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await logIn(page, 'demo02');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('home-balance')).toHaveText('¥500.00');
  await expect(page.locator('.adm-pull-to-refresh')).toHaveCount(1); // the gesture arrives after the first screen

  // A transfer made on another device: nothing pending, nothing polls, so the home shows the old figure.
  const response = await request.post(`${new URL(baseURL!).origin}/api/fundslog/transfer`, {
    headers: { token: await tokenOf(page), lang: 'en' },
    data: { from: 'central', to: 'ag_slots', amount: '120.00' },
  });
  expect((await response.json()).code).toBe(1);
  await expect(page.getByTestId('home-balance')).toHaveText('¥500.00');

  await pullDown(page);
  await expect(page.getByTestId('home-balance')).toHaveText('¥380.00');
  await expectAxeClean(page, 'home after a pull');
});
