import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { logInAs } from './helpers';

test('a visitor logs in to favourite a game, finds it in Collection and on the favourites page, and removes it', async ({ page }) => {
  await page.goto('./');
  const grid = page.getByRole('list', { name: /Hot games, All/ });
  const firstCard = grid.getByRole('listitem').first();
  const name = (await firstCard.locator('.lobby-card-name').textContent())?.trim() ?? '';
  expect(name).not.toBe('');

  // A visitor's heart leads to login, and login back to the lobby.
  await firstCard.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(page).toHaveURL(/userPages\/login\?redirect=/);
  await logInAs(page, 'demo01');
  await expect(page).toHaveURL(/#\/(pages\/tabbarPages\/home\/index)?$/);

  const card = page
    .getByRole('list', { name: /Hot games, All/ })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first();
  const heart = card.getByRole('button', { name: `Add ${name} to favourites` });
  await heart.click();
  // Optimistic: pressed at once; the server agrees (idempotent, so a second identical call changes nothing).
  await expect(card.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await expectAxeClean(page, 'home (logged in, favourited)');

  await page
    .getByRole('group', { name: /games to show/ })
    .getByRole('button', { name: 'Collection' })
    .click();
  const collection = page.getByRole('list', { name: /Hot games, Collection/ });
  await expect(collection.getByText(name)).toBeVisible();
  await expectAxeClean(page, 'home (collection)');

  // The favourites page lists it; un-favouriting removes it from the page.
  await page.goto('#/pages/mine/collect');
  const favourites = page.getByRole('list', { name: 'Favourites' });
  await expect(favourites.getByText(name)).toBeVisible();
  await expectAxeClean(page, 'favourites');
  await favourites.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(page.getByText('No favourites yet. Tap the heart on a game to collect it.')).toBeVisible();
  await expectAxeClean(page, 'favourites (empty)');
  await page.reload();
  await expect(page.getByText('No favourites yet. Tap the heart on a game to collect it.')).toBeVisible();

  // Favourite again from the game's page.
  await page.goto('./');
  await page
    .getByRole('list', { name: /Hot games, All/ })
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page).toHaveURL(/home\/gameDetail\?id=/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  const detailHeart = page.getByRole('button', { name: 'Favourite' });
  await detailHeart.click();
  await expect(page.getByRole('button', { name: 'In favourites' })).toHaveAttribute('aria-pressed', 'true');
  await expectAxeClean(page, 'game detail');
  await page.goto('#/pages/mine/collect');
  await expect(page.getByRole('list', { name: 'Favourites' }).getByText(name)).toBeVisible();
});
