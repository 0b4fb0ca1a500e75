import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '@mock/core/ledger';
import { controlCall, loginAs, testApp } from '../helpers';
import { advance, api, bindCard, control, deposit, ok, refused, uploadReceipt, type Session } from '../funds/wallet-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const MINUTE = 60_000;
/** The query the web's deposit result page polls to follow an order. */
const DEPOSIT_POLL = { type: 1, page: 1, pageSize: 50 };
/** The world's first platform day: demo01's seeded month of deposits and withdrawals lies before it. */
const TODAY = { startDate: '2026-11-22', endDate: '2026-11-22' };

async function tradesOf(session: Session, input: Record<string, unknown> = {}, lang: 'en' | 'zh_hans' = 'en') {
  return ok(app, api.records.getTradeList, { page: 1, pageSize: 50, ...input }, session, { lang });
}

describe('record/getTradeTypeList', () => {
  it('lists the nine types with labels in the request language, without a session', async () => {
    const en = await ok(app, api.records.getTradeTypeList, {}, null, { lang: 'en' });
    expect(en.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(en.slice(0, 4).map((o) => o.label)).toEqual(['Deposit', 'Withdrawal', 'Transfer in', 'Transfer out']);
    const zh = await ok(app, api.records.getTradeTypeList, {}, null, { lang: 'zh_hans' });
    expect(zh.slice(0, 4).map((o) => o.label)).toEqual(['存款', '取款', '转入', '转出']);
  });
});

describe('record/getTradeList: deposits', () => {
  it('shows a deposit pending, then completed once the clock approves it', async () => {
    const demo03 = await loginAs(app, 'demo03');
    const order = await deposit(app, demo03, '100.00');
    const pending = (await tradesOf(demo03, DEPOSIT_POLL)).list.find((t) => t.orderNo === order.orderNo);
    expect(pending).toMatchObject({
      type: 1,
      method: 'FPS express',
      amount: '100.00',
      fee: '0.00',
      actualAmount: '100.00',
      status: 0,
      finishedAt: null,
      remark: '',
    });
    expect(pending?.createdAt).toBe('2026-11-22T12:00:00+08:00');

    await advance(app, MINUTE);
    expect((await tradesOf(demo03, DEPOSIT_POLL)).list.find((t) => t.orderNo === order.orderNo)?.status).toBe(0);
    await advance(app, MINUTE);
    const done = (await tradesOf(demo03, DEPOSIT_POLL)).list.find((t) => t.orderNo === order.orderNo);
    expect(done).toMatchObject({ status: 1, finishedAt: '2026-11-22T12:02:00+08:00' });
  });

  it('shows a rejection by the control API, and an expired manual order, with a remark in zh_hans', async () => {
    const demo03 = await loginAs(app, 'demo03');
    const rejected = await deposit(app, demo03, '200.00');
    expect((await controlCall(app, control.deposit.rejectDeposit, { orderNo: rejected.orderNo })).status).toBe(200);
    await controlCall(app, control.funds.updateSettings, { depositDelayMs: null });
    const expired = await deposit(app, demo03, '300.00');
    await advance(app, 30 * MINUTE);
    const list = (await tradesOf(demo03, DEPOSIT_POLL, 'zh_hans')).list;
    expect(list.map((t) => [t.orderNo, t.status, t.method, t.remark])).toEqual([
      [expired.orderNo, 2, '转数快极速', '支付时限已过仍未确认收款，订单已关闭'],
      [rejected.orderNo, 2, '转数快极速', '未确认收款，订单已关闭'],
    ]);
  });

  it('adds the gift to the actual amount and says so', async () => {
    const demo03 = await loginAs(app, 'demo03');
    const receipt = await uploadReceipt(app, demo03);
    const order = await ok(app, api.deposit.submit, { channelId: 2, amount: '1000.00', depositorName: '李娜', receipt }, demo03);
    await advance(app, 2 * MINUTE);
    const [trade] = (await tradesOf(demo03, DEPOSIT_POLL)).list;
    expect(trade).toMatchObject({
      orderNo: order.orderNo,
      method: 'FPS large amount',
      amount: '1000.00',
      actualAmount: '1005.00',
      status: 1,
      remark: 'Includes a gift of ¥5.00',
    });
  });

  it('shows a seeded balance as a platform deposit while it is within the window', async () => {
    // demo02's opening 500.00 was credited 2026-11-03 00:00 (platform time).
    const demo02 = await loginAs(app, 'demo02');
    const [seed] = (await tradesOf(demo02, {}, 'zh_hans')).list;
    expect(seed).toMatchObject({ type: 1, method: '平台', amount: '500.00', status: 1, createdAt: '2026-11-03T00:00:00+08:00' });
    expect((await tradesOf(demo02, { startDate: '2026-11-04', endDate: '2026-11-22' })).total).toBe(0);
    expect((await tradesOf(demo02, { startDate: '2026-11-03', endDate: '2026-11-03' })).total).toBe(1);
    // 30 days later it has left the default window (sessions last 7 days: log in again).
    await advance(app, 12 * 86_400_000);
    expect((await tradesOf(await loginAs(app, 'demo02'))).total).toBe(0);
  });

  it("shows demo01's seeded month: deposits, a transfer and its recycle, withdrawals, each with its outcome", async () => {
    const demo01 = await loginAs(app, 'demo01');
    const list = (await tradesOf(demo01)).list;
    expect(list.map((t) => [t.type, t.amount, t.status])).toEqual([
      [2, '1500.00', 1],
      [2, '800.00', 2],
      [2, '1000.00', 1],
      [1, '300.00', 2],
      [1, '500.00', 1],
      [3, '1000.00', 1],
      [4, '1000.00', 1],
      [1, '2000.00', 1],
    ]);
    // Nothing is left pending for the clock to decide during a demo or a test, and the ledger holds.
    expect(list.every((t) => t.finishedAt !== null)).toBe(true);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });
});

describe('record/getTradeList: withdrawals and transfers', () => {
  it('shows a rejected withdrawal as rejected, with fees and the refund remark', async () => {
    const demo01 = await loginAs(app, 'demo01');
    const payee = await bindCard(app, demo01);
    const order = await ok(
      app,
      api.withdrawal.submit,
      { amount: '100.00', secondaryPassword: '123456', methodId: 1, payeeId: payee.id },
      demo01,
    );
    expect((await tradesOf(demo01, { type: 2 })).list[0]).toMatchObject({ orderNo: order.orderNo, status: 0 });
    await controlCall(app, control.withdrawal.rejectWithdrawal, { orderNo: order.orderNo });
    const [trade] = (await tradesOf(demo01, { type: 2 })).list;
    expect(trade).toMatchObject({
      orderNo: order.orderNo,
      type: 2,
      method: `Fast transfer to bank card · ${order.payeeLabel}`,
      amount: '100.00',
      fee: '0.00',
      actualAmount: '100.00',
      status: 2,
      finishedAt: '2026-11-22T12:00:00+08:00',
      remark: 'Rejected by the platform; the amount has been returned to your central wallet',
    });
  });

  it('shows central → venue as transfer out, venue → central as transfer in, recycle included', async () => {
    const demo01 = await loginAs(app, 'demo01');
    const out = await ok(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '60.00' }, demo01);
    await advance(app, MINUTE);
    const back = await ok(app, api.funds.transfer, { from: 'ag_slots', to: 'central', amount: '10.50' }, demo01);
    await advance(app, MINUTE);
    await ok(app, api.funds.oneClickRecycle, {}, demo01);
    const list = (await tradesOf(demo01, TODAY, 'zh_hans')).list;
    expect(list.map((t) => [t.type, t.method, t.amount, t.actualAmount, t.status, t.remark])).toEqual([
      [3, '极光电子 → 中心钱包', '49.50', '49.50', 1, '一键回收'],
      [3, '极光电子 → 中心钱包', '10.50', '10.50', 1, ''],
      [4, '中心钱包 → 极光电子', '60.00', '60.00', 1, ''],
    ]);
    expect(list.slice(1).map((t) => t.orderNo)).toEqual([back.orderNo, out.orderNo]);
    const en = (await tradesOf(demo01, { ...TODAY, type: 4 }, 'en')).list;
    expect(en.map((t) => t.method)).toEqual(['Central wallet → Aurora Slots']);
  });
});

describe('record/getTradeList: filters, order, pages, window', () => {
  async function mixedHistory(): Promise<Session> {
    const demo01 = await loginAs(app, 'demo01');
    const payee = await bindCard(app, demo01);
    await deposit(app, demo01, '100.00'); // approved after 2 min
    await ok(app, api.funds.transfer, { from: 'central', to: 'jade_spin', amount: '20.00' }, demo01);
    await advance(app, 3 * MINUTE);
    const rejected = await deposit(app, demo01, '150.00');
    await controlCall(app, control.deposit.rejectDeposit, { orderNo: rejected.orderNo });
    await advance(app, MINUTE);
    await ok(app, api.withdrawal.submit, { amount: '100.00', secondaryPassword: '123456', methodId: 1, payeeId: payee.id }, demo01); // pending
    return demo01;
  }

  it('lists newest first and filters by type and status', async () => {
    const demo01 = await mixedHistory();
    const all = await tradesOf(demo01, TODAY);
    expect(all.total).toBe(4);
    expect(all.list.map((t) => [t.type, t.status])).toEqual([
      [2, 0],
      [1, 2],
      [4, 1],
      [1, 1],
    ]);
    expect((await tradesOf(demo01, { ...TODAY, type: 1 })).list.map((t) => t.amount)).toEqual(['150.00', '100.00']);
    expect((await tradesOf(demo01, { ...TODAY, status: 1 })).list.map((t) => t.type)).toEqual([4, 1]);
    expect((await tradesOf(demo01, { ...TODAY, type: 1, status: 2 })).list.map((t) => t.amount)).toEqual(['150.00']);
    expect((await tradesOf(demo01, { ...TODAY, type: 5 })).total).toBe(0);
  });

  it("reads one record by its order number (the detail page), and none for an unknown or another player's", async () => {
    const demo01 = await mixedHistory();
    const all = await tradesOf(demo01, TODAY);
    const transfer = all.list.find((t) => t.type === 4);
    const one = await tradesOf(demo01, { ...TODAY, orderNo: transfer?.orderNo });
    expect(one.total).toBe(1);
    expect(one.list[0]).toEqual(transfer);
    expect((await tradesOf(demo01, { ...TODAY, orderNo: 'NO-SUCH-ORDER' })).total).toBe(0);
    const demo02 = await loginAs(app, 'demo02');
    expect((await tradesOf(demo02, { orderNo: transfer?.orderNo })).total).toBe(0);
    expect(await refused(app, api.records.getTradeList, { orderNo: '' }, demo01)).toBeTruthy();
  });

  it('pages', async () => {
    const demo01 = await mixedHistory();
    const page2 = await tradesOf(demo01, { ...TODAY, page: 2, pageSize: 3 });
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.list.map((t) => t.type)).toEqual([1]);
  });

  it('refuses a 31-day window, a reversed one, one date alone, unknown filters, and no session', async () => {
    const demo01 = await loginAs(app, 'demo01');
    expect(await refused(app, api.records.getTradeList, { startDate: '2026-10-23', endDate: '2026-11-22' }, demo01)).toBe(
      'Records can be queried for the last 30 days only',
    );
    expect(
      await refused(app, api.records.getTradeList, { startDate: '2026-10-23', endDate: '2026-11-22' }, demo01, { lang: 'zh_hans' }),
    ).toBe('仅可查询最近 30 天的记录');
    expect((await tradesOf(demo01, { ...TODAY, startDate: '2026-10-24', endDate: '2026-11-22' })).page).toBe(1);
    expect(await refused(app, api.records.getTradeList, { startDate: '2026-11-22', endDate: '2026-11-21' }, demo01)).toBe(
      'The start date must be before the end date',
    );
    expect(await refused(app, api.records.getTradeList, { startDate: '2026-11-20' }, demo01)).toBeTruthy();
    expect(await refused(app, api.records.getTradeList, { type: 10 }, demo01)).toBeTruthy();
    expect(await refused(app, api.records.getTradeList, { status: 4 }, demo01)).toBeTruthy();
    const anonymous = await app.inject({ method: 'GET', url: '/api/record/getTradeList' });
    expect((anonymous.json() as { code: number }).code).toBe(401);
  });
});
