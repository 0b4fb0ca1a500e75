import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { composer, conversationLog } from './service-helpers';

test.use({ locale: 'zh-CN' });

test('在客服中心咨询：智能助手给出帮助文章，人工客服随后回复', async ({ page, request, baseURL }) => {
  const mock = mockControl(request, baseURL!);
  await page.goto('#/pages/service/index');
  await expect(page.getByRole('heading', { name: '有什么可以帮您？' })).toBeVisible();
  await expect(page.getByText('服务时间：全天 24 小时，每周 7 天')).toBeVisible();
  await expect(page.getByText('微信', { exact: true })).toBeVisible();
  await expectAxeClean(page, 'service index (zh)');

  await page.getByRole('link', { name: '在线咨询' }).click();
  await page.getByLabel('用户名', { exact: true }).fill('demo01');
  await page.getByLabel('密码', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/home\/kefu/);
  await expect(page.getByRole('heading', { name: '您好！有什么可以帮您？' })).toBeVisible();
  await expectAxeClean(page, 'chat (zh, empty)');

  // A common question sent with one tap.
  await page.getByRole('button', { name: '存款未到账怎么办？' }).click();
  const log = conversationLog(page, '与客服的会话');
  await expect(log.getByText('智能助手')).toBeVisible();
  await expect(log.getByRole('link', { name: '存款未到账怎么办？' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/正在等待人工客服 · 预计 12:02 前回复/);

  const { field, send } = composer(page, { message: '消息', send: '发送', image: '发送图片' });
  await field.fill('怎么提现');
  await send.click();
  await expect(log.getByRole('link', { name: '如何取款？' })).toBeVisible();
  await expectAxeClean(page, 'chat (zh, answered)');

  await mock.agentReplyNow('demo01');
  await expect(log.getByText(/^您好，我是星港娱乐客服.+关于您的存款/)).toBeVisible();
  await expectAxeClean(page, 'chat (zh, agent replied)');
});
