import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { apiLogin, firstGameOf, logInAs, pickFilter, sumMoney, transferToVenue, yuan } from './helpers';

test('a player opens a slot with an empty venue wallet (hint), transfers, spins, returns, and finds the spins in bet records', async ({
  page,
  request,
  baseURL,
}) => {
  const slot = await firstGameOf(request, baseURL!, 'ag_slots');
  await page.goto(`#/pages/home/gameDetail?id=${slot.id}&venue=ag_slots`);
  await logInAs(page, 'demo02');
  await expect(page.getByRole('heading', { name: slot.name, level: 2 })).toBeVisible();
  await expect(page.getByText(`${slot.venueName} wallet`)).toBeVisible();
  await expect(page.locator('.lobby-play-wallet strong')).toHaveText('¥0.00');

  // Empty venue wallet: a hint with a link to the transfer page instead of the game.
  await page.getByRole('button', { name: 'Play now' }).click();
  await expect(page.getByRole('alert')).toContainText(`Your ${slot.venueName} wallet is empty`);
  await expect(page.getByRole('link', { name: `Transfer to ${slot.venueName}` })).toHaveAttribute(
    'href',
    /#\/pages\/mine\/transfer\?to=ag_slots/,
  );
  await expectAxeClean(page, 'game detail (empty venue wallet)');

  // The transfer goes through the API with the player's token: this journey is about the lobby; the
  // transfer page is the wallet feature's and has its own journeys.
  const token = await apiLogin(request, baseURL!, 'demo02');
  await transferToVenue(request, baseURL!, token, 'ag_slots', '100.00');
  await page.reload();
  await expect(page.locator('.lobby-play-wallet strong')).toHaveText('¥100.00');

  // This journey is about the records: the reels stop at once (demo-games.spec.ts watches them spin).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Play now' }).click();
  await expect(page).toHaveURL(/\/play\//);
  await expect(page.getByRole('heading', { name: slot.name, level: 1 })).toBeVisible();
  await expect(page.locator('#balance')).toHaveText('¥100.00');
  const spins = 4;
  for (let i = 1; i <= spins; i++) {
    await page.getByRole('button', { name: 'Spin' }).click();
    // Counted once the spin is written (before the first, the list holds its "no plays yet" line).
    await expect(page.locator('#history li', { hasText: 'Completed' })).toHaveCount(i);
  }
  await expectAxeClean(page, 'demo slot page');
  // Back to the app: the game's own page, not Home.
  await page.getByRole('link', { name: /Back to the app/ }).click();
  await expect(page).toHaveURL(new RegExp(`/h5/#/pages/home/gameDetail\\?id=${slot.id}&venue=ag_slots$`));

  // The venue balance is the game's outcome.
  const bets = (await mockControl(request, baseURL!).bets({ username: 'demo02' })).filter((b) => b.venueCode === 'ag_slots');
  expect(bets).toHaveLength(spins);
  const winLoss = sumMoney(bets.map((b) => b.winLoss));
  await expect(page.locator('.lobby-play-wallet strong')).toHaveText(yuan(sumMoney(['100.00', winLoss])));

  // Bet records (Today): the spins, their totals.
  await page.goto('#/pages/mine/betRecord');
  await expect(page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const list = page.locator('.lobby-bets > li');
  await expect(list).toHaveCount(spins);
  await expect(list.first()).toContainText(slot.name);
  await expect(list.first()).toContainText('Completed');
  await expect(page.getByTestId('totals-count')).toHaveText(String(spins));
  await expect(page.getByTestId('totals-stake')).toHaveText(yuan(sumMoney(bets.map((b) => b.stake))));
  await expect(page.getByTestId('totals-valid')).toHaveText(yuan(sumMoney(bets.map((b) => b.validBet))));
  await expect(page.getByTestId('totals-winloss')).toHaveText(yuan(winLoss, true));
  await expectAxeClean(page, 'bet records (today)');

  // One bet's page.
  const newest = bets[0]!;
  await list.first().getByRole('link').click();
  await expect(page).toHaveURL(/mine\/betDetail\?orderNo=/);
  await expect(page.getByText(newest.orderNo)).toBeVisible();
  await expect(page.getByRole('heading', { name: slot.name, level: 2 })).toBeVisible();
  await expectAxeClean(page, 'bet detail');
  // A reload (no row in hand) looks the order up.
  await page.reload();
  await expect(page.getByText(newest.orderNo)).toBeVisible();

  // The venue's own record page, from the game's page.
  await page.goto(`#/pages/home/gameDetail?id=${slot.id}&venue=ag_slots`);
  await page.getByRole('link', { name: `My bets at ${slot.venueName}` }).click();
  await expect(page).toHaveURL(/home\/record\?venue=ag_slots/);
  await expect(page.locator('.lobby-bets > li')).toHaveCount(spins);
  await expectAxeClean(page, 'game records (one venue)');
});

test('a sports bet shows Unfinished, is settled by the control API and then shows Completed (in Chinese)', async ({
  page,
  request,
  baseURL,
}) => {
  const control = mockControl(request, baseURL!);
  const match = await firstGameOf(request, baseURL!, 'harbour_sports', 'zh_hans');
  const token = await apiLogin(request, baseURL!, 'demo02');
  await transferToVenue(request, baseURL!, token, 'harbour_sports', '50.00');

  await page.goto('./');
  await page.evaluate(() => localStorage.setItem('lang', 'zh_hans'));
  await page.goto(`#/pages/home/gameDetail?id=${match.id}&venue=harbour_sports`);
  await page.reload(); // the language is read at start-up
  await page.getByLabel('用户名', { exact: true }).fill('demo02');
  await page.getByLabel('密码', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: match.name, level: 2 })).toBeVisible();
  await expectAxeClean(page, 'game detail (zh)');
  await page.getByRole('button', { name: '立即游戏' }).click();
  await expect(page).toHaveURL(/\/play\//);
  await page.getByRole('button', { name: '确认投注' }).click();
  await expect(page.locator('#history li')).toHaveCount(1);
  await page.getByRole('link', { name: /返回应用/ }).click();

  await page.goto('#/pages/mine/betRecord');
  const row = page.locator('.lobby-bets > li').first();
  await expect(row).toContainText(match.name);
  await expect(row).toContainText('未完成');
  // Filter by status: Unfinished only.
  await pickFilter(page, '状态', '未完成', '确定');
  await expect(page.locator('.lobby-bets > li')).toHaveCount(1);
  await expectAxeClean(page, 'bet records (zh, unfinished)');

  await control.settleBets({ username: 'demo02' });
  await pickFilter(page, '状态', '全部状态', '确定');
  await page.reload();
  await expect(page.locator('.lobby-bets > li').first()).toContainText('已完成');
  await pickFilter(page, '状态', '未完成', '确定');
  await expect(page.getByText('该时间段没有投注记录。')).toBeVisible();
  await expectAxeClean(page, 'bet records (zh, settled)');
});

test('bet records: presets follow the server day, and the custom range is picked with date pickers within the 30-day window', async ({
  page,
}) => {
  await page.goto('#/pages/mine/betRecord');
  await logInAs(page, 'demo01');
  await expect(page).toHaveURL(/mine\/betRecord/);
  const presets = page.getByRole('group', { name: 'Date range' });
  await presets.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page.locator('.lobby-bets > li').first()).toBeVisible();
  await expectAxeClean(page, 'bet records (demo01, last 30 days)');

  // Server time (MOCK_NOW 2026-11-22 +08:00 unless told): the window is 2026-10-24 … 2026-11-22.
  const serverDay = await page.evaluate(async () => {
    const res = await fetch('/api/common/getSystemInfo');
    return ((await res.json()) as { data: { serverTime: string } }).data.serverTime.slice(0, 10);
  });
  const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

  await presets.getByRole('button', { name: 'Custom' }).click();
  const picker = page.getByRole('group', { name: 'Custom date range' });
  // At 360 and 390 px the two date fields sit side by side inside the card, and no filter cuts its text.
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const card = (await picker.boundingBox())!;
    const start = (await picker.getByRole('button', { name: /^Start date/ }).boundingBox())!;
    const end = (await picker.getByRole('button', { name: /^End date/ }).boundingBox())!;
    expect(start.x + start.width, `${width} px: the dates do not overlap`).toBeLessThanOrEqual(end.x);
    expect(end.x + end.width, `${width} px: the end date stays in the card`).toBeLessThanOrEqual(card.x + card.width);
    for (const filter of await page.locator('.lobby-filters button').all()) {
      expect(await filter.evaluate((el) => el.scrollWidth <= el.clientWidth), `${width} px: ${await filter.textContent()} whole`).toBe(
        true,
      );
    }
  }
  await expectAxeClean(page, 'custom range open');

  // The start date comes from antd-mobile's DatePicker, bounded to the 30-day window (days beyond it
  // cannot be picked; the contract's refusal is the unit test's): 30 days exactly is allowed.
  await picker.getByRole('button', { name: /^Start date/ }).click();
  await page.locator('.adm-picker-header-button', { hasText: 'Confirm' }).click();
  await expect(picker.getByRole('button', { name: /^Start date/ })).toHaveText(dayBefore(serverDay, 29));
  await expect(picker.getByRole('button', { name: /^End date/ })).toHaveText(serverDay);
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(picker).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`range=custom&from=${dayBefore(serverDay, 29)}&to=${serverDay}`));
  await expect(page.getByText(`${dayBefore(serverDay, 29)} to ${serverDay}`)).toBeVisible();
  await expect(page.locator('.lobby-bets > li').first()).toBeVisible();
});
