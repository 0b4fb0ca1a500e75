import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { mockControl } from '../support/mock-control';
import { centralBalance, expectAxeCleanSettled, logIn, tokenOf, typeOnKeypad } from './wallet-helpers';

/** demo01: 8,888.00 central, a bound CMB card and withdrawal password 123456 (mock-server/README.md). */
const PLAYER = 'demo01';
const START = '¥8,888.00';
const AFTER_ONE = '¥8,788.00';

/** Every withdraw/submit the page sends, with the Idempotency-Key it carried. */
function recordSubmits(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().toLowerCase().includes('/api/withdraw/submit')) sent.push(r);
  });
  return sent;
}

async function openWithdrawal(page: Page) {
  await logIn(page, PLAYER);
  await page.goto('#/pages/mine/withdrawal');
  await expect(page.getByRole('button', { name: /China Merchants Bank/ })).toBeVisible();
  await expect(centralBalance(page)).toHaveText(START);
  await page.getByLabel('Amount', { exact: true }).fill('100');
}

/** The central balance the server holds, read as the app reads it (fundslog/getWalletList). */
async function serverCentral(page: Page, origin: string): Promise<string> {
  const answer = await page.request.get(`${origin}/api/fundslog/getWalletList`, { headers: { TOKEN: await tokenOf(page), lang: 'en' } });
  const body = (await answer.json()) as { code: number; data: { wallets: Array<{ code: string; balance: string }> } };
  expect(body.code).toBe(1);
  return body.data.wallets.find((w) => w.code === 'central')!.balance;
}

async function closeResult(page: Page) {
  const result = page.getByRole('dialog').filter({ hasText: 'Withdrawal submitted' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('¥100.00');
  await result.getByRole('button', { name: 'Close' }).click();
}

test('a double tap on Withdraw and on the last PIN digit places one order and debits once', async ({ page, request, baseURL }) => {
  const control = mockControl(request, baseURL!);
  const origin = new URL(baseURL!).origin;
  const sent = recordSubmits(page);
  await openWithdrawal(page);
  // A slow answer keeps the submission in flight while the second tap lands.
  await control.addFault({ path: 'withdraw/submit', kind: 'latency', ms: 1_500, times: 2 });

  await page.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Enter withdrawal password' })).toHaveCount(1);
  await expectAxeCleanSettled(page, 'PIN pad (after a double tap)');
  await typeOnKeypad(page, '12345');
  await page.locator('.adm-number-keyboard-popup').getByRole('button', { name: '6', exact: true }).dblclick();
  await closeResult(page);

  await expect(centralBalance(page)).toHaveText(AFTER_ONE);
  expect(await serverCentral(page, origin)).toBe('8788.00');
  const orders = await control.walletOrders('withdrawals', { username: PLAYER });
  expect(orders.map((o) => o.amount)).toEqual(['100.00']);

  // Whatever reached the server carried one key: sent again at once with it, the same order answers.
  expect(sent.length).toBeGreaterThanOrEqual(1);
  expect(new Set(sent.map((r) => r.headers()['idempotency-key'])).size).toBe(1);
  const replays = await Promise.all(
    [0, 1].map(() => request.post(sent[0]!.url(), { headers: sent[0]!.headers(), data: sent[0]!.postDataJSON() as unknown })),
  );
  for (const replay of replays) {
    const body = (await replay.json()) as { code: number; data: { orderNo: string } };
    expect(body.code).toBe(1);
    expect(body.data.orderNo).toBe(orders[0]!.orderNo);
  }
  expect(await control.walletOrders('withdrawals', { username: PLAYER })).toHaveLength(1);
  expect(await serverCentral(page, origin)).toBe('8788.00');
  await expectAxeCleanSettled(page, 'withdrawal (one order)');
});

test('a dropped connection on submit: the player sees the error, retries the same submission, and is debited once', async ({
  page,
  request,
  baseURL,
}) => {
  const control = mockControl(request, baseURL!);
  const origin = new URL(baseURL!).origin;
  const sent = recordSubmits(page);
  await openWithdrawal(page);
  // Chromium itself resends a request (the same request, the same key) when a kept-alive connection closes
  // without an answer, so a single drop never reaches the player: the connection drops until "the network
  // is back" (the fault cleared), which the player sees as an error.
  await control.addFault({ path: 'withdraw/submit', kind: 'drop' });

  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const pin = page.getByRole('dialog', { name: 'Enter withdrawal password' });
  await typeOnKeypad(page, '123456');
  // No answer came: the sheet stays open with the error, nothing was debited.
  await expect(pin.getByRole('alert')).toBeVisible();
  await expectAxeCleanSettled(page, 'PIN pad (network error)');
  expect(await control.walletOrders('withdrawals', { username: PLAYER })).toEqual([]);
  await control.clearFaults();

  // The player tries again: the same values, so the same submission and the same key.
  await typeOnKeypad(page, '123456');
  await closeResult(page);
  const keys = sent.map((r) => r.headers()['idempotency-key']);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(keys[0]).toBeTruthy();
  expect(new Set(keys)).toEqual(new Set([keys[0]]));

  await expect(centralBalance(page)).toHaveText(AFTER_ONE);
  expect(await serverCentral(page, origin)).toBe('8788.00');
  const orders = await control.walletOrders('withdrawals', { username: PLAYER });
  expect(orders.map((o) => o.amount)).toEqual(['100.00']);
  await expectAxeCleanSettled(page, 'withdrawal (after the retry)');
});
