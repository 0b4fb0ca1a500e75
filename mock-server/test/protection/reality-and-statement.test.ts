import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, ctl, loginAs, testApp } from '../helpers';
import { advance, deposit, ok, refused, type Session } from '../funds/wallet-helpers';
import { placeOrder, room } from '../lottery/lottery-helpers';

let app: FastifyInstance;
let demo01: Session;
beforeEach(async () => {
  app = await testApp();
  demo01 = await loginAs(app);
});
afterEach(() => app.close());

const MINUTE = 60_000;

describe('reality checks', () => {
  it('fall due one interval after they are set, count the session, and start again when acknowledged', async () => {
    expect(await ok(app, api.protection.getSession, {}, demo01)).toMatchObject({ realityCheckMinutes: 0, nextCheckAt: null, minutes: 0 });
    await advance(app, 5 * MINUTE);
    const set = await ok(app, api.protection.setRealityCheck, { minutes: 30 }, demo01);
    expect(set).toMatchObject({ realityCheckMinutes: 30, nextCheckAt: '2026-11-22T12:35:00+08:00', minutes: 5 });
    const { current } = await room(app, 1);
    await placeOrder(app, demo01, { lotteryId: 1, issue: current.issue, bets: [{ option: 'big', amount: '20' }] });
    await ctl(app).lottery.jump({ lotteryId: 1, to: 'draw' });
    await advance(app, 31 * MINUTE);
    const due = await ok(app, api.protection.getSession, {}, demo01);
    expect(due.minutes).toBeGreaterThanOrEqual(36);
    expect(due.staked).toBe('20.00');
    const paidOut = app.mock.world.db.ledger
      .where({ uid: demo01.uid, type: 'payout' })
      .filter((e) => e.at >= Date.parse('2026-11-22T12:00:00+08:00'));
    expect(due.won).toBe((paidOut.reduce((sum, e) => sum + e.amountFen, 0) / 100).toFixed(2));
    expect(due.net).toBe((Number(due.won) - 20).toFixed(2));
    expect(Date.parse(due.serverTime) >= Date.parse(due.nextCheckAt!)).toBe(true);
    const acknowledged = await ok(app, api.protection.acknowledgeCheck, {}, demo01);
    expect(Date.parse(acknowledged.nextCheckAt!) - Date.parse(acknowledged.serverTime)).toBe(30 * MINUTE);
    expect(await refused(app, api.protection.setRealityCheck, { minutes: 20 }, demo01)).toBe('Choose off, or every 15, 30 or 60 minutes');
  });

  it('count a new session from its own login', async () => {
    await ok(app, api.protection.setRealityCheck, { minutes: 15 }, demo01);
    await advance(app, 60 * MINUTE);
    const again = await loginAs(app);
    expect(await ok(app, api.protection.getSession, {}, again)).toMatchObject({
      minutes: 0,
      staked: '0.00',
      nextCheckAt: '2026-11-22T13:15:00+08:00',
    });
  });
});

describe('the activity statement', () => {
  it('gives six months, the current one first, with the deposits, stakes and winnings of each', async () => {
    const demo03 = await loginAs(app, 'demo03');
    const order = await deposit(app, demo03, '300.00');
    await ctl(app).deposit.approveDeposit({ orderNo: order.orderNo });
    const { current } = await room(app, 1);
    await placeOrder(app, demo03, { lotteryId: 1, issue: current.issue, bets: [{ option: 'big', amount: '10' }] });
    const { months } = await ok(app, api.protection.getStatement, {}, demo03);
    expect(months.map((m) => m.month)).toEqual(['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06']);
    // The open bet's stake stands; its result counts once the draw settles it, as in bet records.
    expect(months[0]).toEqual({
      month: '2026-11',
      deposits: '300.00',
      withdrawals: '0.00',
      stakes: '10.00',
      winnings: '0.00',
      net: '0.00',
    });
    expect(months.slice(1).every((m) => m.deposits === '0.00' && m.stakes === '0.00')).toBe(true);
    await ctl(app).lottery.jump({ lotteryId: 1, to: 'draw' });
    const settled = (await ok(app, api.protection.getStatement, {}, demo03)).months[0]!;
    const records = await ok(app, api.records.getTotalList, { startDate: '2026-11-01', endDate: '2026-11-22' }, demo03);
    expect(settled.net).toBe(records.total.winLoss);
    expect(settled.winnings).toBe((Number(records.total.winLoss) + 10).toFixed(2));
    // demo01's seeded month of history shows in it, with the stakes bet records show for the month.
    const seeded = (await ok(app, api.protection.getStatement, {}, demo01)).months[0]!;
    const archive = await ok(app, api.records.getTotalList, { startDate: '2026-11-01', endDate: '2026-11-22' }, demo01);
    expect(seeded.stakes).toBe(archive.total.stake);
    expect(seeded.net).toBe(archive.total.winLoss);
    expect(Number(seeded.deposits)).toBeGreaterThan(0);
  });
});
