import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { logIn, toastsGone } from './feedback-helpers';

test.use({ locale: 'zh-CN' });

test('中文：没有反馈时引导到表单，提交建议，客服回复后在详情和消息中可见', async ({ page, request, baseURL }) => {
  const control = mockControl(request, baseURL!);
  await logIn(page, 'demo03', 'demo1234', { username: '用户名', password: '密码', submit: '登录' });
  await page.goto('#/pages/service/myFeedback');
  await expect(page.getByText('您还没有提交过反馈。')).toBeVisible();
  await expectAxeClean(page, 'my feedback (zh, empty)');

  // The empty state leads to the form.
  await page.locator('.feedback-state').getByRole('link', { name: '提交反馈' }).click();
  await expect(page).toHaveURL(/service\/feedback$/);
  await page.getByRole('radio', { name: '会员建议' }).check();
  // demo03 has no orders: the picker says so.
  await page.getByRole('button', { name: /关联订单/ }).click();
  const sheet = page.getByRole('dialog', { name: '最近 7 天的订单' });
  await expect(sheet.getByText('最近 7 天没有与该问题类型相符的订单。')).toBeVisible();
  await expectAxeClean(page, 'order picker (zh, none)');
  await sheet.getByRole('button', { name: '关闭' }).click();
  await expect(sheet).toBeHidden();

  const text = '希望彩票大厅可以增加按开奖时间排序的选项，方便找到马上开奖的游戏。';
  await page.getByLabel('问题描述').fill(text);
  await expect(page.getByTestId('description-counter')).toHaveText(`${[...text].length}/200 个字符`);
  await expectAxeClean(page, 'feedback form (zh)');
  await page.getByRole('button', { name: '提交反馈' }).click();

  await expect(page).toHaveURL(/service\/feedbackDetail\?id=\d+/);
  await expect(page.getByRole('heading', { name: /会员建议/ })).toContainText('待回复');
  await expect(page.getByTestId('feedback-order')).toHaveText('无');
  await toastsGone(page);
  await expectAxeClean(page, 'feedback detail (zh, awaiting reply)');

  // Customer service answers now, through the control API, with its own words.
  const id = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
  const answer = '感谢您的建议！下个版本的彩票大厅会加入按开奖时间排序。';
  await control.replyFeedback(id, answer);
  await page.reload();
  await expect(page.getByTestId('feedback-reply')).toContainText(answer);
  await expect(page.getByRole('heading', { name: /会员建议/ })).toContainText('已回复');
  await expectAxeClean(page, 'feedback detail (zh, replied)');

  // The reply also arrived as a personal message that leads back to the feedback.
  await page.goto('#/pages/mine/notify');
  await page.getByRole('link', { name: /客服已回复您的反馈/ }).click();
  await expect(page.getByText(answer)).toBeVisible();
  await page.getByRole('link', { name: '查看我的反馈' }).click();
  await expect(page).toHaveURL(new RegExp(`service/feedbackDetail\\?id=${id}$`));
  await expect(page.getByTestId('feedback-reply')).toContainText(answer);

  await page.getByRole('link', { name: '查看全部反馈' }).click();
  await expect(page.getByRole('link', { name: /会员建议/ })).toContainText('已回复');
  await expectAxeClean(page, 'my feedback (zh)');
});
