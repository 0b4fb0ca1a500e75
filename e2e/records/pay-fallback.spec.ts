import { expect, seeGreetingsAlready, test, worldHeaders } from '../support/test';
import { expectAxeCleanSettled, logIn } from '../wallet/wallet-helpers';
import { depositOnRecharge } from './records-helpers';

test("a pending deposit's pay page opened in a fresh browser shows the server's record and links to its detail", async ({
  page,
  browser,
  baseURL,
  world,
}) => {
  await logIn(page, 'demo02');
  const orderNo = await depositOnRecharge(page);

  // Another browser: no order kept on this device.
  const fresh = await browser.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: worldHeaders(world),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await seeGreetingsAlready(fresh);
  const other = await fresh.newPage();
  try {
    await logIn(other, 'demo02');
    await other.goto(`#/pages/home/pay?orderNo=${orderNo}`);
    await expect(other.getByRole('status')).toHaveText('Waiting for confirmation');
    await expect(other.getByText('Order not found')).toHaveCount(0);
    await expect(other.getByText('Shown from your transaction records', { exact: false })).toBeVisible();
    await expect(other.getByText('FPS express')).toBeVisible();
    await expect(other.getByText(orderNo)).toBeVisible();
    await expectAxeCleanSettled(other, 'pay page (server record)');

    await other.getByRole('link', { name: 'Transaction details' }).click();
    await expect(other).toHaveURL(new RegExp(`transactionDetail\\?orderNo=${orderNo}`));
    await expect(other.getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
    await expect(other.locator('.records-detail-head')).toContainText('Processing');
    await expectAxeCleanSettled(other, 'transaction detail (pending deposit)');

    // An order number the server does not know: not found, with the real records behind the link.
    await other.goto('#/pages/home/pay?orderNo=DP20000101000001');
    await expect(other.getByText('Order not found')).toBeVisible();
    await other.getByRole('link', { name: 'Transaction records' }).click();
    await expect(other).toHaveURL(/mine\/transactionRecord/);
    await expect(other.locator('.records-list > li')).toHaveCount(1);
  } finally {
    await fresh.close();
  }
});
