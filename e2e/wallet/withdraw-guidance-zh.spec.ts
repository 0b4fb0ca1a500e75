import { expect, test } from '../support/test';
import { expectAxeCleanSettled, logIn, typeOnKeypad } from './wallet-helpers';

/**
 * Registration always sets a withdrawal password (spec §3's form has it), so the "no password yet"
 * guidance is proved with demo03, the seeded player who has none — in Chinese.
 */
test('zh_hans: a player without a withdrawal password is guided to set it and to bind a payee; a wallet account is bound and unbound', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_hans'));
  await logIn(page, 'demo03', 'demo1234', { username: '用户名', password: '密码', submit: '登录' });

  await page.getByRole('link', { name: '提现' }).click();
  await expect(page.getByRole('heading', { name: '请先设置取款密码' })).toBeVisible();
  await expect(page.getByText('请先绑定银行卡再取款。')).toBeVisible();
  await expect(page.getByRole('link', { name: '绑定银行卡' })).toBeVisible();
  await expectAxeCleanSettled(page, '取款（未设密码、未绑卡）');

  // Set it: two rounds on the PIN pad; a mismatch is refused first.
  await page.getByRole('button', { name: '设置取款密码' }).click();
  const sheet = page.getByRole('dialog', { name: '设置取款密码' });
  await expect(sheet).toBeVisible();
  await expectAxeCleanSettled(page, '设置取款密码');
  await typeOnKeypad(page, '123456');
  await expect(sheet.getByText('请再次输入以确认')).toBeVisible();
  await typeOnKeypad(page, '654321');
  await expect(sheet.getByRole('alert')).toBeVisible();
  await typeOnKeypad(page, '123456');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: '请先设置取款密码' })).toBeHidden();

  // A wallet account: filled in with demo03's real name; a bad name and another person's are refused, then it is
  // bound in the player's own name, listed, and unbound after confirming.
  await page.getByRole('link', { name: '管理收款账户' }).click();
  await expect(page.getByText('尚未绑定钱包账户。')).toBeVisible();
  await expectAxeCleanSettled(page, '账户管理（空）');
  await page.getByRole('link', { name: '添加钱包账户' }).click();
  const realName = page.getByLabel('真实姓名', { exact: true });
  await expect(realName).toHaveValue('李娜');
  await realName.fill('张3');
  await realName.blur();
  await expect(page.locator('#wallet-realName-error')).toBeVisible();
  await expectAxeCleanSettled(page, '添加钱包账户（错误）');
  await realName.fill('张三');
  await expect(page.locator('#wallet-realName-error')).toHaveText('真实姓名必须与账户的真实姓名一致');
  await realName.fill('李 娜');
  await page.getByLabel('别名', { exact: true }).fill('我的钱包');
  await page.getByLabel('地址', { exact: true }).fill('wallet-88001234');
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page).toHaveURL(/accountManagement/);
  await expect(page.getByText('我的钱包')).toBeVisible();
  await expectAxeCleanSettled(page, '账户管理（一个钱包）');

  await page.getByRole('button', { name: '解绑 我的钱包' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定解绑该账户？' });
  await expect(confirm).toBeVisible();
  await expectAxeCleanSettled(page, '解绑确认');
  await confirm.getByRole('button', { name: '解绑' }).click();
  await expect(page.getByText('尚未绑定钱包账户。')).toBeVisible();
});
