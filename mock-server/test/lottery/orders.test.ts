import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { resultFromDigest, resultPreimage } from '@contracts/lottery/fair';
import { auditLedger } from '@mock/core/ledger';
import { optionWins } from '@mock/areas/lottery/options';
import { call, control, failure, loginAs, testApp } from '../helpers';
import { api, centralBalance, ctl, fen, ok, placeOrder, refused, room, sha256Bytes, type Session } from './lottery-helpers';

let app: FastifyInstance;
let demo01: Session;
beforeEach(async () => {
  app = await testApp();
  demo01 = await loginAs(app, 'demo01');
});
afterEach(() => app.close());

const entriesOf = (uid: number, orderNo?: string) =>
  app.mock.world.db.ledger.where({ uid, wallet: 'central' }).filter((e) => orderNo === undefined || e.orderNo === orderNo);

/** Refused in both languages with these messages, and nothing changed. */
async function refusedBoth(input: Record<string, unknown>, en: string, zh: string, session: Session = demo01) {
  const before = {
    balance: await centralBalance(app, session),
    entries: entriesOf(session.uid).length,
    orders: app.mock.world.db.lotteryOrders.all().length,
    bets: app.mock.world.db.bets.all().length,
  };
  expect(await refused(app, api.lottery.placeOrder, input, session, { lang: 'en' })).toBe(en);
  expect(await refused(app, api.lottery.placeOrder, input, session, { lang: 'zh_hans' })).toBe(zh);
  expect({
    balance: await centralBalance(app, session),
    entries: entriesOf(session.uid).length,
    orders: app.mock.world.db.lotteryOrders.all().length,
    bets: app.mock.world.db.bets.all().length,
  }).toEqual(before);
}

describe('lottery/placeOrder refusals', () => {
  it('refuses an unknown lottery, an unknown round, a drawn one, a future one and a cancelled one', async () => {
    const { current, previous } = await room(app, 1);
    const bets = [{ option: 'big', amount: '10' }];
    await refusedBoth({ lotteryId: 99, issue: current.issue, bets }, 'No lottery 99', '彩种 99 不存在');
    await refusedBoth({ lotteryId: 1, issue: 'nope', bets }, 'There is no round nope', '期号 nope 不存在');
    await refusedBoth(
      { lotteryId: 1, issue: previous!.issue, bets },
      `Betting for round ${previous!.issue} has closed`,
      `第 ${previous!.issue} 期已封盘，停止下注`,
    );
    const next = current.issue.replace(/\d{4}$/, (n) => String(Number(n) + 1).padStart(4, '0'));
    await refusedBoth({ lotteryId: 1, issue: next, bets }, `Round ${next} is not open for bets yet`, `第 ${next} 期尚未开放下注`);
    await ctl(app).lottery.cancel({ lotteryId: 1, issue: current.issue });
    await refusedBoth({ lotteryId: 1, issue: current.issue, bets }, `Round ${current.issue} was cancelled`, `第 ${current.issue} 期已取消`);
  });

  it('refuses after closeAt on the round still showing', async () => {
    const { current } = await room(app, 1);
    await ctl(app).lottery.jump({ lotteryId: 1, to: 'close' });
    expect((await room(app, 1)).current).toMatchObject({ issue: current.issue, status: 1 });
    await refusedBoth(
      { lotteryId: 1, issue: current.issue, bets: [{ option: 'big', amount: '10' }] },
      `Betting for round ${current.issue} has closed`,
      `第 ${current.issue} 期已封盘，停止下注`,
    );
  });

  it('refuses an unknown option, a repeated option, and lines outside the per-line limits', async () => {
    const {
      current: { issue },
    } = await room(app, 1);
    await refusedBoth(
      {
        lotteryId: 1,
        issue,
        bets: [
          { option: 'big', amount: '10' },
          { option: 'green', amount: '10' },
        ],
      },
      'Unknown bet option green for this lottery',
      '该彩种没有玩法选项 green',
    );
    await refusedBoth(
      {
        lotteryId: 1,
        issue,
        bets: [
          { option: 'sum_10', amount: '10' },
          { option: 'big', amount: '5' },
          { option: 'sum_10', amount: '1' },
        ],
      },
      'sum_10 appears twice in this order: put the whole amount on one line',
      'sum_10 在本单中出现两次：请把金额合并为一注',
    );
    await refusedBoth(
      { lotteryId: 1, issue, bets: [{ option: 'big', amount: '0.99' }] },
      'Each bet must be at least ¥1.00 (big)',
      '每注至少 ¥1.00（big）',
    );
    await refusedBoth(
      { lotteryId: 1, issue, bets: [{ option: 'big', amount: '10000.01' }] },
      'Each bet must be at most ¥10,000.00 (big)',
      '每注最多 ¥10,000.00（big）',
    );
  });

  it("refuses non-positive and 3-decimal amounts by the contract's PositiveAmount, and an empty order", async () => {
    const {
      current: { issue },
    } = await room(app, 1);
    for (const amount of ['0', '-5', '1.005', 'abc']) {
      const response = await call(
        app,
        api.lottery.placeOrder,
        { lotteryId: 1, issue, bets: [{ option: 'big', amount }] },
        { token: demo01.token, lang: 'en' },
      );
      expect(failure(response).code).toBe(0);
    }
    expect(await refused(app, api.lottery.placeOrder, { lotteryId: 1, issue, bets: [] }, demo01)).toMatch(/at least one bet/);
    expect(entriesOf(demo01.uid).filter((e) => e.type === 'bet')).toHaveLength(0);
  });

  it('refuses a short balance and changes nothing', async () => {
    const demo03 = await loginAs(app, 'demo03');
    const {
      current: { issue },
    } = await room(app, 1);
    await refusedBoth({ lotteryId: 1, issue, bets: [{ option: 'big', amount: '10' }] }, 'Insufficient balance', '余额不足', demo03);
  });
});

describe('lottery/placeOrder success, settlement and records', () => {
  it('debits a two-line order once and shows it in my orders and in bet records', async () => {
    const before = fen(await centralBalance(app, demo01));
    const { current } = await room(app, 1);
    const placed = await placeOrder(app, demo01, {
      lotteryId: 1,
      issue: current.issue,
      bets: [
        { option: 'big', amount: '10.50' },
        { option: 'sum_10', amount: '2' },
      ],
    });
    expect(placed.order).toMatchObject({
      issue: current.issue,
      status: 0,
      totalAmount: '12.50',
      winAmount: '0.00',
      result: null,
      settledAt: null,
    });
    expect(placed.order.lines.map((l) => [l.option, l.amount, l.odds, l.won])).toEqual([
      ['big', '10.50', '1.96', null],
      ['sum_10', '2.00', '7.68', null],
    ]);
    expect(fen(placed.balance)).toBe(before - 1250);
    expect(fen(await centralBalance(app, demo01))).toBe(before - 1250);
    const entries = entriesOf(demo01.uid, placed.order.orderNo);
    expect(entries.map((e) => [e.type, e.amountFen])).toEqual([['bet', -1250]]);

    const mine = await ok(app, api.lottery.getUserGameList, {}, demo01);
    expect(mine.list[0]?.orderNo).toBe(placed.order.orderNo);
    expect(mine.totals.betAmount).toBe('12.50');
    const bets = await ok(app, api.records.getBetList, {}, demo01, { lang: 'zh_hans' });
    const row = bets.list.find((b) => b.orderNo === placed.order.orderNo);
    expect(row).toMatchObject({
      gameName: '一分快三',
      venueCode: 'house_lottery',
      venueName: '平台彩票',
      gameType: 3,
      stake: '12.50',
      status: 0,
    });
    const totals = await ok(app, api.records.getTotalList, {}, demo01, { lang: 'en' });
    expect(totals.venues.find((v) => v.venueCode === 'house_lottery')).toMatchObject({
      venueName: 'Platform Lottery',
      betCount: 1,
      stake: '12.50',
    });
    // The house venue is no wallet: not in the transfer list.
    const wallets = await ok(app, api.funds.getWalletList, {}, demo01);
    expect(JSON.stringify(wallets)).not.toContain('house_lottery');
  });

  it('acts once for a retried order with the same Idempotency-Key', async () => {
    const {
      current: { issue },
    } = await room(app, 1);
    const form = { lotteryId: 1, issue, bets: [{ option: 'odd', amount: '3' }] };
    const headers = { 'idempotency-key': 'slip-1' };
    const [first, second] = await Promise.all([
      call(app, api.lottery.placeOrder, form, { token: demo01.token, headers }),
      call(app, api.lottery.placeOrder, form, { token: demo01.token, headers }),
    ]);
    expect(second.body).toBe(first.body);
    const third = await call(app, api.lottery.placeOrder, form, { token: demo01.token, headers });
    expect(third.body).toBe(first.body);
    expect(third.headers['idempotency-replayed']).toBe('true');
    expect(app.mock.world.db.lotteryOrders.all()).toHaveLength(1);
    expect(entriesOf(demo01.uid).filter((e) => e.type === 'bet')).toHaveLength(1);
  });

  it('settles at the draw exactly once: lines by the revealed result, one payout entry, bet record and turnover', async () => {
    const { current } = await room(app, 3);
    const options = ['n_0', 'n_1', 'n_2', 'n_3', 'n_4', 'n_5', 'n_6', 'n_7', 'n_8', 'n_9', 'green', 'red', 'violet', 'big', 'small'];
    const placed = await placeOrder(app, demo01, {
      lotteryId: 3,
      issue: current.issue,
      bets: options.map((option) => ({ option, amount: '1' })),
    });
    const before = fen(await centralBalance(app, demo01));

    await ctl(app).lottery.jump({ lotteryId: 3, to: 'draw' });
    const drawn = (await room(app, 3)).previous!;
    expect(drawn.issue).toBe(current.issue);
    const result = resultFromDigest(await sha256Bytes(resultPreimage(drawn.seed!, drawn.issue)), 3);
    expect(drawn.result).toEqual(result);

    const [order] = (await ok(app, api.lottery.getUserGameList, {}, demo01)).list;
    if (!order) throw new Error('order gone');
    expect(order).toMatchObject({ orderNo: placed.order.orderNo, status: 1, result });
    let expected = 0;
    for (const line of order.lines) {
      const won = optionWins(3, line.option, result);
      expect(line.won).toBe(won);
      expect(line.payout).toBe(won ? line.odds : '0.00');
      expect(line.odds).toBe(placed.order.lines.find((l) => l.option === line.option)?.odds);
      expected += won ? Math.floor(100 * Number(line.odds)) : 0;
    }
    expect(fen(order.winAmount)).toBe(expected);
    expect(expected).toBeGreaterThan(0); // one number always wins among n_0 … n_9
    expect(fen(await centralBalance(app, demo01))).toBe(before + expected);

    // A second tick and another clock move pay nothing more.
    await ctl(app).world.advance({ minutes: 5 });
    await room(app, 3);
    expect(entriesOf(demo01.uid, order.orderNo).map((e) => e.type)).toEqual(['bet', 'payout']);
    expect(entriesOf(demo01.uid, order.orderNo)[1]?.at).toBe(Date.parse(drawn.drawAt));
    const row = (await ok(app, api.records.getBetList, {}, demo01)).list.find((b) => b.orderNo === order.orderNo);
    expect(row).toMatchObject({ status: 1, stake: '15.00', validBet: '15.00', winLoss: ((expected - 1500) / 100).toFixed(2) });
    expect(app.mock.world.db.turnover.findFirst((q) => q.where({ uid: demo01.uid }))?.completedFen).toBeGreaterThanOrEqual(1500);
    const log = await ok(app, api.records.getMoneyLogList, { wallet: 'central' }, demo01, { lang: 'zh_hans' });
    expect(log.list.filter((e) => e.orderNo === order.orderNo).map((e) => [e.amount, e.walletName, e.remark])).toEqual([
      [(expected / 100).toFixed(2), '中心钱包', '一分彩色'],
      ['-15.00', '中心钱包', '一分彩色'],
    ]);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('settles lazily on the next request when the clock passed the draw without a control call', async () => {
    const { current } = await room(app, 1);
    await placeOrder(app, demo01, {
      lotteryId: 1,
      issue: current.issue,
      bets: [
        { option: 'big', amount: '5' },
        { option: 'small', amount: '5' },
      ],
    });
    app.mock.clock.set(Date.parse(current.drawAt) + 30_000);
    const [order] = (await ok(app, api.lottery.getUserGameList, {}, demo01)).list;
    expect(order?.status).toBe(1);
    expect(order?.settledAt).toBe(current.drawAt);
  });
});

describe('cancelling a round (control API)', () => {
  it('refunds every stake of the round exactly once; a second cancel and a drawn round are 409, an unknown round 404', async () => {
    const demo02 = await loginAs(app, 'demo02');
    const { current } = await room(app, 2);
    const a = await placeOrder(app, demo01, {
      lotteryId: 2,
      issue: current.issue,
      bets: [
        { option: 'd1_7', amount: '20' },
        { option: 'total_big', amount: '30' },
      ],
    });
    const b = await placeOrder(app, demo02, { lotteryId: 2, issue: current.issue, bets: [{ option: 'd5_small', amount: '40' }] });
    const balances = [fen(a.balance), fen(b.balance)];

    const cancelled = await ctl(app).lottery.cancel({ lotteryId: 2, issue: current.issue });
    expect(cancelled.cancelledOrders.sort()).toEqual([a.order.orderNo, b.order.orderNo].sort());
    expect(cancelled.round.status).toBe(3);
    expect(fen(await centralBalance(app, demo01))).toBe(balances[0]! + 5000);
    expect(fen(await centralBalance(app, demo02))).toBe(balances[1]! + 4000);

    const again = await ctl(app).send(control.lottery.cancel, { lotteryId: 2, issue: current.issue });
    expect(again.status).toBe(409);
    await ctl(app).lottery.jump({ lotteryId: 2, to: 'draw' });
    expect(fen(await centralBalance(app, demo01))).toBe(balances[0]! + 5000);
    expect(entriesOf(demo01.uid, a.order.orderNo).map((e) => e.type)).toEqual(['bet', 'betRefund']);
    const [order] = (await ok(app, api.lottery.getUserGameList, {}, demo01)).list;
    expect(order).toMatchObject({ status: 2, winAmount: '0.00', result: null });
    const row = (await ok(app, api.records.getBetList, {}, demo01)).list.find((r) => r.orderNo === a.order.orderNo);
    expect(row).toMatchObject({ status: 2, winLoss: '0.00' });
    const log = await ok(app, api.records.getMoneyLogList, {}, demo01, { lang: 'en' });
    expect(log.list.find((e) => e.orderNo === a.order.orderNo && e.amount === '50.00')?.remark).toBe('Bet cancelled: 3-minute Five Digits');
    expect((await room(app, 2)).previous).toMatchObject({ issue: current.issue, status: 3, result: null });

    const drawnIssue = (await room(app, 1)).previous!.issue;
    expect((await ctl(app).send(control.lottery.cancel, { lotteryId: 1, issue: drawnIssue })).status).toBe(409);
    expect((await ctl(app).send(control.lottery.cancel, { lotteryId: 1, issue: '20261122-9999' })).status).toBe(404);
    expect((await ctl(app).send(control.lottery.cancel, { lotteryId: 77, issue: drawnIssue })).status).toBe(404);
    expect((await ctl(app).send(control.lottery.cancel, { issue: drawnIssue })).status).toBe(400);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it("leaves house bets alone in the lobby's settle and cancel controls", async () => {
    const { current } = await room(app, 1);
    const placed = await placeOrder(app, demo01, { lotteryId: 1, issue: current.issue, bets: [{ option: 'big', amount: '5' }] });
    await ctl(app).games.settleBets({ username: 'demo01' });
    expect((await ok(app, api.lottery.getUserGameList, {}, demo01)).list[0]?.status).toBe(0);
    expect((await ctl(app).send(control.games.settleBets, { orderNo: placed.order.orderNo })).status).toBe(409);
    expect((await ctl(app).send(control.games.cancelBet, { orderNo: placed.order.orderNo, withdrawn: false })).status).toBe(409);
    expect(entriesOf(demo01.uid, placed.order.orderNo)).toHaveLength(1);
  });
});
