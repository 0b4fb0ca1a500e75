import { expect, test } from '../support/test';
import { mockControl, uniqueUsername } from '../support/mock-control';
import { centralBalance, expectAxeCleanSettled, tokenOf, typeOnKeypad } from './wallet-helpers';

test('a new player deposits, transfers, recycles, binds a card, withdraws and gets a rejected withdrawal back', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const control = mockControl(request, baseURL!);

  // Register (every field valid; the account journey proves the refusals).
  const username = uniqueUsername('wal');
  await page.goto('#/pages/userPages/register');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('abcd1234');
  await page.getByLabel('Confirm password', { exact: true }).fill('abcd1234');
  // As a player writes it: the shared rule keeps the 11 digits.
  await page.getByLabel('Mobile number', { exact: true }).fill('+86 138 0013 8000');
  await page.getByLabel('Real name', { exact: true }).fill('Zhang San');
  await page.getByLabel('Withdrawal password', { exact: true }).fill('123456');
  await page.getByRole('checkbox', { name: /accept the user agreement/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/mine\/index/);

  // Deposit: FPS is the first method; 99 is refused with the contract's message.
  await page.getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { name: 'FPS express' })).toBeVisible();
  await expect(centralBalance(page)).toHaveText('¥0.00');
  await expectAxeCleanSettled(page, 'recharge (FPS)');
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('99');
  await amount.blur();
  await expect(page.getByText('Deposit amount must be between ¥100.00 and ¥50,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Depositor name is required')).toBeVisible();
  await expectAxeCleanSettled(page, 'recharge with errors');

  await page.getByRole('button', { name: '¥100', exact: true }).click();
  await expect(amount).toHaveValue('100');
  await expect(page.getByText('Deposit amount must be between ¥100.00 and ¥50,000.00')).toBeHidden();
  await page.getByLabel('Depositor name', { exact: true }).fill('Zhang San');
  await page.getByRole('button', { name: 'Submit deposit' }).click();

  // The payment page: pending, the amount, the account to pay to.
  await expect(page).toHaveURL(/home\/pay\?orderNo=/);
  await expect(page.getByRole('status')).toHaveText('Waiting for confirmation');
  await expect(page.getByText('¥100.00').first()).toBeVisible();
  await expect(page.getByText('168 888 88')).toBeVisible();
  await expectAxeCleanSettled(page, 'pay (pending)');
  const [pending] = await control.walletOrders('deposits', { username });
  expect(pending?.amount).toBe('100.00');

  // The clock passes the 2-minute approval delay; the balance refreshes to 100.00.
  await control.advanceClock(121_000);
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(centralBalance(page)).toHaveText('¥100.00');
  // The order itself follows: its status comes from the transaction records.
  await page.getByRole('button', { name: 'Refresh status' }).click();
  await expect(page.getByRole('status')).toHaveText('Deposit credited');
  await expectAxeCleanSettled(page, 'pay (credited)');

  // Transfer 60 to a venue.
  await page.goto('#/pages/mine/transfer');
  await expect(centralBalance(page)).toHaveText('¥100.00');
  await expectAxeCleanSettled(page, 'transfer');
  // A venue under maintenance cannot be chosen, and says why before anything is sent.
  await expect(page.getByRole('button', { name: /Dragon Hall Live/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Dragon Hall Live/ })).toContainText('Under maintenance');
  await page.getByRole('button', { name: /Aurora Slots/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('60');
  await page.getByRole('button', { name: 'Transfer now' }).click();
  await expect(centralBalance(page)).toHaveText('¥40.00');
  await expect(page.getByRole('button', { name: /Aurora Slots/ })).toContainText('¥60.00');

  // Venue → venue: the screen only offers central ↔ one venue, so the refusal is proved on the API.
  await expect(page.getByRole('group', { name: 'Direction' }).getByRole('button')).toHaveText(['Central → venue', 'Venue → central']);
  const refused = await request.post(`${new URL(baseURL!).origin}/api/fundslog/transfer`, {
    headers: { TOKEN: await tokenOf(page), lang: 'en' },
    data: { from: 'ag_slots', to: 'lucky_reels', amount: '10' },
  });
  const body = (await refused.json()) as { code: number; msg: string };
  expect(body.code).toBe(0);
  expect(body.msg).toContain('Venue wallets cannot transfer to each other');

  // One-click recycle, with a summary of what moved.
  await page.getByRole('button', { name: 'One-click recycle' }).click();
  const summary = page.getByRole('dialog');
  await expect(summary.getByText('Recycled to the central wallet')).toBeVisible();
  await expect(summary.getByRole('list', { name: 'Moved' })).toContainText('Aurora Slots');
  await expect(summary.getByText('Total ¥60.00')).toBeVisible();
  await expectAxeCleanSettled(page, 'recycle summary');
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(summary).toBeHidden();
  await expect(centralBalance(page)).toHaveText('¥100.00');

  // Withdrawal without a payee: guided to bind a card first.
  await page.goto('#/pages/mine/withdrawal');
  await expect(page.getByText('Bind a bank card first to withdraw to it.')).toBeVisible();
  await expectAxeCleanSettled(page, 'withdrawal (no payee)');
  await page.getByRole('link', { name: 'Bind a bank card' }).click();
  await expect(page).toHaveURL(/mine\/addBankCard/);
  await expectAxeCleanSettled(page, 'add bank card');
  // The cardholder comes filled in with the registered real name; another name is refused before anything is sent.
  const holder = page.getByLabel('Cardholder name', { exact: true });
  await expect(holder).toHaveValue('Zhang San');
  await expect(page.getByText('The cardholder name must match the real name on your account: Zhang San.')).toBeVisible();
  await holder.fill('Zhang3');
  await holder.blur();
  await expect(page.getByText('Cardholder name: Chinese or English letters and the dot (·) only')).toBeVisible();
  await holder.fill('Li Wei');
  await expect(page.getByText('Cardholder name must match the real name on your account', { exact: true })).toBeVisible();
  await holder.fill('ZHANG SAN');
  await page.getByLabel('Bank', { exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a bank' })).toBeVisible();
  await expectAxeCleanSettled(page, 'bank list');
  await page.getByText('Industrial and Commercial Bank of China').click();
  await page.getByLabel('Card number', { exact: true }).fill('6222 0210 0112 3456');
  await page.getByLabel('Card number', { exact: true }).blur();
  await expect(page.getByText('This card number is not valid; check the digits')).toBeVisible();
  await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
  await page.getByLabel('Bank address', { exact: true }).fill('Shenzhen Futian branch');
  await expectAxeCleanSettled(page, 'add bank card (filled)');
  await page.getByRole('button', { name: 'Bind account' }).click();

  // Back on the withdrawal page with the card: turnover is short, so the fee and warning show.
  await expect(page).toHaveURL(/mine\/withdrawal/);
  await expect(page.getByRole('button', { name: /Industrial and Commercial Bank of China/ })).toContainText('ZHANG SAN');
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await expect(page.getByText('Turnover is short by ¥100.00: an administrative fee of 5% applies to this withdrawal.')).toBeVisible();
  await expect(page.getByTestId('actual-amount')).toHaveText('¥95.00');
  await expect(page.getByText('¥5.00')).toBeVisible();
  await expectAxeCleanSettled(page, 'withdrawal (turnover short)');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();

  // The PIN pad: a wrong password is refused, the right one places the order.
  await expect(page.getByRole('dialog', { name: 'Enter withdrawal password' })).toBeVisible();
  await expectAxeCleanSettled(page, 'PIN pad');
  await typeOnKeypad(page, '000000');
  await expect(page.getByRole('dialog', { name: 'Enter withdrawal password' }).getByRole('alert')).toBeVisible();
  await typeOnKeypad(page, '123456');
  const result = page.getByRole('dialog').filter({ hasText: 'Withdrawal submitted' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Processing');
  await expect(result).toContainText('¥95.00');
  await result.getByRole('button', { name: 'Close' }).click();
  await expect(centralBalance(page)).toHaveText('¥0.00');
  await expect(page.getByText('Recent withdrawals')).toBeVisible();

  // Rejected by the platform: the whole amount comes back.
  const [withdrawal] = await control.walletOrders('withdrawals', { username });
  expect(withdrawal?.amount).toBe('100.00');
  await control.decideWithdrawal(withdrawal!.orderNo, 'reject');
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(centralBalance(page)).toHaveText('¥100.00');
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await expectAxeCleanSettled(page, 'withdrawal (rejected, money back)');
});
