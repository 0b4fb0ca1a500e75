import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { apiLogin, firstGameOf, logInAs, sumMoney, transferToVenue, yuan } from './helpers';

/** demo02's venue wallet funded from the central one: the journeys are about the games, the transfer page has its own. */
async function fundVenue(request: APIRequestContext, baseURL: string, venue: string, amount: string) {
  await transferToVenue(request, baseURL, await apiLogin(request, baseURL, 'demo02'), venue, amount);
}

/** From the game's page in the app (logged in as demo02) to the venue's demo page. */
async function openFromApp(page: Page, game: { id: number; name: string }, venue: string) {
  await page.goto(`#/pages/home/gameDetail?id=${game.id}&venue=${venue}`);
  await logInAs(page, 'demo02');
  await page.getByRole('button', { name: 'Play now' }).click();
  await expect(page).toHaveURL(/\/play\//);
  await expect(page.getByRole('heading', { name: game.name, level: 1 })).toBeVisible();
}

/** Back in the app: the venue wallet on the game's page is the funding plus the bets' win/loss, and the bet records list them. */
async function expectBooked(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  game: { name: string },
  venue: string,
  funded: string,
) {
  const bets = (await mockControl(request, baseURL).bets({ username: 'demo02' })).filter((b) => b.venueCode === venue);
  expect(bets.length).toBeGreaterThan(0);
  await page.getByRole('link', { name: /Back to the app/ }).click();
  await expect(page.locator('.lobby-play-wallet strong')).toHaveText(yuan(sumMoney([funded, ...bets.map((b) => b.winLoss)])));
  await page.goto('#/pages/mine/betRecord');
  const rows = page.locator('.lobby-bets > li');
  await expect(rows).toHaveCount(bets.length);
  await expect(rows.first()).toContainText(game.name);
  await expect(rows.first()).toContainText('Completed');
  return bets;
}

test('slots: the reels stop on the spin the mock decided, with the win line when it pays, and the spin is a bet', async ({
  page,
  request,
  baseURL,
}) => {
  const slot = await firstGameOf(request, baseURL!, 'lucky_reels');
  await fundVenue(request, baseURL!, 'lucky_reels', '100.00');
  await openFromApp(page, slot, 'lucky_reels');
  await expect(page.locator('.reel')).toHaveCount(3);
  for (let spin = 1; spin <= 3; spin++) {
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect(page.locator('#history li', { hasText: 'Completed' })).toHaveCount(spin);
    // The middle row is the outcome the bet records (its content is "Spin ♦ ♣ 7…").
    const middle = await page.locator('.strip').evaluateAll((strips) => strips.map((strip) => strip.children[1]?.textContent ?? ''));
    await expect(page.locator('#history li').first()).toContainText(`Spin ${middle.join(' ')}`);
    const won = /^Win/.test((await page.locator('#result').textContent()) ?? '');
    await expect(page.locator('.payline')).toBeVisible({ visible: won });
  }
  await expectAxeClean(page, 'demo slot (reels)');
  await expectBooked(page, request, baseURL!, slot, 'lucky_reels', '100.00');
});

test('fishing: fish swim in the sea (still for reduced motion), a shot is fired and booked', async ({ page, request, baseURL }) => {
  const fishing = await firstGameOf(request, baseURL!, 'deep_sea');
  await fundVenue(request, baseURL!, 'deep_sea', '50.00');
  await openFromApp(page, fishing, 'deep_sea');
  const fish = page.locator('.scene-fishing .fish');
  await expect(fish).toHaveCount(5);
  expect(await fish.first().evaluate((node) => getComputedStyle(node).animationName)).toBe('swim');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await fish.first().evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
  for (let shot = 1; shot <= 3; shot++) {
    await page.getByRole('button', { name: 'Fire' }).click();
    await expect(page.locator('#history li', { hasText: 'Completed' })).toHaveCount(shot);
  }
  await expect(page.locator('#result')).toContainText(/Win|No win/);
  await expectAxeClean(page, 'demo fishing (sea)');
  await expectBooked(page, request, baseURL!, fishing, 'deep_sea', '50.00');
});

test('live: a bet on a table zone waits for the round, the clock deals it, and the table shows the dealt result', async ({
  page,
  request,
  baseURL,
}) => {
  const control = mockControl(request, baseURL!);
  const table = await firstGameOf(request, baseURL!, 'pearl_live');
  await fundVenue(request, baseURL!, 'pearl_live', '100.00');
  await openFromApp(page, table, 'pearl_live');
  const zones = page.locator('.zones label');
  // The page's script draws the table after the heading: wait for its zones.
  await expect.poll(() => zones.count()).toBeGreaterThan(1);
  await zones.nth(1).click();
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.locator('#history li')).toHaveCount(1);
  await expect(page.locator('#history li').first()).toContainText('Unfinished');
  await expect(page.locator('.waiting')).toHaveText('Bets are in: waiting for the deal');
  await expectAxeClean(page, 'demo live table (bet placed)');

  // The round is dealt on the mock clock; the page's next refresh shows it.
  await control.advanceClock(2 * 60_000);
  await expect(page.locator('#result')).toContainText('Winner', { timeout: 10_000 });
  await expect(page.locator('.dealt')).not.toBeEmpty();
  await expect(page.locator('.zones label.won')).toHaveCount(1);
  await expect(page.locator('#history li').first()).toContainText('Completed');
  const [bet] = await expectBooked(page, request, baseURL!, table, 'pearl_live', '100.00');
  expect(bet!.status).toBe(1);
});

test('sports: odds on the match, a slip, and a bet that stays Unfinished until the match ends on the clock', async ({
  page,
  request,
  baseURL,
}) => {
  const control = mockControl(request, baseURL!);
  const match = await firstGameOf(request, baseURL!, 'summit_sports');
  await fundVenue(request, baseURL!, 'summit_sports', '60.00');
  await openFromApp(page, match, 'summit_sports');
  await expect(page.locator('.scoreboard .team')).toHaveCount(2);
  const away = page.locator('.odds-board label').last();
  const odds = (await away.locator('.odds').textContent())!;
  await away.click();
  await page.getByLabel('Stake (¥)').fill('20.00');
  await expect(page.locator('#slip')).toHaveText(`Bet slip: Away win @ ${odds} · ¥20.00`);
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.locator('#history li')).toHaveCount(1);
  await expect(page.locator('#history li').first()).toContainText(`Away win @ ${odds}`);
  await expect(page.locator('#balance')).toHaveText('¥40.00');
  await expectAxeClean(page, 'demo sports match (bet placed)');

  // A minute before full time it is still open; after it, the clock has settled it.
  const [open] = await control.bets({ username: 'demo02' });
  const clock = await control.ctl.world.clock();
  const toFullTime = Date.parse(open!.dueAt!) - clock.nowMs;
  await control.advanceClock(toFullTime - 60_000);
  expect((await control.bets({ username: 'demo02' }))[0]!.status).toBe(0);
  await control.advanceClock(61_000);
  await expect(page.locator('#history li').first()).toContainText('Completed', { timeout: 10_000 });
  const [settled] = await expectBooked(page, request, baseURL!, match, 'summit_sports', '60.00');
  expect(['-20.00', sumMoney([`${(Math.round(Number(odds) * 2000) / 100).toFixed(2)}`, '-20.00'])]).toContain(settled!.winLoss);
});
