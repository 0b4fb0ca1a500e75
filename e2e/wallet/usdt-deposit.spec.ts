import { expect, test } from '../support/test';
import { mockControl } from '../support/mock-control';
import { expectAxeCleanSettled, logIn } from './wallet-helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A real 1×1 png. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a USDT deposit: estimate from the rate, no receipt asked, then the exact amount, address and QR with its order', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'demo01');
  await page.goto('#/pages/mine/recharge');
  // The methods' gift badges come from their channels: FPS's first channel gives none, so "up to".
  await expect(page.getByRole('button', { name: 'FPS up to 0.5%' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Virtual currency/ })).toContainText('+1.5%');
  await page.getByRole('button', { name: /Virtual currency/ }).click();
  await expect(page.getByRole('heading', { name: 'USDT', exact: true })).toBeVisible();

  // 710 yuan at 7.10 yuan per USDT is exactly 100.00 USDT; the 1.5% gift is 10.65.
  await page.getByLabel('Amount', { exact: true }).fill('710');
  await expect(page.getByTestId('usdt-estimate')).toHaveText('100.00 USDT (TRC20)');
  await expect(page.getByText('Extra gift (1.5%)')).toBeVisible();
  await expect(page.getByText('¥10.65')).toBeVisible();
  await page.getByRole('button', { name: 'USDT-ERC20' }).click();
  await expect(page.getByTestId('usdt-estimate')).toHaveText('100.00 USDT (ERC20)');
  await page.getByRole('button', { name: 'USDT-TRC20' }).click();

  // Nothing to prove and nowhere to pay before the order exists: no receipt, no address.
  await expect(page.getByLabel('Receipt', { exact: true })).toHaveCount(0);
  await expect(page.getByText('TQ5dPfR7mG2xVh8kZcN3bWsJ4uYe6Ax9Kp')).toHaveCount(0);
  await expectAxeCleanSettled(page, 'recharge USDT (ready)');
  await page.getByRole('button', { name: 'Submit deposit' }).click();

  // The payment page: USDT amount, TRC20 address and its QR code.
  await expect(page).toHaveURL(/home\/pay\?orderNo=/);
  await expect(page.getByRole('status')).toHaveText('Waiting for confirmation');
  await expect(page.getByRole('heading', { name: 'Send USDT (TRC20)' })).toBeVisible();
  await expect(page.getByText('100.00 USDT')).toBeVisible();
  await expect(page.getByText('TQ5dPfR7mG2xVh8kZcN3bWsJ4uYe6Ax9Kp')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the USDT TRC20 address' })).toBeVisible();
  await expect(page.getByText('+ ¥10.65 extra gift')).toBeVisible();
  await expectAxeCleanSettled(page, 'pay (USDT)');

  // The platform approves it: 710 + 10.65 reach the central wallet.
  const [order] = await mockControl(request, baseURL!).walletOrders('deposits', { username: 'demo01' });
  await mockControl(request, baseURL!).decideDeposit(order!.orderNo, 'approve');
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByTestId('central-balance')).toHaveText('¥9,608.65');
});

test('an FPS large-amount deposit takes a receipt: its chip shows its own gift, its limit reads ¥1,000.00, an oversize receipt is refused before upload', async ({
  page,
}) => {
  await logIn(page, 'demo01');
  await page.goto('#/pages/mine/recharge');
  const channels = page.getByRole('group', { name: 'Channel' });
  await expect(channels.getByRole('button')).toHaveText(['FPS express', 'FPS large amount +0.5%']);
  await channels.getByRole('button', { name: /FPS large amount/ }).click();
  await expect(page.getByRole('heading', { name: 'FPS large amount' })).toBeVisible();
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('999');
  await amount.blur();
  await expect(page.getByText('The amount must be at least ¥1,000.00')).toBeVisible();
  await amount.fill('1000');
  await page.getByLabel('Depositor name', { exact: true }).fill('Zhang Wei');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Upload the payment receipt')).toBeVisible();

  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/common/upload')) uploads.push(r.url());
  });
  const receipt = page.getByLabel('Receipt', { exact: true });
  await receipt.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(16 * 1024 * 1024)]),
  });
  await expect(page.getByText('The image must be at most 15 MB')).toBeVisible();
  expect(uploads).toEqual([]);
  await expectAxeCleanSettled(page, 'recharge FPS large amount (oversize receipt)');

  await receipt.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  expect(uploads).toHaveLength(1);
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page).toHaveURL(/home\/pay\?orderNo=/);
  await expect(page.getByText('990 123 45')).toBeVisible();
});

test('a USDT payee: an address of the wrong format is refused, a TRC20 one is bound and listed', async ({ page }) => {
  await logIn(page, 'demo01');
  await page.goto('#/pages/mine/accountManagement');
  await expect(page.getByText('My TRON')).toBeVisible();
  await expectAxeCleanSettled(page, 'account management');
  await page.getByRole('link', { name: 'Add USDT account' }).click();
  await expect(page).toHaveURL(/mine\/addUSDT/);
  await expectAxeCleanSettled(page, 'add USDT (empty)');
  await page.getByLabel('Alias', { exact: true }).fill('Cold wallet');
  const address = page.getByLabel('Address', { exact: true });
  await address.fill('0x8f3C2a9b7E41d6A05c9D2e3F4b1A7c6D5e8F9a0B');
  await address.blur();
  await expect(page.getByText('This address does not match the selected protocol')).toBeVisible();
  await page.getByRole('button', { name: /ERC20/ }).click();
  await expect(page.getByText('This address does not match the selected protocol')).toBeHidden();
  await page.getByRole('button', { name: /TRC20/ }).click();
  await expect(page.getByText('This address does not match the selected protocol')).toBeVisible();
  await expectAxeCleanSettled(page, 'add USDT (wrong format)');
  await address.fill('TXyz123456789abcdefghijkmnopqrstuv');
  await page.getByRole('button', { name: 'Bind account' }).click();
  await expect(page).toHaveURL(/accountManagement/);
  await expect(page.getByText('Cold wallet')).toBeVisible();
  await expect(page.getByText('USDT accounts (2/5)')).toBeVisible();
});
