import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { logIn, tokenOf } from '../wallet/wallet-helpers';
import { depositOnRecharge, pullDown } from './records-helpers';

/** Marks the document: still there afterwards means the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('a deposit approved by an operator turns Completed in transaction records without a reload, and its message arrives with the badge', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const mock = mockControl(request, baseURL!);
  await logIn(page, 'demo02');
  const badge = page.getByTestId('unread-badge');
  const unreadBefore = Number(await badge.textContent());

  const orderNo = await depositOnRecharge(page);
  await page.goto('#/pages/mine/transactionRecord');
  const row = page.locator(`.records-list > li:has(a[href*="${orderNo}"])`);
  await expect(row).toContainText('Processing');
  await expectAxeClean(page, 'transaction records (pending deposit)');

  await markDocument(page);
  await mock.decideDeposit(orderNo, 'approve');
  // The one poll while something is pending (every 5 s) brings it; no reload, no tap.
  await expect(row).toContainText('Completed', { timeout: 12_000 });
  expect(await sameDocument(page)).toBe(true);

  // My (an in-app navigation): the balance and the badge follow, still without a reload.
  await page.evaluate(() => (location.hash = '#/pages/tabbarPages/mine/index'));
  await expect(page.locator('.user-card-balance-amount')).toHaveText('¥600.00');
  await expect(badge).toHaveText(String(unreadBefore + 1));
  expect(await sameDocument(page)).toBe(true);

  await page.getByRole('link', { name: /^Messages/ }).click();
  await page.getByRole('button', { name: 'Personal' }).click();
  const news = page.getByRole('link', { name: /Deposit credited/ });
  await expect(news).toContainText('¥100.00');
  await expect(news).toContainText(orderNo);
  await expectAxeClean(page, 'messages (deposit credited)');
  await news.click();
  await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
  await page.getByRole('link', { name: 'View the transaction' }).click();
  await expect(page).toHaveURL(new RegExp(`transactionDetail\\?orderNo=${orderNo}`));
  await expect(page.locator('.records-detail-head')).toContainText('Completed');
});

test('pulling down a record list or My asks again for what it shows', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await logIn(page, 'demo02');
  const origin = new URL(baseURL!).origin;
  const token = await tokenOf(page);
  // A transfer made elsewhere (another device): nothing pending, so nothing polls for it.
  const transferElsewhere = async (amount: string) => {
    const response = await request.post(`${origin}/api/fundslog/transfer`, {
      headers: { token, lang: 'en' },
      data: { from: 'central', to: 'ag_slots', amount },
    });
    expect((await response.json()).code).toBe(1);
  };

  await page.goto('#/pages/mine/transactionRecord');
  await expect(page.getByText('No transactions in this period.')).toBeVisible();
  await expect(page.locator('.adm-pull-to-refresh')).toHaveCount(1); // the gesture arrives after the first screen
  await transferElsewhere('100.00');
  await pullDown(page);
  await expect(page.locator('.records-list > li')).toHaveCount(1);
  await expect(page.locator('.records-list > li')).toContainText('Transfer out');

  await page.goto('#/pages/tabbarPages/mine/index');
  await expect(page.locator('.user-card-balance-amount')).toHaveText('¥400.00');
  await expect(page.locator('.adm-pull-to-refresh')).toHaveCount(1);
  await transferElsewhere('50.00');
  await pullDown(page);
  await expect(page.locator('.user-card-balance-amount')).toHaveText('¥350.00');
  await expectAxeClean(page, 'My after a pull');
});
