import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';

/**
 * Promotion 9's rich text carries a <script>, an onerror handler, javascript: and data: links, an SVG with its
 * own script and onload, CSS url(javascript:) and expression(), a <style> and a data: iframe (the mock stores it
 * as given: mock-server/src/areas/promotions/hostile-content.ts). Each would set window.__promoXss if it ran.
 */
test('a promotion whose rich text carries scripts shows its text and runs none of it', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  await page.goto('#/pages/tabbarPages/preferential/index');
  await page.getByRole('tab', { name: 'Daily Event' }).click();
  await page.getByRole('link', { name: /Harbour trivia week/ }).click();
  const text = page.locator('.rich-text');
  await expect(text.getByText('How well do you know Star Harbour? Five questions this week')).toBeVisible();
  await expect(text.getByText('Answers: 1. Ten, VIP0 to VIP9.')).toBeVisible();
  await expect(text.getByRole('listitem')).toHaveCount(5);
  // The links keep their words and lose their javascript: and data: targets.
  await expect(text.getByText('Tap here for a hint')).toBeVisible();
  await expect(text.getByRole('link')).toHaveCount(0);
  await text.getByText('Tap here for a hint').click();
  await expect(page).toHaveURL(/preferential\/detail\?id=9/);

  expect(
    await text
      .locator(
        'script, svg, iframe, style, object, embed, [style], [onerror], [onload], [href^="javascript:"], [src^="javascript:"], [src^="data:"], [href^="data:"]',
      )
      .count(),
  ).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __promoXss?: unknown }).__promoXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(requested.filter((url) => /^(javascript|data):/i.test(url))).toEqual([]);
  await expectAxeClean(page, 'promotion with hostile rich text');
  // Nothing deferred ran afterwards either.
  expect(await page.evaluate(() => (window as unknown as { __promoXss?: unknown }).__promoXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
