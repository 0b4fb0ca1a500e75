import { expect, seeGreetingsAlready, test, worldHeaders } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { logIn, toastsGone } from './account-helpers';

test('the invite QR and link lead a friend to a registration with the code filled', async ({ page, browser, baseURL, world }) => {
  await logIn(page, 'partner01');
  await page.getByRole('link', { name: 'Invite friends' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(page.getByTestId('invite-code')).toHaveText('PARTNER1');
  const link = page.getByTestId('invite-link');
  const origin = new URL(baseURL!).origin;
  await expect(link).toHaveText(`${origin}/h5/#/pages/userPages/register?inviteCode=PARTNER1`);
  // The QR image is an SVG data URL drawn from the same link (decoding is not needed: same value).
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(page.getByText('No friend has registered with your code yet. Share your link to start.')).toBeVisible();
  await expectAxeClean(page, 'invite');

  // Share without navigator.share (a desktop browser) copies the link instead.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Sharing is not available here: the link was copied instead')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/h5/#/pages/userPages/register?inviteCode=PARTNER1`);

  // A friend follows the link in a fresh browser.
  const friendContext = await browser.newContext({ extraHTTPHeaders: worldHeaders(world), viewport: { width: 390, height: 844 } });
  await seeGreetingsAlready(friendContext);
  const friend = await friendContext.newPage();
  await friend.goto((await link.textContent())!);
  await expect(friend.getByLabel(/Invitation code/)).toHaveValue('PARTNER1');
  await expectAxeClean(friend, 'register from an invitation');
  await friendContext.close();
});

test('join us: apply, see the pending status, then the decision', async ({ page, request, baseURL }) => {
  await logIn(page, 'demo02');
  await page.getByRole('link', { name: 'Partner programme' }).click();
  await expect(page.getByText("Your current commission rate: 0.5% of your invitees' valid bets.")).toBeVisible();
  await expect(page.getByText('You have not applied yet.')).toBeVisible();
  await expectAxeClean(page, 'join us');

  await page.getByLabel('Contact', { exact: true }).fill('wechat: starfan88');
  await page.getByLabel('Message', { exact: true }).fill('too short');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Message: 20–200 characters')).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill('I run a gaming forum with 3,000 members and will post reviews.');
  await page.getByRole('button', { name: 'Send application' }).click();
  const status = page.getByTestId('partner-status');
  await expect(status.locator('.adm-tag')).toHaveText('Under review');
  await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);
  await toastsGone(page);
  await expectAxeClean(page, 'join us (pending)');

  const control = mockControl(request, baseURL!);
  const [application] = (await control.ctl.partner.applications({ username: 'demo02' })).orders;
  await control.ctl.partner.approveApplication({ orderNo: application!.orderNo });
  await page.reload();
  await expect(status.locator('.adm-tag')).toHaveText('Approved');
  await expect(page.getByText("Your current commission rate: 1% of your invitees' valid bets.")).toBeVisible();
  await expectAxeClean(page, 'join us (approved)');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('invite and join us in Chinese', async ({ page }) => {
    await page.goto('#/pages/userPages/login');
    await page.getByLabel('用户名', { exact: true }).fill('partner01');
    await page.getByLabel('密码', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/mine\/index/);
    await page.goto('#/pages/mine/invite');
    await expect(page.getByRole('img', { name: '邀请链接二维码' })).toBeVisible();
    await expectAxeClean(page, 'invite (zh)');
    await page.goto('#/pages/mine/joinOur');
    await expect(page.getByText('您还没有提交申请。')).toBeVisible();
    await expectAxeClean(page, 'join us (zh)');
    await page.goto('#/pages/mine/set');
    await expect(page.getByText('版本号')).toBeVisible();
    await page.goto('#/pages/mine/personData');
    await expect(page.getByRole('heading', { name: '确认个人信息' })).toBeVisible();
  });
});
