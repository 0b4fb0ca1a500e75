import { expectAxeClean } from '../support/axe';
import { logIn } from '../wallet/wallet-helpers';
import { expect, test } from './demo-test';

test('in the static demo, the drawer loads a scenario: the page reloads into it, its player logs in, and its pending money waits in the drawer', async ({
  page,
}) => {
  await page.goto('');
  await page.getByRole('button', { name: 'Demo controls' }).click();
  const drawer = page.getByRole('dialog', { name: 'Demo controls' });
  const row = drawer.locator('li', { hasText: 'pending-money' });
  await expect(row).toBeVisible();
  await expectAxeClean(page, 'demo drawer');
  const credentials = row.getByText(/^Log in as pending01 \/ /);
  const password = /\/ (\S+)$/.exec((await credentials.textContent()) ?? '')?.[1] ?? '';
  await row.getByRole('button', { name: 'Load' }).click();
  await page.getByRole('dialog', { name: 'Load the scenario pending-money?' }).getByRole('button', { name: 'Load' }).click();
  await expect(drawer).toBeHidden();

  await logIn(page, 'pending01', password);
  await page.getByRole('button', { name: 'Demo controls' }).click();
  await expect(drawer.locator('li', { hasText: 'pending01 · ¥1,000.00' })).toBeVisible();
  await expect(drawer.locator('li', { hasText: 'pending01 · ¥500.00' })).toBeVisible();
});
