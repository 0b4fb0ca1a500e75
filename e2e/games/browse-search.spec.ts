import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';

test('a visitor browses the categories, venues and tabs of the lobby (English)', async ({ page }) => {
  await page.goto('./');
  const categories = page.getByRole('group', { name: 'Game categories' });
  await expect(categories.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
  const grid = page.getByRole('list', { name: /Hot games, All/ });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured' }).getByRole('img').first()).toBeVisible();
  await expectAxeClean(page, 'home (hot)');

  // Another category, then one of its venues: every game shown is that venue's.
  await categories.getByRole('button', { name: 'Sports', exact: true }).click();
  await expect(page).toHaveURL(/cat=7/);
  const sports = page.getByRole('list', { name: /Sports games, All/ });
  await expect(sports.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('group', { name: 'Venue' }).getByRole('button', { name: 'Summit Sports' }).click();
  // A card names its game once and no venue (the filter row does): each card's link leads to the venue's game.
  await expect(sports.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /venue=summit_sports/);
  for (const href of await sports
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/venue=summit_sports$/);
  await expectAxeClean(page, 'home (sports, one venue)');

  // Recommend, then Collection: a visitor is asked to log in.
  const tabs = page.getByRole('group', { name: /games to show/ });
  await tabs.getByRole('button', { name: 'Recommend' }).click();
  await expect(tabs.getByRole('button', { name: 'Recommend' })).toHaveAttribute('aria-pressed', 'true');
  await tabs.getByRole('button', { name: 'Collection' }).click();
  await expect(page.getByText('Log in to see the games you collected.')).toBeVisible();
  await expectAxeClean(page, 'home (collection, visitor)');

  // The electronic and chess pages: the same lobby for their category.
  await page.getByRole('link', { name: 'Electronic games' }).click();
  await expect(page).toHaveURL(/home\/dz/);
  await expect(page.getByRole('heading', { name: 'Slots games' })).toBeVisible();
  await page.getByRole('group', { name: 'Venue' }).getByRole('button', { name: 'Jade Spin' }).click();
  await expect(
    page
      .getByRole('list', { name: /Slots games, All/ })
      .getByRole('listitem')
      .first()
      .getByRole('link'),
  ).toHaveAttribute('href', /venue=jade_spin$/);
  await expectAxeClean(page, 'electronic games');
  await page.goto('#/pages/tabbarPages/home/qp');
  await expect(page.getByRole('heading', { name: 'Chess & cards games' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: /Chess & cards games, All/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expectAxeClean(page, 'chess games');
});

test('a visitor searches from the lobby: a blank query is refused, a miss says so, a hit lists the game; history is kept and clearable (English)', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Search games' }).click();
  await expect(page).toHaveURL(/home\/search/);
  await expect(page.getByText('Your recent searches will show here.')).toBeVisible();
  await expectAxeClean(page, 'search (empty)');
  const box = page.getByRole('searchbox', { name: 'Game name' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Enter a game name to search')).toBeVisible();
  await box.fill('zzqx');
  await box.press('Enter');
  await expect(page.getByText('No game matches “zzqx”. Try another name.')).toBeVisible();
  await expectAxeClean(page, 'search (no result)');
  await box.fill('dragon');
  await box.press('Enter');
  const results = page.getByRole('list', { name: 'Results for “dragon”' });
  await expect(results.getByRole('listitem').first()).toContainText(/dragon/i);
  await expectAxeClean(page, 'search (results)');

  await page.goto('#/pages/home/search');
  const history = page.getByRole('region', { name: 'Recent searches' });
  await expect(history.getByRole('button', { name: 'dragon' })).toBeVisible();
  await expect(history.getByRole('button', { name: 'zzqx' })).toBeVisible();
  await history.getByRole('button', { name: 'dragon' }).click();
  await expect(page.getByRole('list', { name: 'Results for “dragon”' }).getByRole('listitem').first()).toBeVisible();
  await page.goto('#/pages/home/search');
  await page.getByRole('button', { name: 'Clear history' }).click();
  await expect(page.getByText('Your recent searches will show here.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lobby.searchHistory'))).toBeNull();
});

test('a visitor browses and searches in Chinese; results come in Chinese', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => localStorage.setItem('lang', 'zh_hans'));
  await page.reload();
  const categories = page.getByRole('group', { name: '游戏分类' });
  await expect(categories.getByRole('button', { name: '热门' })).toHaveAttribute('aria-pressed', 'true');
  await categories.getByRole('button', { name: '棋牌' }).click();
  const grid = page.getByRole('list', { name: /棋牌游戏，全部/ });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  // The chess venues' games (a card names its game only; its link carries the venue).
  await expect(grid.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /venue=(lotus_cards|tea_house)$/);
  await expectAxeClean(page, 'home (zh, chess)');

  await page.getByRole('link', { name: '搜索游戏' }).click();
  const box = page.getByRole('searchbox', { name: '游戏名称' });
  // An English word finds games; their names come in the current language (Chinese).
  await box.fill('dragon');
  await box.press('Enter');
  const results = page.getByRole('list', { name: '“dragon”的搜索结果' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(results.locator('.lobby-card-name').first()).toHaveText(/[\u4e00-\u9fff]/);
  await expectAxeClean(page, 'search (zh, results)');
  await box.fill('龙');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: '“龙”的搜索结果' }).locator('.lobby-card-name').first()).toContainText('龙');
  await box.fill('没有这个游戏');
  await box.press('Enter');
  await expect(page.getByText('没有找到与“没有这个游戏”匹配的游戏，换个名称试试。')).toBeVisible();
  await expectAxeClean(page, 'search (zh, no result)');
});
