import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '@mock/core/ledger';
import { FOOD_ITEMS, itemRtp, RING } from '@mock/areas/fastfood/table';
import { call, control, loginAs, testApp } from '../helpers';
import { api, centralBalance, ctl, fen, ok, refused, type Session } from '../lottery/lottery-helpers';

let app: FastifyInstance;
let demo01: Session;
beforeEach(async () => {
  app = await testApp();
  demo01 = await loginAs(app, 'demo01');
});
afterEach(() => app.close());

const table = (session: Session = demo01) => ok(app, api.fastfood.bet, {}, session);
const submit = (roundNo: string, chips: Array<{ itemId: number; amount: string }>, session: Session = demo01) =>
  ok(app, api.fastfood.submit, { roundNo, chips }, session);
const entriesOf = (uid: number) => app.mock.world.db.ledger.where({ uid, wallet: 'central' });

describe('the fast-food table', () => {
  it('returns 95–97 % on every item, and so on the whole table: lamps / ring × rate', async () => {
    const options = await ok(app, api.fastfood.getOption, {}, null, { lang: 'zh_hans' });
    const rates = await ok(app, api.fastfood.rate, {}, null);
    expect(options.items).toHaveLength(10);
    expect(options.ring.length).toBeGreaterThanOrEqual(16);
    expect(options.ring.length).toBeLessThanOrEqual(24);
    expect(options).toMatchObject({
      chips: ['1.00', '5.00', '10.00', '50.00', '100.00'],
      minStake: '1.00',
      maxStakePerItem: '5000.00',
      roundSeconds: 60,
      closeSeconds: 15,
    });
    expect(options.items[0]).toMatchObject({ id: 1, name: '汉堡', icon: '/assets/fastfood/burger.svg' });
    for (const item of options.items) {
      const lamps = options.ring.filter((id) => id === item.id).length;
      const rate = Number(rates.find((r) => r.itemId === item.id)?.rate);
      expect(lamps).toBeGreaterThan(0);
      const rtp = (lamps / options.ring.length) * rate;
      expect(rtp).toBeGreaterThanOrEqual(0.95);
      expect(rtp).toBeLessThanOrEqual(0.97);
    }
    // Frequent items pay less.
    const burger = FOOD_ITEMS[0]!;
    const sushi = FOOD_ITEMS[9]!;
    expect(RING.filter((id) => id === burger.id).length).toBeGreaterThan(RING.filter((id) => id === sushi.id).length);
    expect(burger.rateCents).toBeLessThan(sushi.rateCents);
    const tableRtp = FOOD_ITEMS.reduce((s, i) => s + itemRtp(i), 0) / FOOD_ITEMS.length;
    expect(tableRtp).toBeGreaterThan(0.95);
    expect(tableRtp).toBeLessThan(0.97);
  });

  it("serves each item's icon", async () => {
    for (const item of (await ok(app, api.fastfood.getOption, {}, null)).items) {
      const response = await app.inject({ method: 'GET', url: item.icon });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
    }
  });
});

describe('fastfood/submit', () => {
  it('adds chips up over several submits, one order and one bet entry each', async () => {
    const { current } = await table();
    const start = fen(await centralBalance(app, demo01));
    const first = await submit(current.roundNo, [
      { itemId: 1, amount: '10' },
      { itemId: 9, amount: '5' },
    ]);
    const second = await submit(current.roundNo, [{ itemId: 1, amount: '50' }]);
    expect(second.myStakes).toEqual([
      { itemId: 1, amount: '60.00' },
      { itemId: 9, amount: '5.00' },
    ]);
    expect(second.myTotal).toBe('65.00');
    expect(fen(second.balance)).toBe(start - 6500);
    expect(first.orderNo).not.toBe(second.orderNo);
    expect(
      entriesOf(demo01.uid)
        .filter((e) => e.type === 'bet')
        .map((e) => e.amountFen),
    ).toEqual([-1500, -5000]);
    expect(await ok(app, api.fastfood.accountbalance, {}, demo01)).toEqual({ balance: second.balance, stakedThisRound: '65.00' });
    expect((await table()).myStakes).toEqual(second.myStakes);
    const rec = await ok(app, api.fastfood.betRec, {}, demo01, { lang: 'en' });
    expect(rec.stakes.map((s) => [s.itemName, s.amount])).toEqual([
      ['Burger', '60.00'],
      ['Taco', '5.00'],
    ]);
    const bets = await ok(app, api.records.getBetList, {}, demo01, { lang: 'en' });
    expect(bets.list.filter((b) => b.venueCode === 'house_fastfood').map((b) => [b.gameName, b.venueName, b.stake])).toEqual([
      ['Fast Food', 'Fast Food', '50.00'],
      ['Fast Food', 'Fast Food', '15.00'],
    ]);
  });

  it('refuses unknown items, repeats, below minStake, over maxStakePerItem with earlier chips, after close, a short balance', async () => {
    const { current } = await table();
    await submit(current.roundNo, [{ itemId: 2, amount: '3000' }]);
    const before = { balance: await centralBalance(app, demo01), entries: entriesOf(demo01.uid).length };
    const attempt = (
      chips: Array<{ itemId: number; amount: string }>,
      lang: 'en' | 'zh_hans' = 'en',
      roundNo = current.roundNo,
      session = demo01,
    ) => refused(app, api.fastfood.submit, { roundNo, chips }, session, { lang });
    expect(await attempt([{ itemId: 42, amount: '1' }])).toBe('There is no food item 42');
    expect(
      await attempt([
        { itemId: 3, amount: '1' },
        { itemId: 3, amount: '2' },
      ]),
    ).toBe('Cola appears twice in this submission: put the whole amount in one chip line');
    expect(await attempt([{ itemId: 3, amount: '0.5' }], 'zh_hans')).toBe('每个选项至少 ¥1.00（可乐）');
    expect(await attempt([{ itemId: 2, amount: '2000.01' }])).toBe('At most ¥5,000.00 on Fries in one round (you already have ¥3,000.00)');
    expect(await attempt([{ itemId: 2, amount: '1' }], 'en', 'FF20261122-0001')).toBe('Betting for round FF20261122-0001 has closed');
    expect(await attempt([{ itemId: 2, amount: '1' }], 'en', 'nope')).toBe('There is no round nope');
    const demo03 = await loginAs(app, 'demo03');
    expect(await attempt([{ itemId: 2, amount: '1' }], 'zh_hans', current.roundNo, demo03)).toBe('余额不足');
    await ctl(app).lottery.jump({ game: 'fastfood', to: 'close' });
    expect(await attempt([{ itemId: 2, amount: '1' }])).toBe(`Betting for round ${current.roundNo} has closed`);
    expect({ balance: await centralBalance(app, demo01), entries: entriesOf(demo01.uid).length }).toEqual(before);
    // The limit is per round: the next round takes the whole 5,000.00 again.
    await ctl(app).lottery.jump({ game: 'fastfood', to: 'draw' });
    expect(await submit((await table()).current.roundNo, [{ itemId: 2, amount: '5000' }]).then((r) => r.myTotal)).toBe('5000.00');
  });

  it('acts once for a retried submit with the same Idempotency-Key', async () => {
    const { current } = await table();
    const body = { roundNo: current.roundNo, chips: [{ itemId: 4, amount: '5' }] };
    const headers = { 'idempotency-key': 'chips-1' };
    const first = await call(app, api.fastfood.submit, body, { token: demo01.token, headers });
    const second = await call(app, api.fastfood.submit, body, { token: demo01.token, headers });
    expect(second.body).toBe(first.body);
    expect(app.mock.world.db.fastFoodOrders.all()).toHaveLength(1);
  });
});

describe('fast-food settlement, history and funds', () => {
  it('pays the item under the lamp once, lists stake and payout in funds with the balance after each', async () => {
    const { current } = await table();
    const chips = FOOD_ITEMS.map((item) => ({ itemId: item.id, amount: '10' }));
    const placed = await submit(current.roundNo, chips);
    await ctl(app).lottery.jump({ game: 'fastfood', to: 'draw' });
    const { previous } = await table();
    expect(previous?.roundNo).toBe(current.roundNo);
    const winner = FOOD_ITEMS.find((i) => i.id === previous?.winningItemId)!;
    const payout = 10 * winner.rateCents;
    expect(fen(await centralBalance(app, demo01))).toBe(fen(placed.balance) + payout);
    await ctl(app).world.advance({ minutes: 3 });

    const rec = await ok(app, api.fastfood.betRec, { roundNo: current.roundNo }, demo01);
    expect(rec.round.winningItemId).toBe(winner.id);
    expect(fen(rec.totalPayout)).toBe(payout);
    expect(rec.stakes.filter((s) => s.payout !== '0.00').map((s) => s.itemId)).toEqual([winner.id]);
    const list = await ok(app, api.fastfood.getBetList, {}, demo01);
    expect(list.list[0]).toMatchObject({ orderNo: placed.orderNo, status: 1, winningItemId: winner.id, totalStake: '100.00' });
    expect(list.totals).toEqual({ stake: '100.00', payout: rec.totalPayout });

    const funds = await ok(app, api.fastfood.funds, {}, demo01);
    expect(funds.list.map((f) => [f.type, f.amount, f.roundNo])).toEqual([
      [2, rec.totalPayout, current.roundNo],
      [1, '-100.00', current.roundNo],
    ]);
    expect(funds.list[0]?.balanceAfter).toBe(await centralBalance(app, demo01));
    expect(funds.list[1]?.balanceAfter).toBe(placed.balance);
    const history = await ok(app, api.fastfood.getHistory, { pageSize: 5 }, null);
    expect(history.list.find((r) => r.roundNo === current.roundNo)?.winningItemId).toBe(winner.id);
    expect(await refused(app, api.fastfood.betRec, { roundNo: '20261122-0001' }, demo01, { lang: 'zh_hans' })).toBe(
      '期号 20261122-0001 不存在',
    );
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('refunds every submit of a cancelled round once', async () => {
    const { current } = await table();
    const start = fen(await centralBalance(app, demo01));
    await submit(current.roundNo, [{ itemId: 1, amount: '10' }]);
    await submit(current.roundNo, [{ itemId: 5, amount: '20' }]);
    const cancelled = await ctl(app).lottery.cancel({ game: 'fastfood', issue: current.roundNo });
    expect(cancelled.cancelledOrders).toHaveLength(2);
    expect(fen(await centralBalance(app, demo01))).toBe(start);
    expect((await ctl(app).send(control.lottery.cancel, { game: 'fastfood', issue: current.roundNo })).status).toBe(409);
    await ctl(app).lottery.jump({ game: 'fastfood', to: 'draw' });
    expect(fen(await centralBalance(app, demo01))).toBe(start);
    const funds = await ok(app, api.fastfood.funds, {}, demo01);
    expect(funds.list.map((f) => f.type)).toEqual([3, 3, 1, 1]);
    expect((await ok(app, api.fastfood.getBetList, { status: 2 }, demo01)).total).toBe(2);
    expect((await table()).previous).toMatchObject({ roundNo: current.roundNo, status: 3, winningItemId: null });
    expect(auditLedger(app.mock.world)).toEqual([]);
  });
});
