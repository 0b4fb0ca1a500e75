import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger, balanceFen, credit, INTEREST_WALLET } from '@mock/core/ledger';
import { ACCRUAL_DIVISOR } from '@mock/areas/interest/accrual';
import { call, loginAs, testApp } from '../helpers';
import { advance, api, ok, refused, type Session } from '../funds/wallet-helpers';

let app: FastifyInstance;
let demo01: Session;
beforeEach(async () => {
  app = await testApp();
  demo01 = await loginAs(app, 'demo01');
});
afterEach(() => app.close());

const DAY = 86_400_000;
const entriesOf = (uid: number) => app.mock.world.db.ledger.where({ uid });
const data = (session: Session, lang: 'en' | 'zh_hans' = 'en') => ok(app, api.interest.getData, {}, session, { lang });

/** Nothing changed: the same ledger, lots and records as before. */
function snapshot() {
  const db = app.mock.world.db;
  return JSON.stringify([
    db.ledger.where({ uid: demo01.uid }).length,
    db.interestLots.all(),
    db.interestRecords.all(),
    db.interestAccounts.all(),
  ]);
}

describe('interest/getType', () => {
  it('lists the flexible product and two fixed terms with rates and minimums, to visitors, in both languages', async () => {
    const en = await ok(app, api.interest.getType, {}, null, { lang: 'en' });
    expect(en.map((p) => [p.id, p.name, p.periodDays, p.annualRate, p.minAmount])).toEqual([
      [1, 'Flexible', 0, '3.65', '1.00'],
      [2, '7-day term', 7, '5', '100.00'],
      [3, '30-day term', 30, '7.3', '1000.00'],
    ]);
    const zh = await ok(app, api.interest.getType, {}, null, { lang: 'zh_hans' });
    expect(zh.map((p) => p.name)).toEqual(['活期', '7天定期', '30天定期']);
  });
});

describe('interest/into and turnout', () => {
  it('moves money from the central wallet into a lot and back through the ledger, audit clean', async () => {
    const moved = await ok(app, api.interest.into, { amount: '1000.00' }, demo01);
    expect(moved).toMatchObject({ amount: '1000.00', principal: '1000.00', receivable: '0.00', centralBalance: '7888.00' });
    expect(balanceFen(app.mock.world, demo01.uid, INTEREST_WALLET)).toBe(100_000);
    const legs = entriesOf(demo01.uid).filter((e) => e.orderNo === moved.orderNo);
    expect(legs.map((e) => [e.wallet, e.type, e.amountFen])).toEqual([
      ['central', 'interestIn', -100_000],
      [INTEREST_WALLET, 'interestIn', 100_000],
    ]);
    // The principal is no venue: the balance card's venue total leaves it out.
    expect(await ok(app, api.account.getUserBalance, {}, demo01)).toMatchObject({ balance: '7888.00', venueBalance: '0.00' });

    const out = await ok(app, api.interest.turnout, { amount: '250.50' }, demo01);
    expect(out).toMatchObject({ amount: '250.50', principal: '749.50', centralBalance: '8138.50' });
    expect(
      entriesOf(demo01.uid)
        .filter((e) => e.orderNo === out.orderNo)
        .map((e) => [e.wallet, e.type, e.amountFen]),
    ).toEqual([
      [INTEREST_WALLET, 'interestOut', -25_050],
      ['central', 'interestOut', 25_050],
    ]);
    const info = await data(demo01);
    expect(info).toMatchObject({ principal: '749.50', centralBalance: '8138.50', annualRate: '3.65' });
    expect(info.holdings).toEqual([
      { typeId: 1, name: 'Flexible', amount: '749.50', annualRate: '3.65', startedAt: '2026-11-22T12:00:00+08:00', maturesAt: null },
    ]);
    const records = await ok(app, api.interest.getList, { page: 1, pageSize: 10 }, demo01);
    expect(records.list.map((r) => [r.type, r.amount, r.principalAfter])).toEqual([
      [2, '250.50', '749.50'],
      [1, '1000.00', '1000.00'],
    ]);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('names the legs in the money log in the request language', async () => {
    await ok(app, api.interest.into, { amount: '10.00' }, demo01);
    const log = await ok(app, api.records.getMoneyLogList, { type: 11, page: 1, pageSize: 10 }, demo01, { lang: 'zh_hans' });
    expect(log.list.map((e) => [e.walletName, e.amount, e.remark])).toEqual([
      ['利息宝', '10.00', '来自中心钱包'],
      ['中心钱包', '-10.00', '转至利息宝'],
    ]);
  });

  it('refuses below the minimum, above the balance, an unknown product, bad amounts and no session, changing nothing', async () => {
    const before = snapshot();
    expect(await refused(app, api.interest.into, { amount: '0.99' }, demo01)).toBe('The amount must be at least ¥1.00');
    expect(await refused(app, api.interest.into, { amount: '99.99', typeId: 2 }, demo01)).toBe('The amount must be at least ¥100.00');
    expect(await refused(app, api.interest.into, { amount: '8888.01' }, demo01)).toBe('The amount exceeds your balance');
    expect(await refused(app, api.interest.into, { amount: '10.00', typeId: 9 }, demo01)).toBe('There is no interest product 9');
    expect(await refused(app, api.interest.into, { amount: '1.001' }, demo01)).toBeTruthy();
    expect(await refused(app, api.interest.into, { amount: '0.00' }, demo01)).toBeTruthy();
    expect(await refused(app, api.interest.turnout, { amount: '1.00' }, demo01)).toBe(
      'Only ¥0.00 of your interest balance can be transferred out',
    );
    expect(await refused(app, api.interest.receive, {}, demo01)).toBe('There are no earnings to receive yet');
    expect(await refused(app, api.interest.receive, {}, demo01, { lang: 'zh_hans' })).toBe('暂无可领取的收益');
    expect((await call(app, api.interest.into, { amount: '10.00' })).statusCode).toBe(401);
    expect(snapshot()).toBe(before);
  });

  it('caps the principal per player at 1,000,000.00, saying how much room is left', async () => {
    const partner = await loginAs(app, 'partner01');
    // partner01 holds 20,000.00; an adjustment through the ledger gives them enough to reach the cap.
    await credit(app.mock.world, app.mock.clock.now(), {
      uid: partner.uid,
      wallet: 'central',
      type: 'adjustment',
      amountFen: 100_000_000,
      orderNo: 'ADJ1',
    });
    await ok(app, api.interest.into, { amount: '990000.00' }, partner);
    expect(await refused(app, api.interest.into, { amount: '10000.01' }, partner)).toBe(
      'The interest balance holds at most ¥1,000,000.00: you can transfer in up to ¥10,000.00 more',
    );
    await ok(app, api.interest.into, { amount: '10000.00' }, partner);
    expect((await data(partner)).principal).toBe('1000000.00');
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('locks a fixed term until it matures, then it is flexible and can leave', async () => {
    await ok(app, api.interest.into, { amount: '100.00', typeId: 2 }, demo01);
    await ok(app, api.interest.into, { amount: '5.00' }, demo01);
    expect(await refused(app, api.interest.turnout, { amount: '50.00' }, demo01)).toBe(
      'Only ¥5.00 can be transferred out now: fixed terms are locked until they mature (next on 2026-11-30)',
    );
    const held = (await data(demo01)).holdings;
    expect(held.map((h) => [h.name, h.amount, h.maturesAt])).toEqual([
      ['7-day term', '100.00', '2026-11-30T00:00:00+08:00'],
      ['Flexible', '5.00', null],
    ]);
    await advance(app, 8 * DAY);
    const session = await loginAs(app, 'demo01'); // sessions last 7 days
    const after = await data(session);
    expect(after.holdings.map((h) => [h.name, h.maturesAt])).toEqual([
      ['Flexible', null],
      ['Flexible', null],
    ]);
    const records = await ok(app, api.interest.getList, { type: 5, page: 1, pageSize: 10 }, session);
    expect(records.list).toMatchObject([{ type: 5, productName: '7-day term', amount: '100.00', createdAt: '2026-11-30T00:00:00+08:00' }]);
    // 7 days at 5 %: 100.00 × 0.05 × 7 / 365 = 0.0958… → 9 fen; the 5.00 flexible lot earned 7 days too (0.0035 → 0).
    expect(after.totalEarnings).toBe('0.09');
    await ok(app, api.interest.turnout, { amount: '105.00' }, session);
    expect((await data(session)).principal).toBe('0.00');
    expect(auditLedger(app.mock.world)).toEqual([]);
  });
});

describe('accrual', () => {
  it("starts after the first full platform day and credits at each midnight; yesterday is the last midnight's", async () => {
    await ok(app, api.interest.into, { amount: '3650.00' }, demo01);
    await advance(app, 12 * 3600_000); // midnight of the 23rd: the lot arrived on the 22nd, it has no full day yet
    expect(await data(demo01)).toMatchObject({ yesterdayEarnings: '0.00', totalEarnings: '0.00' });
    await advance(app, DAY); // midnight of the 24th: the 23rd was a full day
    // 365,000 fen × 36,500 / 365,000,000 = 36.5 fen: 36 paid, half a fen carried.
    expect(await data(demo01)).toMatchObject({ yesterdayEarnings: '0.36', totalEarnings: '0.36', receivable: '0.36' });
    await advance(app, DAY);
    expect(await data(demo01)).toMatchObject({ yesterdayEarnings: '0.37', totalEarnings: '0.73', receivable: '0.73' });
    await advance(app, 3600_000); // 01:00: still "yesterday" is the midnight's
    expect((await data(demo01)).yesterdayEarnings).toBe('0.37');
  });

  it('receives the receivable through the ledger once; a retried receive with its key acts once', async () => {
    await ok(app, api.interest.into, { amount: '8000.00' }, demo01);
    await advance(app, 10 * DAY);
    const session = await loginAs(app, 'demo01');
    const before = await data(session);
    expect(before.receivable).not.toBe('0.00');
    const headers = { 'idempotency-key': 'receive-1' };
    const [first, second] = await Promise.all([
      call(app, api.interest.receive, {}, { token: session.token, headers }),
      call(app, api.interest.receive, {}, { token: session.token, headers }),
    ]);
    expect(second.body).toBe(first.body);
    const credited = entriesOf(session.uid).filter((e) => e.type === 'interestEarnings');
    expect(credited.map((e) => e.amountFen / 100)).toEqual([Number(before.receivable)]);
    const after = await data(session);
    expect(after).toMatchObject({ receivable: '0.00', totalEarnings: before.totalEarnings });
    expect(await refused(app, api.interest.receive, {}, session)).toBe('There are no earnings to receive yet');
    const trades = await ok(app, api.records.getTradeList, { type: 7, page: 1, pageSize: 5 }, session);
    expect(trades.list.map((t) => t.amount)).toEqual([before.receivable]);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('acts once for a transfer in retried with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'into-1' };
    const first = await call(app, api.interest.into, { amount: '10.00' }, { token: demo01.token, headers });
    const again = await call(app, api.interest.into, { amount: '10.00' }, { token: demo01.token, headers });
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(app.mock.world.db.interestLots.all()).toHaveLength(1);
    expect(entriesOf(demo01.uid).filter((e) => e.type === 'interestIn')).toHaveLength(2);
  });
});

describe('400 days', () => {
  /** demo01: 8,765.43 flexible; partner01: 12,345.67 in the 30-day term (flexible after it matures). */
  async function start(target: FastifyInstance) {
    const a = await loginAs(target, 'demo01');
    const b = await loginAs(target, 'partner01');
    await ok(target, api.interest.into, { amount: '8765.43' }, a);
    await ok(target, api.interest.into, { amount: '12345.67', typeId: 3 }, b);
  }
  async function earnings(target: FastifyInstance) {
    const out: string[] = [];
    for (const name of ['demo01', 'partner01']) {
      const session = await loginAs(target, name);
      const got = await ok(target, api.interest.getData, {}, session);
      out.push(got.totalEarnings, got.receivable);
    }
    return out;
  }

  it('gives the same total day by day as in two jumps, within one fen of the exact sum, audit clean', async () => {
    await start(app);
    for (let day = 0; day < 400; day++) await advance(app, DAY);
    const daily = await earnings(app);

    const jumped = await testApp();
    try {
      await start(jumped);
      // A move is at most a year (MAX_CLOCK_MOVE_DAYS): 400 days are two jumps.
      await advance(jumped, 366 * DAY);
      await advance(jumped, 34 * DAY);
      expect(await earnings(jumped)).toEqual(daily);
    } finally {
      await jumped.close();
    }

    // Exact sums in fen, as rationals over ACCRUAL_DIVISOR. The lots arrived on 2026-11-22 at 12:00 and
    // earn from the midnight of the 24th: 400 days later the clock has passed 399 such midnights.
    const D = BigInt(ACCRUAL_DIVISOR);
    const flexible = 399n * 876_543n * 36_500n;
    // 30 days at 7.30 %, matured at the midnight of Dec 23, flexible from the midnight of Dec 24: 369 days.
    const term = 30n * 1_234_567n * 73_000n + 369n * 1_234_567n * 36_500n;
    for (const [total, exact] of [
      [daily[0], flexible],
      [daily[2], term],
    ] as const) {
      const paid = BigInt(Math.round(Number(total) * 100)) * D;
      expect(paid <= exact).toBe(true);
      expect(exact - paid < D).toBe(true);
    }
    // One accrual record per player and earning midnight (399 each).
    expect(app.mock.world.db.interestRecords.all().filter((r) => r.type === 3)).toHaveLength(2 * 399);
    // The principal wallet holds exactly the lots.
    for (const uid of new Set(app.mock.world.db.interestLots.all().map((l) => l.uid))) {
      const lots = app.mock.world.db.interestLots.findMany((q) => q.where({ uid })).reduce((s, l) => s + l.principalFen, 0);
      expect(balanceFen(app.mock.world, uid, INTEREST_WALLET)).toBe(lots);
    }
    expect(auditLedger(app.mock.world)).toEqual([]);
  }, 120_000);
});

describe('a clock jump costs what it changes', () => {
  /** Lots of the three products for demo01 and partner01, so terms mature inside the span. */
  async function lots(target: FastifyInstance) {
    const a = await loginAs(target, 'demo01');
    const b = await loginAs(target, 'partner01');
    for (const [session, amount, typeId] of [
      [a, '1234.56', 1],
      [a, '100.00', 2],
      [b, '3333.33', 3],
      [b, '7.77', 1],
      [a, '1000.00', 3],
    ] as const) {
      await ok(target, api.interest.into, { amount, typeId }, session);
    }
  }
  /** Everything a page or the money shows: per player the summary, the lots with their carries, the accrual sum. */
  async function observed(target: FastifyInstance) {
    const out: unknown[] = [];
    for (const name of ['demo01', 'partner01']) {
      const session = await loginAs(target, name);
      const { holdings, ...summary } = await ok(target, api.interest.getData, {}, session);
      const records = target.mock.world.db.interestRecords.findMany((q) => q.where({ uid: session.uid }));
      const accrued = records.filter((r) => r.type === 3).reduce((sum, r) => sum + r.amountFen, 0);
      const maturities = records.filter((r) => r.type === 5).map((r) => [r.at, r.typeId, r.amountFen]);
      out.push(summary, holdings, accrued, maturities);
    }
    out.push(target.mock.world.db.interestLots.all().map((l) => [l.id, l.typeId, l.carry, l.earnsFrom, l.maturesAt]));
    return out;
  }

  it('gives in one year-long move exactly what 366 single days give, with one accrual record per player saying its days', async () => {
    await lots(app);
    for (let day = 0; day < 366; day++) await advance(app, DAY);
    const daily = await observed(app);

    const jumped = await testApp();
    try {
      await lots(jumped);
      await advance(jumped, 366 * DAY);
      expect(await observed(jumped)).toEqual(daily);
      const accruals = jumped.mock.world.db.interestRecords.all().filter((r) => r.type === 3);
      expect(accruals).toHaveLength(2);
      const session = await loginAs(jumped, 'demo01');
      const [latest] = (await ok(jumped, api.interest.getList, { page: 1, pageSize: 1, type: 3 }, session)).list;
      expect(latest).toMatchObject({ type: 3, createdAt: '2027-11-23T00:00:00+08:00', remark: '365 days (2026-11-24 to 2027-11-23)' });
      const [zh] = (await ok(jumped, api.interest.getList, { page: 1, pageSize: 1, type: 3 }, session, { lang: 'zh_hans' })).list;
      expect(zh?.remark).toBe('2026-11-24 至 2027-11-23，共 365 天');
      expect(auditLedger(jumped.mock.world)).toEqual([]);
    } finally {
      await jumped.close();
    }
    // Lived day by day, each accrual is one day's and needs no remark.
    const [single] = (await ok(app, api.interest.getList, { page: 1, pageSize: 1, type: 3 }, await loginAs(app, 'demo01'))).list;
    expect(single?.remark).toBe('');
  }, 120_000);
});
