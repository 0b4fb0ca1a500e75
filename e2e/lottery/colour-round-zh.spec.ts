import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { fen, fromFen, jump, openIssue, openRoomAs, ordersOf, yuan } from './lottery-helpers';

test('zh_hans: a player bets on a colour and a number in the colour game, sees the draw and verifies it', async ({
  page,
  request,
  baseURL,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_hans'));
  await openRoomAs(page, '/pages/home/gamenew', 'demo02', { username: '用户名', password: '密码', submit: '登录' });
  await expect(page.locator('.lottery-head-name')).toContainText('一分彩色');
  const balance = page.getByTestId('central-balance');
  await expect(balance).toHaveText('¥500.00');
  const issue = await openIssue(page);

  await page.getByRole('group', { name: '筹码' }).getByRole('button', { name: '¥50', exact: true }).click();
  await page.getByRole('button', { name: /^绿/ }).click();
  await page.getByRole('group', { name: '筹码' }).getByRole('button', { name: '¥10', exact: true }).click();
  await page.getByRole('button', { name: /^数字 7/ }).click();
  await expect(page.getByTestId('slip-total')).toHaveText('¥60.00');
  await page.getByRole('button', { name: '确认下注 · ¥60.00' }).click();
  await expect(balance).toHaveText('¥440.00');
  await expect(page.getByTestId('lottery-order')).toContainText('待开奖');
  await expectAxeClean(page, '彩色游戏（已下注）');

  await jump(request, baseURL!, 3, 'draw');
  await page.reload();
  await expect(page.getByText(`第 ${issue} 期开奖结果`)).toBeVisible();
  const [placed] = await ordersOf(request, baseURL!, 'demo02', 3);
  await expect(balance).toHaveText(yuan(fromFen(fen('440.00') + fen(placed!.winAmount))));
  await expect(page.getByTestId('lottery-order')).toContainText(
    placed!.winAmount === '0.00' ? '未中奖' : `中奖 ${yuan(placed!.winAmount)}`,
  );

  // The round just drawn, checked in the browser.
  await page.getByRole('button', { name: `验证第 ${issue} 期` }).click();
  const sheet = page.getByRole('dialog', { name: `验证第 ${issue} 期` });
  await expect(sheet.getByTestId('verify-hash')).toHaveText(/^✓ 一致/);
  await expect(sheet.getByTestId('verify-result')).toHaveText(/^✓ 一致/);
  await expectAxeClean(page, '验证');
});
