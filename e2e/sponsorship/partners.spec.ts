import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { expectNoSidewaysScroll } from '../promotions/promotion-helpers';

test('a visitor at 360 px opens a partner from the sponsorship tab: logo, role, dates, story and a captioned gallery; Back returns to the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('#/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sponsorship' }).click();
  await expect(page).toHaveURL(/tabbarPages\/sponsorship\/index/);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText('Harbour City Mariners FC');
  await expect(cards.first()).toContainText('Current partner');
  await expect(cards.last()).toContainText('Past partner');
  await expect(cards.filter({ hasText: 'Star Harbour Night Run' })).toContainText('Starting soon');
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, 'sponsorship list (360 px)');

  await page.getByRole('link', { name: /Jade Dragon Esports/ }).click();
  await expect(page).toHaveURL(/sponsorship\/detail\?id=2/);
  await expect(page.getByRole('heading', { name: 'Jade Dragon Esports' })).toBeVisible();
  await expect(page.getByText('Official gaming partner', { exact: true })).toBeVisible();
  await expect(page.getByText('Since 2026-05-06')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our story' })).toContainText('began in a net café in 2019');
  const gallery = page.getByRole('region', { name: 'Gallery' });
  const picture = gallery.getByRole('img', { name: 'Jade Dragon on stage at the continental finals' });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  await expect(gallery.getByRole('img')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, 'partner detail (360 px)');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/tabbarPages\/sponsorship\/index/);
});

test('zh_hans: an unknown partner says so and leads back to the list', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_hans'));
  await page.goto('#/pages/sponsorship/detail?id=99');
  await expect(page.getByText('找不到该赞助伙伴')).toBeVisible();
  await expect(page.getByText('没有编号为 99 的赞助伙伴')).toBeVisible();
  await expectAxeClean(page, 'unknown partner (zh)');
  await page.getByRole('button', { name: '查看全部赞助伙伴' }).click();
  await expect(page.getByRole('heading', { name: '海港城水手足球俱乐部' })).toBeVisible();
});
