import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { staleTab } from '../welfare/welfare-helpers';
import { expectAxeCleanSettled, logIn } from '../wallet/wallet-helpers';
import { approvedDeposit, expectNoSidewaysScroll } from './promotion-helpers';

/** A promotion of each tab that the seeded catalogue holds (mock-server/src/areas/promotions/catalogue.ts). */
const TABS = [
  { name: 'Limited Time Event', classId: 1, shows: 'Harbour Lights Festival', hides: 'Daily reload bonus' },
  { name: 'New Member First Deposit', classId: 2, shows: 'New member first deposit bonus', hides: 'Harbour Lights Festival' },
  { name: 'Daily Event', classId: 3, shows: 'Daily reload bonus', hides: 'VIP weekly boost' },
  { name: 'High Rebate', classId: 4, shows: 'Daily rebate up to 1.2%', hides: 'Daily reload bonus' },
  { name: 'VIP Privilege', classId: 5, shows: 'VIP weekly boost', hides: 'Daily rebate up to 1.2%' },
];

test('a new player browses every promotion tab, applies for the first-deposit bonus once (a stale page is refused) and finds it in the balance and reward records', async ({
  page,
  request,
  baseURL,
}) => {
  // demo03: registered yesterday, no deposit yet (mock-server/README.md).
  await logIn(page, 'demo03');
  await approvedDeposit(page, request, baseURL!, '500.00');
  // The deposit was made outside this page: a reload shows it.
  await page.reload();
  await expect(page.locator('.user-card-balance-amount')).toHaveText('¥500.00');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotion' }).click();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Harbour Lights Festival' })).toBeVisible();
  await expectAxeClean(page, 'promotions, All');
  for (const tab of TABS) {
    await page.getByRole('tab', { name: tab.name }).click();
    await expect(page).toHaveURL(new RegExp(`class=${tab.classId}`));
    await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: tab.shows })).toBeVisible();
    await expect(page.getByRole('heading', { name: tab.hides })).toHaveCount(0);
  }
  await expectAxeClean(page, 'promotions, VIP Privilege');

  await page.getByRole('tab', { name: 'New Member First Deposit' }).click();
  await page.getByRole('link', { name: /New member first deposit bonus/ }).click();
  await expect(page).toHaveURL(/preferential\/detail\?id=1/);
  const terms = page.getByRole('region', { name: 'Terms at a glance' });
  await expect(terms.getByRole('definition').filter({ hasText: '10 × the bonus in valid bets' })).toBeVisible();
  await expect(page.getByText('You qualify: applying now adds ¥500.00 to your central wallet.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, 'promotion detail, can apply');

  const other = await staleTab(page, '#/pages/preferential/detail?id=1');
  await expect(other.getByRole('button', { name: 'Apply now' })).toBeEnabled();

  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByText('¥500.00 added to your central wallet (turnover +¥5,000.00)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Received' })).toBeDisabled();
  await expect(page.getByText('You received ¥500.00. You have already received this bonus: it is once per player')).toBeVisible();
  await expectAxeCleanSettled(page, 'promotion detail, received');

  // The page left open from before says Apply: the server refuses, and the page catches up.
  await other.getByRole('button', { name: 'Apply now' }).click();
  await expect(other.getByText('You have already received this bonus: it is once per player').first()).toBeVisible();
  await expect(other.getByRole('button', { name: 'Received' })).toBeDisabled();
  await other.close();

  // Back keeps the tab the promotion was opened from.
  await page.goBack();
  await expect(page).toHaveURL(/preferential\/index\?class=2/);
  await expect(page.getByRole('tab', { name: 'New Member First Deposit' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('#/pages/preferential/detail?id=1');
  await page.getByRole('link', { name: 'Reward records' }).click();
  const row = page.locator('.records-row').filter({ hasText: 'New member first deposit bonus' });
  await expect(row).toContainText('+¥500.00');
  await expect(row).toContainText('Turnover requirement +¥5,000.00');
  await expectAxeClean(page, 'reward records with the bonus');
  await page.goto('#/pages/tabbarPages/mine/index');
  await expect(page.locator('.user-card-balance-amount')).toHaveText('¥1,000.00');
  expect((await mockControl(request, baseURL!).ctl.funds.audit()).problems).toEqual([]);
});

test('at 360 px a VIP2 player is told why the VIP weekly boost is not for them yet, and is led to the VIP levels', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, 'demo01');
  await page.goto('#/pages/tabbarPages/preferential/index?class=5');
  await expect(page.getByRole('tab', { name: 'VIP Privilege' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: /VIP weekly boost/ }).click();
  await expect(page.getByText('This bonus is for VIP3 and above: you are VIP2')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, 'promotion detail, not eligible (360 px)');
  await page.getByRole('link', { name: 'See VIP levels' }).click();
  await expect(page).toHaveURL(/#\/pages\/mine\/vip$/);
});

test('"deposit ¥1,000.00 during the event" leads to the deposit page, and once deposited the player applies', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'demo02');
  await page.goto('#/pages/preferential/detail?id=2');
  await expect(
    page.getByText('Deposit at least ¥1,000.00 in total during the event: you have deposited ¥0.00 since 2026-11-19'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not eligible yet' })).toHaveCount(0);
  await expectAxeClean(page, 'promotion detail, not eligible with a way forward');
  await page.getByRole('link', { name: 'Deposit now' }).click();
  await expect(page).toHaveURL(/#\/pages\/mine\/recharge$/);
  await expect(page.locator('form button[type="submit"]')).toBeVisible();

  await approvedDeposit(page, request, baseURL!, '1000.00');
  await page.goBack();
  await expect(page).toHaveURL(/preferential\/detail\?id=2/);
  await page.reload();
  await expect(page.getByText('You qualify: applying now adds ¥58.00 to your central wallet.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByRole('button', { name: 'Received' })).toBeDisabled();

  // A rebate that needs valid bets leads to the games.
  await page.goto('#/pages/preferential/detail?id=3');
  await expect(page.getByText('The rebate needs valid bets of at least ¥100.00 yesterday: yours were ¥0.00')).toBeVisible();
  await page.getByRole('link', { name: 'Play games' }).click();
  await expect(page).toHaveURL(/#\/pages\/tabbarPages\/home\/index$/);
});
