import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '@mock/core/ledger';
import { ctl, loginAs, testApp } from '../helpers';
import { advance, api, bindCard, centralBalance, control, controlCall, deposit, ok, type Session } from './wallet-helpers';

/**
 * A deposit credited or rejected and a withdrawal paid or rejected, by the clock or by an operator, reaches
 * the player as a personal message (Message/getAllMessageList, kind 2) with the amount and the order number,
 * read in the request's language; the unread badge (common/getUser) counts it. It is written in the same unit
 * of work as the money: a decision that fails leaves neither, and a decision made twice sends one message.
 */
let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const MINUTE = 60_000;

const personal = async (session: Session, lang: 'en' | 'zh_hans' = 'en') =>
  (await ok(app, api.help.getAllMessageList, { kind: 2, pageSize: 50 }, session, { lang })).list;
const unread = async (session: Session) => (await ok(app, api.account.getUser, {}, session)).unreadMessages;
const read = async (session: Session, id: number, lang: 'en' | 'zh_hans') => ok(app, api.help.getMessageInfo, { id }, session, { lang });

/** The personal messages that arrived since `before` (ids), newest first. */
async function newsSince(session: Session, before: Set<number>) {
  return (await personal(session)).filter((m) => !before.has(m.id));
}
const idsOf = async (session: Session) => new Set((await personal(session)).map((m) => m.id));

describe('a deposit decided', () => {
  it('credited by the clock: a message with the amount and order number in both languages, and the badge counts it', async () => {
    const demo03 = await loginAs(app, 'demo03');
    const before = await idsOf(demo03);
    const badge = await unread(demo03);
    const order = await deposit(app, demo03, '1234.50');
    expect(await newsSince(demo03, before)).toEqual([]);

    await advance(app, 2 * MINUTE);
    const [news, ...more] = await newsSince(demo03, before);
    expect(more).toEqual([]);
    expect(news).toMatchObject({ kind: 2, read: false, title: 'Deposit credited' });
    expect(news!.excerpt).toContain('¥1,234.50');
    expect(news!.excerpt).toContain(order.orderNo);
    expect(await unread(demo03)).toBe(badge + 1);

    const zh = await read(demo03, news!.id, 'zh_hans');
    expect(zh.title).toBe('存款已到账');
    expect(zh.content).toContain('¥1,234.50');
    expect(zh.content).toContain(order.orderNo);
    expect(zh.content).toContain(`#/pages/mine/transactionDetail?orderNo=${order.orderNo}`);
    const en = await read(demo03, news!.id, 'en');
    expect(en.content).toContain('has been credited to your central wallet');
    expect(await unread(demo03)).toBe(badge);
  });

  it('rejected by an operator: a message saying nothing was credited', async () => {
    const demo03 = await loginAs(app, 'demo03');
    const before = await idsOf(demo03);
    const order = await deposit(app, demo03, '300.00');
    await ctl(app).deposit.rejectDeposit({ orderNo: order.orderNo });
    const [news, ...more] = await newsSince(demo03, before);
    expect(more).toEqual([]);
    expect(news).toMatchObject({ title: 'Deposit not credited', read: false });
    expect(news!.excerpt).toContain('¥300.00');
    expect(news!.excerpt).toContain(order.orderNo);
    const zh = await read(demo03, news!.id, 'zh_hans');
    expect(zh.title).toBe('存款未到账');
    expect(zh.content).toContain(order.orderNo);
  });

  it('approved twice (a retried or replayed operator call, then the clock): one credit, one message', async () => {
    const demo03 = await loginAs(app, 'demo03');
    const before = await idsOf(demo03);
    const order = await deposit(app, demo03, '500.00');
    expect((await controlCall(app, control.deposit.approveDeposit, { orderNo: order.orderNo })).status).toBe(200);
    expect((await controlCall(app, control.deposit.approveDeposit, { orderNo: order.orderNo })).status).toBe(409);
    await advance(app, 10 * MINUTE);
    expect(await newsSince(demo03, before)).toHaveLength(1);
    expect(await centralBalance(app, demo03)).toBe('500.00');
  });

  it('a message that cannot be written undoes the credit: the order stays pending, nothing is lost', async () => {
    const demo03 = await loginAs(app, 'demo03');
    const before = await idsOf(demo03);
    const order = await deposit(app, demo03, '500.00');
    const messages = app.mock.world.db.messages;
    const create = messages.create.bind(messages);
    messages.create = async () => {
      throw new Error('injected: the message insert failed');
    };
    const failed = await controlCall(app, control.deposit.approveDeposit, { orderNo: order.orderNo }).catch(() => ({ status: 500 }));
    messages.create = create;
    expect(failed.status).toBe(500);
    expect(await centralBalance(app, demo03)).toBe('0.00');
    expect((await ctl(app).deposit.deposits({ status: 'pending', username: 'demo03' })).orders.map((o) => o.orderNo)).toEqual([
      order.orderNo,
    ]);
    expect(await newsSince(demo03, before)).toEqual([]);

    await ctl(app).deposit.approveDeposit({ orderNo: order.orderNo });
    expect(await centralBalance(app, demo03)).toBe('500.00');
    expect(await newsSince(demo03, before)).toHaveLength(1);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });
});

describe('a withdrawal decided', () => {
  async function withdrawal(amount: string) {
    const demo01 = await loginAs(app, 'demo01');
    const payee = await bindCard(app, demo01);
    const before = await idsOf(demo01);
    const order = await ok(app, api.withdrawal.submit, { amount, secondaryPassword: '123456', methodId: 1, payeeId: payee.id }, demo01);
    return { demo01, before, order };
  }

  it('paid by the clock: a message with the amount, what arrives and the order number', async () => {
    const { demo01, before, order } = await withdrawal('1000.00');
    const badge = await unread(demo01);
    await advance(app, 5 * MINUTE);
    const [news, ...more] = await newsSince(demo01, before);
    expect(more).toEqual([]);
    expect(news).toMatchObject({ title: 'Withdrawal paid', read: false });
    expect(news!.excerpt).toContain('¥1,000.00');
    expect(news!.excerpt).toContain(order.orderNo);
    expect(await unread(demo01)).toBe(badge + 1);
    const zh = await read(demo01, news!.id, 'zh_hans');
    expect(zh.title).toBe('取款已出款');
    expect(zh.content).toContain(`¥${Number(order.actualAmount).toLocaleString('en', { minimumFractionDigits: 2 })}`);
  });

  it('rejected by an operator: a message saying the whole amount is back in the central wallet', async () => {
    const { demo01, before, order } = await withdrawal('800.00');
    await ctl(app).withdrawal.rejectWithdrawal({ orderNo: order.orderNo });
    const [news, ...more] = await newsSince(demo01, before);
    expect(more).toEqual([]);
    expect(news).toMatchObject({ title: 'Withdrawal rejected', read: false });
    expect(news!.excerpt).toContain('¥800.00');
    expect(news!.excerpt).toContain(order.orderNo);
    const zh = await read(demo01, news!.id, 'zh_hans');
    expect(zh.title).toBe('取款被拒绝');
    expect(zh.content).toContain('退回中心钱包');
    expect(await centralBalance(app, demo01)).toBe('8888.00');
  });

  it('decided twice: one message', async () => {
    const { demo01, before, order } = await withdrawal('100.00');
    expect((await controlCall(app, control.withdrawal.payWithdrawal, { orderNo: order.orderNo })).status).toBe(200);
    expect((await controlCall(app, control.withdrawal.rejectWithdrawal, { orderNo: order.orderNo })).status).toBe(409);
    await advance(app, 10 * MINUTE);
    expect(await newsSince(demo01, before)).toHaveLength(1);
  });
});
