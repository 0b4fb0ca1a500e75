import { expect, test } from '../support/test';
import { firstGameOf } from '../games/helpers';
import { mockControl } from '../support/mock-control';
import { centralBalance, expectAxeCleanSettled, logIn, tokenOf, typeOnKeypad } from '../wallet/wallet-helpers';
import { depositOnRecharge, recordRows } from './records-helpers';

/**
 * demo01 (8,888.00, a bound CMB card, withdrawal password 123456) deposits 100.00, moves 60.00 to a slots
 * venue, spins once, withdraws 100.00; then finds each in transaction records and the money log with its
 * type, amount and balance after, and opens the deposit's detail.
 */
test('deposit, transfer, play and withdraw, then find each in the records and open one', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const control = mockControl(request, baseURL!);
  const origin = new URL(baseURL!).origin;
  await logIn(page, 'demo01');

  const depositNo = await depositOnRecharge(page);
  await control.decideDeposit(depositNo, 'approve');

  // The transfer goes through the API (the wallet journeys prove the transfer page).
  const token = await tokenOf(page);
  const moved = await request.post(`${origin}/api/fundslog/transfer`, {
    headers: { TOKEN: token },
    data: { from: 'central', to: 'ag_slots', amount: '60.00' },
  });
  expect(((await moved.json()) as { code: number }).code).toBe(1);

  // One spin on the venue's first slot.
  const slot = await firstGameOf(request, baseURL!, 'ag_slots');
  await page.goto(`#/pages/home/gameDetail?id=${slot.id}&venue=ag_slots`);
  await page.getByRole('button', { name: 'Play now' }).click();
  await expect(page).toHaveURL(/\/play\//);
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.locator('#history li')).toHaveCount(1);
  const [bet] = await control.bets({ username: 'demo01' });
  expect(bet?.venueCode).toBe('ag_slots');

  // Withdraw 100.00 to the bound card.
  await page.goto('/h5/#/pages/mine/withdrawal');
  await expect(page.getByRole('button', { name: /China Merchants Bank/ })).toBeVisible();
  await expect(centralBalance(page)).toHaveText('¥8,928.00');
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await typeOnKeypad(page, '123456');
  const result = page.getByRole('dialog').filter({ hasText: 'Withdrawal submitted' });
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: 'Close' }).click();
  const [withdrawal] = await control.walletOrders('withdrawals', { username: 'demo01' });

  // Transaction records (today): withdrawal, transfer out, deposit — newest first, with status.
  await page.goto('#/pages/mine/transactionRecord');
  await expect(page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const trades = recordRows(page);
  await expect(trades).toHaveCount(3);
  await expect(trades.nth(0)).toContainText('Withdrawal');
  await expect(trades.nth(0)).toContainText('¥100.00');
  await expect(trades.nth(0)).toContainText('Processing');
  await expect(trades.nth(1)).toContainText('Transfer out');
  await expect(trades.nth(1)).toContainText('Central wallet → Aurora Slots');
  await expect(trades.nth(1)).toContainText('¥60.00');
  await expect(trades.nth(2)).toContainText('Deposit');
  await expect(trades.nth(2)).toContainText('Completed');
  await expectAxeCleanSettled(page, 'transaction records');

  // The type tabs come from the server: Deposit shows only the deposit.
  await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(trades).toHaveCount(1);
  await expect(page).toHaveURL(/type=1/);

  // Its detail: every field, copy order no., the balance change it made.
  await trades.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`transactionDetail\\?orderNo=${depositNo}`));
  await expect(page.getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
  await expect(page.getByText(depositNo)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy order number' })).toBeVisible();
  const changes = page.getByRole('region', { name: 'Balance changes' });
  await expect(changes).toContainText('+¥100.00');
  await expect(changes).toContainText('Balance ¥8,988.00');
  await expectAxeCleanSettled(page, 'transaction detail (deposit)');

  // Back keeps the filter.
  await page.goBack();
  await expect(page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Deposit', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The money log: every movement with its sign and the balance after it, the bet included.
  await page.goto('#/pages/mine/transactionHistory');
  const log = recordRows(page);
  const central = log.filter({ hasText: /Central wallet ·/ });
  await expect(central).toHaveCount(3);
  await expect(central.nth(0)).toContainText('Withdrawal');
  await expect(central.nth(0)).toContainText('-¥100.00');
  await expect(central.nth(0)).toContainText('Balance ¥8,828.00');
  await expect(central.nth(1)).toContainText('-¥60.00');
  await expect(central.nth(1)).toContainText('Balance ¥8,928.00');
  await expect(central.nth(2)).toContainText('+¥100.00');
  await expect(central.nth(2)).toContainText('Balance ¥8,988.00');
  await expect(log.filter({ hasText: 'Bet' }).first()).toContainText(`-¥${bet!.stake}`);
  await expect(log.filter({ hasText: 'Transfer in' })).toContainText('Aurora Slots');
  await expectAxeCleanSettled(page, 'transaction history');

  // From the money log, the withdrawal's detail.
  await central.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`orderNo=${withdrawal!.orderNo}`));
  await expect(page.getByRole('heading', { name: 'Withdrawal', level: 2 })).toBeVisible();
  await expect(page.getByText('The platform is processing this transaction.')).toBeVisible();
  await expectAxeCleanSettled(page, 'transaction detail (withdrawal)');
});
