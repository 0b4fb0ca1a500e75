import type { Page } from '@playwright/test';
import { logIn } from '../wallet/wallet-helpers';
import { expect, inDrawer, test } from './demo-test';

const central = (page: Page) => page.getByTestId('central-balance');

test('in the static demo, demo01 deposits and a drawer approves it, transfers and recycles, and a reload, a hard reload, a stopped worker, a second tab and a reopened tab all find the same world', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // Whether the worker controlled each page load from its start (a hard reload must bypass it, so the claim is proven).
  await context.addInitScript(() => Object.assign(window, { controlledAtStart: navigator.serviceWorker.controller !== null }));
  const controlledAtStart = (on: Page) => on.evaluate(() => (window as Window & { controlledAtStart?: boolean }).controlledAtStart);
  await logIn(page, 'demo01');

  // A deposit of ¥100, pending until the drawer approves it.
  await page.getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { name: 'FPS express' })).toBeVisible();
  await expect(central(page)).toHaveText('¥8,888.00');
  await page.getByRole('button', { name: '¥100', exact: true }).click();
  await page.getByLabel('Depositor name', { exact: true }).fill('Zhang San');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page).toHaveURL(/home\/pay\?orderNo=/);
  // demo01 never answered the invitation to set a deposit limit: it comes over the pay page, and is skipped.
  const invitation = page.getByRole('dialog', { name: 'Set a deposit limit?' });
  await invitation.getByRole('button', { name: 'Skip' }).click();
  await expect(invitation).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('Waiting for confirmation');
  const orderNo = new URL(page.url().replace('#', '')).searchParams.get('orderNo') ?? '';
  await inDrawer(page, async (drawer) => {
    const row = drawer.locator('li', { hasText: orderNo });
    await expect(row).toContainText('demo01');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(drawer.getByText(`Deposit ${orderNo} approved.`)).toBeVisible();
  });
  await page.getByRole('button', { name: 'Refresh status' }).click();
  await expect(page.getByRole('status')).toHaveText('Deposit credited');
  await expect(central(page)).toHaveText('¥8,988.00');

  // ¥60 to a venue, then everything back.
  await page.goto('#/pages/mine/transfer');
  await page.getByRole('button', { name: /Aurora Slots/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('60');
  await page.getByRole('button', { name: 'Transfer now' }).click();
  await expect(central(page)).toHaveText('¥8,928.00');
  await expect(page.getByRole('button', { name: /Aurora Slots/ })).toContainText('¥60.00');
  await page.getByRole('button', { name: 'One-click recycle' }).click();
  const summary = page.getByRole('dialog', { name: 'Recycled to the central wallet' });
  await expect(summary.getByText('Total ¥60.00')).toBeVisible();
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(summary).toBeHidden();
  await expect(central(page)).toHaveText('¥8,988.00');
  await page.getByRole('button', { name: /Aurora Slots/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('25');
  await page.getByRole('button', { name: 'Transfer now' }).click();
  await expect(central(page)).toHaveText('¥8,963.00');

  // After a reload the page is still on the transfer page; another tab opens it.
  const sameWorld = async (on: Page, label: string) => {
    if (!on.url().includes('/pages/mine/transfer')) await on.goto('#/pages/mine/transfer');
    await expect(central(on), label).toHaveText('¥8,963.00');
    await expect(on.getByRole('button', { name: /Aurora Slots/ }), label).toContainText('¥25.00');
  };

  await page.reload();
  expect(await controlledAtStart(page)).toBe(true);
  await sameWorld(page, 'after a reload');

  // A hard reload bypasses the worker: the page asks it to take over before the app calls anything.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await sameWorld(page, 'after a hard reload');
  expect(await controlledAtStart(page)).toBe(false);

  // The browser stops an idle worker and drops its memory: the next call starts it from IndexedDB.
  const states: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => states.push(...versions.map((version) => version.runningStatus)));
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => states.at(-1)).toBe('stopped');
  await page.getByRole('button', { name: 'Refresh balance' }).first().click();
  await sameWorld(page, 'after the worker was stopped');
  expect(states.at(-1)).toBe('running');

  // A second tab is the same world: what one does, the other sees.
  const second = await context.newPage();
  await sameWorld(second, 'in a second tab');
  await second.getByRole('button', { name: /Aurora Slots/ }).click();
  await second.getByLabel('Amount', { exact: true }).fill('5');
  await second.getByRole('button', { name: 'Transfer now' }).click();
  await expect(central(second)).toHaveText('¥8,958.00');
  await page.reload();
  await expect(central(page)).toHaveText('¥8,958.00');

  // Every tab closed, then the demo opened again.
  await second.close();
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('#/pages/mine/transfer');
  await expect(central(reopened)).toHaveText('¥8,958.00');

  // Reset: the seeded world again, and a login to go on.
  await reopened.getByRole('button', { name: 'Demo controls' }).click();
  await reopened.getByRole('dialog', { name: 'Demo controls' }).getByRole('button', { name: 'Reset demo' }).click();
  await reopened.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(reopened).toHaveURL(/userPages\/login/);
  await logIn(reopened, 'demo01');
  await reopened.goto('#/pages/mine/transfer');
  await expect(central(reopened)).toHaveText('¥8,888.00');
  await expect(reopened.getByRole('button', { name: /Aurora Slots/ })).toContainText('¥0.00');
});
