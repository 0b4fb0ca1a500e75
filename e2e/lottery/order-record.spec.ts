import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { apiLogin } from '../games/helpers';

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/** One order of two lines on the dice game's open round, placed through the API as the play page would. */
async function placeDiceOrder(request: APIRequestContext, baseURL: string, token: string) {
  const get = async <T>(path: string) =>
    ((await (await request.get(new URL(`/api/${path}`, baseURL).href, { headers: { TOKEN: token, lang: 'zh_hans' } })).json()) as Answer<T>)
      .data;
  const { lotteries } = await get<{
    lotteries: Array<{ lottery: { id: number; name: string; type: number }; current: { issue: string } }>;
  }>('lottery/lotteryList');
  const dice = lotteries.find((l) => l.lottery.type === 1)!;
  const { odds } = await get<{ odds: Array<{ option: string; odds: string }> }>(`Lottery/getLotteryPeilv?lotteryId=${dice.lottery.id}`);
  const bets = [
    { option: odds[0]!.option, amount: '10.00' },
    { option: odds[1]!.option, amount: '5.00' },
  ];
  const res = await request.post(new URL('/api/lottery/placeOrder', baseURL).href, {
    headers: { TOKEN: token },
    data: { lotteryId: dice.lottery.id, issue: dice.current.issue, bets },
  });
  const body = (await res.json()) as Answer<{ order: { orderNo: string } }>;
  expect(body.code, body.msg).toBe(1);
  return { orderNo: body.data.order.orderNo, lotteryId: dice.lottery.id, lottery: dice.lottery.name, issue: dice.current.issue };
}

test('order records (zh_hans) show a placed lottery order with its lines, and the date presets choose the days', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await apiLogin(request, baseURL!, 'demo02');
  const order = await placeDiceOrder(request, baseURL!, token);

  // demo02 opens the page in Chinese.
  await page.addInitScript(() => localStorage.setItem('lang', 'zh_hans'));
  await page.goto('#/pages/home/orderRecord');
  await page.getByLabel('用户名', { exact: true }).fill('demo02');
  await page.getByLabel('密码', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/home\/orderRecord/);

  const dates = page.getByRole('group', { name: '日期范围' });
  await expect(dates.getByRole('button', { name: '今天' })).toHaveAttribute('aria-pressed', 'true');
  const card = page.locator(`.order-card[data-order="${order.orderNo}"]`);
  await expect(card).toContainText(order.lottery);
  await expect(card).toContainText(`第 ${order.issue} 期`);
  await expect(card).toContainText('¥15.00');
  await expect(card).toContainText('未完成');
  await expect(page.getByTestId('order-count')).toHaveText('1');
  await expect(page.getByTestId('order-stake')).toHaveText('¥15.00');

  await card.getByRole('button', { expanded: false }).click();
  const lines = card.locator('.order-lines tbody tr');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('¥10.00');
  await expect(lines.nth(0)).toContainText('待开奖');
  await expectAxeClean(page, 'order records (today, expanded)');

  // Yesterday holds nothing; the last 7 days hold the order again; the URL keeps the choice.
  await dates.getByRole('button', { name: '昨天' }).click();
  await expect(page.getByText('该时段没有注单。')).toBeVisible();
  await expect(page.getByTestId('order-count')).toHaveText('0');
  await expect(page).toHaveURL(/range=yesterday/);
  await expectAxeClean(page, 'order records (empty)');
  await dates.getByRole('button', { name: '近7天' }).click();
  await expect(card).toBeVisible();

  // The draw settles it: the result and the status follow.
  await mockControl(request, baseURL!).jumpLottery(order.lotteryId, 'draw');
  await page.reload();
  await expect(card).toContainText('已完成');
  await expect(card.locator('.order-ball')).toHaveCount(3);

  // Fast-food orders have their own segment (none yet).
  await page.getByRole('group', { name: '注单类型' }).getByRole('button', { name: '快餐游戏' }).click();
  await expect(page.getByText('该时段没有注单。')).toBeVisible();
  await expectAxeClean(page, 'order records (fast food, empty)');
});
