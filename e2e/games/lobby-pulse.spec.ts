import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { logInAs } from './helpers';

interface ListedGame {
  id: number;
  name: string;
  venueCode: string;
  demo: boolean;
}

test("the lobby's pulse: the jackpot and the big wins move from the world, and a game played shows under Recently played", async ({
  page,
  request,
  baseURL,
}) => {
  // Three pages, each checked by axe and for layout at two widths: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const res = await request.get(new URL('/api/game/getAllGameList?venueCode=ag_slots&pageSize=20', baseURL).href, {
    headers: { lang: 'en' },
  });
  const slot = ((await res.json()) as { data: { list: ListedGame[] } }).data.list.find((g) => g.demo);
  if (!slot) throw new Error('no slot with a trial');

  await page.goto('#/pages/userPages/login');
  await logInAs(page, 'demo02');
  await page.goto('./');
  await expect(page.getByTestId('home-balance')).toHaveText('¥500.00');

  // The jackpot's figure is the world's pool, formatted by the one money formatter.
  await expect(page.getByRole('region', { name: 'Jackpot' }).getByTestId('jackpot-amount')).toHaveText(/^¥\d{1,3}(,\d{3})+\.\d\d$/);
  // The ticker: masked names, real game names, amounts; it moves until paused (WCAG 2.2.2).
  const ticker = page.getByRole('region', { name: 'Recent big wins' });
  await expect(ticker.getByRole('listitem').first()).toHaveText(/^[A-Za-z]{2}\*\*\* won in .+ ¥\d{1,3}(,\d{3})*\.\d\d$/);
  await expect(ticker).toHaveAttribute('data-moving', 'true');
  await ticker.getByRole('button', { name: 'Pause' }).click();
  await expect(ticker).toHaveAttribute('data-moving', 'false');
  // A player who has played nothing has no Recently played row.
  await expect(page.getByTestId('recently-played')).toHaveCount(0);
  await expectAxeClean(page, 'home with the pulse (player)');

  // Plays a slot (its trial), then back in the lobby it leads Recently played, from the world's record of play.
  await page.goto(`#/pages/home/gameDetail?id=${slot.id}&venue=${slot.venueCode}`);
  await page.getByRole('button', { name: 'Try for free' }).click();
  await expect(page).toHaveURL(/\/play\//);
  await page.goto('./');
  const recent = page.getByRole('region', { name: 'Recently played' });
  await expect(recent.getByRole('link').first()).toHaveText(slot.name);
  await expect(recent.getByRole('link').first()).toHaveAttribute('href', new RegExp(`id=${slot.id}&venue=${slot.venueCode}$`));
  await expectAxeClean(page, 'home with Recently played');
});

test('the pulse in Chinese, and standing still for a player who prefers reduced motion', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_hans'));
  await page.goto('./');
  await expect(page.getByRole('region', { name: '奖池' }).getByTestId('jackpot-amount')).toHaveText(/^¥\d{1,3}(,\d{3})+\.\d\d$/);
  const ticker = page.getByRole('region', { name: '最新大奖' });
  await expect(ticker).toHaveAttribute('data-moving', 'false');
  await expect(ticker).toContainText(/\p{Script=Han}\*\* 在 .+ 赢得 ¥/u);
  await expectAxeClean(page, 'home with the pulse (visitor, Chinese, reduced motion)');
});
