import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AwardType } from '@contracts/records/awards';
import { turnoverOf } from '@mock/areas/funds/turnover';
import { grantAward } from '@mock/areas/welfare/awards';
import { auditLedger, CENTRAL, credit } from '@mock/core/ledger';
import { call, failure, loginAs, testApp } from '../helpers';
import { firstGame, fund, openPage, play } from '../games/play-helpers';
import { api, apply, approvedDeposit, at, control, detail, newPlayer, ok, refused, refusedBoth, type Session } from './promotion-helpers';
import { controlCall } from '../funds/wallet-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const required = (session: Session) => turnoverOf(app.mock.world, session.uid).requiredFen;

/** Valid bets today through a demo slot game (slots settle at once: valid bet = stake). */
async function bet(session: Session, stake: string, times = 1) {
  const slots = firstGame(app, 2);
  await fund(app, session.token, slots.venueCode, (Number(stake) * times).toFixed(2));
  const page = await openPage(app, session.token, slots.id);
  for (let i = 0; i < times; i++) expect((await play(app, page.sid, stake)).statusCode).toBe(200);
}

describe('activity/apply: new member first deposit (promotion 1)', () => {
  it('pays 100 % of the first deposit once, through the ledger with 10 × turnover, and shows it in the records', async () => {
    const player = await newPlayer(app, 'promo01');
    expect((await detail(app, 1, player)).apply).toEqual({
      state: 2,
      bonus: null,
      reason: 'This bonus is for your first deposit: make a deposit of at least ¥100.00 first',
      nextAt: null,
      validBets: null,
      action: 'deposit',
    });
    expect(await refusedBoth(app, player, { id: 1 })).toBe(
      'This bonus is for your first deposit: make a deposit of at least ¥100.00 first',
    );

    await approvedDeposit(app, player, '500.00');
    expect((await detail(app, 1, player)).apply).toEqual({
      state: 0,
      bonus: '500.00',
      reason: null,
      nextAt: null,
      validBets: null,
      action: null,
    });
    const before = required(player);
    const result = await apply(app, 1, player);
    expect(result).toMatchObject({ id: 1, bonus: '500.00', turnover: '5000.00', centralBalance: '1000.00', nextAt: null });
    expect(required(player) - before).toBe(5_000_00);

    const log = await ok(app, api.records.getMoneyLogList, { type: 9 }, player);
    expect(log.list.map((e) => [e.orderNo, e.amount, e.after])).toEqual([[result.orderNo, '500.00', '1000.00']]);
    const trades = await ok(app, api.records.getTradeList, { orderNo: result.orderNo }, player);
    expect(trades.list.map((t) => [t.type, t.amount, t.status])).toEqual([[5, '500.00', 1]]);
    const awards = await ok(app, api.records.getAwardList, { type: AwardType.enum.promotion }, player);
    expect(awards.list.map((a) => [a.orderNo, a.title, a.amount, a.remark])).toEqual([
      [result.orderNo, 'New member first deposit bonus', '500.00', 'Turnover requirement +¥5,000.00'],
    ]);
    expect((await ok(app, api.records.getAwardList, {}, player, { lang: 'zh_hans' })).list[0]?.title).toBe('新会员首存优惠');

    expect((await detail(app, 1, player)).apply).toEqual({
      state: 1,
      bonus: '500.00',
      reason: 'You have already received this bonus: it is once per player',
      nextAt: null,
      validBets: null,
      action: null,
    });
    expect(await refusedBoth(app, player, { id: 1 })).toBe('You have already received this bonus: it is once per player');
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('caps the bonus at ¥888.00', async () => {
    const player = await newPlayer(app, 'promo02');
    await approvedDeposit(app, player, '2000.00');
    expect((await apply(app, 1, player)).bonus).toBe('888.00');
  });

  it('refuses a first deposit below ¥100.00, one older than 7 days, and one made before the offer', async () => {
    const small = await newPlayer(app, 'promo03');
    await app.mock.write(() =>
      credit(app.mock.world, app.mock.clock.now(), {
        uid: small.uid,
        wallet: CENTRAL,
        type: 'deposit',
        amountFen: 50_00,
        orderNo: 'DPTEST1',
        remark: 'test',
      }),
    );
    expect(await refusedBoth(app, small, { id: 1 })).toBe('Your first deposit of ¥50.00 is below the ¥100.00 this bonus needs');

    const late = await newPlayer(app, 'promo04');
    await approvedDeposit(app, late, '300.00');
    const lateAgain = await at(app, '2026-11-30T13:00:00+08:00', 'promo04', 'abc12345');
    expect(await refusedBoth(app, lateAgain, { id: 1 })).toBe(
      'This bonus is for a first deposit made during the offer and in the last 7 days; yours was credited on 2026-11-22',
    );

    // demo01's first deposit (its seed balance) was credited before the offer began.
    const demo01 = await loginAs(app, 'demo01');
    expect(await refusedBoth(app, demo01, { id: 1 })).toBe(
      'This bonus is for a first deposit made during the offer and in the last 7 days; yours was credited on 2026-08-25',
    );
    expect((await detail(app, 1, demo01, 'zh_hans')).apply?.reason).toBe(
      '本彩金仅限活动期间、7 天内到账的首笔存款；您的首笔存款于 2026-08-25 到账',
    );
  });
});

describe('activity/apply: deposits during an event (promotion 2) and today (promotion 4)', () => {
  it('pays the festival bonus once deposits during it reach ¥1,000.00 (earlier deposits do not count)', async () => {
    const demo02 = await loginAs(app, 'demo02');
    await approvedDeposit(app, demo02, '600.00');
    expect(await refusedBoth(app, demo02, { id: 2 })).toBe(
      'Deposit at least ¥1,000.00 in total during the event: you have deposited ¥600.00 since 2026-11-19',
    );
    await approvedDeposit(app, demo02, '400.00');
    expect(await apply(app, 2, demo02)).toMatchObject({ bonus: '58.00', turnover: '290.00', centralBalance: '1558.00', nextAt: null });
    expect(await refusedBoth(app, demo02, { id: 2 })).toBe('You have already received this bonus: it is once per player');
  });

  it('pays the daily reload once a platform day, and again the next day after a new deposit', async () => {
    let demo02 = await at(app, '2026-11-23T10:00:00+08:00');
    expect((await detail(app, 4, demo02)).apply?.reason).toBe('Deposit at least ¥300.00 today to apply: you have deposited ¥0.00 today');
    await approvedDeposit(app, demo02, '300.00');
    expect(await apply(app, 4, demo02)).toMatchObject({ bonus: '18.00', turnover: '54.00', nextAt: '2026-11-24T00:00:00+08:00' });
    expect((await detail(app, 4, demo02)).apply).toEqual({
      state: 1,
      bonus: '18.00',
      reason: "You have already received today's bonus; apply again on 2026-11-24",
      nextAt: '2026-11-24T00:00:00+08:00',
      validBets: null,
      action: null,
    });
    expect(await refusedBoth(app, demo02, { id: 4 })).toBe("You have already received today's bonus; apply again on 2026-11-24");

    demo02 = await at(app, '2026-11-24T09:00:00+08:00');
    expect((await detail(app, 4, demo02)).apply?.state).toBe(2);
    await approvedDeposit(app, demo02, '350.00');
    expect((await apply(app, 4, demo02)).bonus).toBe('18.00');
    expect(app.mock.world.db.awards.findMany((q) => q.where({ uid: demo02.uid, source: 'promotion:4' })).map((a) => a.periodKey)).toEqual([
      'day:2026-11-23',
      'day:2026-11-24',
    ]);
  });
});

describe('activity/apply: rebates (promotions 3 and 10)', () => {
  it("pays 1.2 % of yesterday's valid bets as a rebate, once a day; demo01's seeded bets count as its records show them", async () => {
    expect(await refusedBoth(app, await loginAs(app, 'demo02'), { id: 3 })).toBe(
      'The rebate needs valid bets of at least ¥100.00 yesterday: yours were ¥0.00',
    );
    let demo01 = await loginAs(app, 'demo01');
    // Bet records, Yesterday: 6 bets, ¥470.00 valid (the seeded archive).
    expect((await detail(app, 3, demo01)).apply).toMatchObject({ state: 0, bonus: '5.64', validBets: '470.00' });
    await bet(demo01, '100.00', 5);
    demo01 = await at(app, '2026-11-23T09:00:00+08:00', 'demo01');
    // The 22nd: ¥60.00 seeded before noon and the ¥500.00 just played.
    expect((await detail(app, 3, demo01)).apply).toMatchObject({ state: 0, bonus: '6.72', validBets: '560.00' });
    const result = await apply(app, 3, demo01);
    expect(result).toMatchObject({ bonus: '6.72', turnover: '6.72', nextAt: '2026-11-24T00:00:00+08:00' });
    const log = await ok(app, api.records.getMoneyLogList, { type: 10 }, demo01);
    expect(log.list.map((e) => [e.orderNo, e.amount])).toEqual([[result.orderNo, '6.72']]);
    expect((await ok(app, api.records.getTradeList, { orderNo: result.orderNo }, demo01)).list[0]?.type).toBe(6);
    expect((await ok(app, api.records.getAwardList, { type: AwardType.enum.rebate }, demo01)).list.map((a) => a.title)).toEqual([
      'Daily rebate up to 1.2%',
    ]);
    expect(await refusedBoth(app, demo01, { id: 3 })).toBe("You have already received today's bonus; apply again on 2026-11-24");
  });

  it("pays 0.8 % of last week's valid bets from ¥5,000.00, once a week", async () => {
    let demo01 = await loginAs(app, 'demo01');
    // 9–15 November: ¥1,847.00 of seeded bets.
    expect(await refusedBoth(app, demo01, { id: 10 })).toBe(
      'The rebate needs valid bets of at least ¥5,000.00 last week: yours were ¥1,847.00',
    );
    await bet(demo01, '2500.00', 2);
    demo01 = await at(app, '2026-11-23T09:00:00+08:00', 'demo01');
    // 16–22 November: ¥1,647.00 seeded and ¥5,000.00 played → 0.8 % of ¥6,647.00, rounded down to the fen.
    expect((await detail(app, 10, demo01)).apply).toMatchObject({ state: 0, validBets: '6647.00' });
    expect(await apply(app, 10, demo01)).toMatchObject({ bonus: '53.17', nextAt: '2026-11-30T00:00:00+08:00' });
    expect(await refusedBoth(app, demo01, { id: 10 })).toBe("You have already received this week's bonus; apply again from 2026-11-30");
    const demo02 = await loginAs(app, 'demo02');
    expect(await refusedBoth(app, demo02, { id: 10 })).toBe(
      'The rebate needs valid bets of at least ¥5,000.00 last week: yours were ¥0.00',
    );
  });
});

describe('activity/apply: VIP weekly boost (promotion 5)', () => {
  it('refuses below VIP3, pays ¥88.00 once a week from VIP3', async () => {
    let demo01 = await loginAs(app, 'demo01');
    expect(await refusedBoth(app, demo01, { id: 5 })).toBe('This bonus is for VIP3 and above: you are VIP2');
    await controlCall(app, control.vip.setLevel, { username: 'demo01', level: 3 });
    expect(await apply(app, 5, demo01)).toMatchObject({ bonus: '88.00', turnover: '88.00', nextAt: '2026-11-23T00:00:00+08:00' });
    expect(await refusedBoth(app, demo01, { id: 5 })).toBe("You have already received this week's bonus; apply again from 2026-11-23");
    demo01 = await at(app, '2026-11-23T00:00:00+08:00', 'demo01');
    expect((await apply(app, 5, demo01)).bonus).toBe('88.00');
  });
});

describe('activity/detail: a refusal says what the player can do about it', () => {
  it('deposit for the deposit rules, bet for the rebates, VIP for the VIP bonus; nothing when nothing done now helps', async () => {
    const fresh = await newPlayer(app, 'promo09');
    const demo01 = await loginAs(app, 'demo01');
    const demo02 = await loginAs(app, 'demo02');
    const standing = async (id: number, session: Session) => {
      const apply = (await detail(app, id, session)).apply;
      return [apply?.state, apply?.action];
    };
    expect(await standing(1, fresh)).toEqual([2, 'deposit']); // no first deposit yet
    expect(await standing(2, demo02)).toEqual([2, 'deposit']); // deposits during the event
    expect(await standing(4, demo02)).toEqual([2, 'deposit']); // deposits today
    expect(await standing(3, demo02)).toEqual([2, 'bet']); // yesterday's valid bets
    expect(await standing(10, demo02)).toEqual([2, 'bet']); // last week's valid bets
    expect(await standing(5, demo01)).toEqual([2, 'vip']); // VIP3 and above
    // demo01's first deposit was made before the offer: no deposit can change that.
    expect(await standing(1, demo01)).toEqual([2, null]);
    expect(await standing(7, demo01)).toEqual([3, null]); // not started
  });
});

describe('activity/apply: refusals that do not depend on the player', () => {
  it('refuses a promotion not started yet or ended, saying when', async () => {
    const demo01 = await loginAs(app, 'demo01');
    expect(await refusedBoth(app, demo01, { id: 7 })).toBe('This promotion starts on 2026-12-02: apply from then');
    expect((await detail(app, 7, demo01)).apply).toEqual({
      state: 3,
      bonus: null,
      reason: 'This promotion starts on 2026-12-02: apply from then',
      nextAt: null,
      validBets: null,
      action: null,
    });
    expect(await refusedBoth(app, demo01, { id: 8 })).toBe('This promotion ended on 2026-11-17');
    expect((await detail(app, 8, demo01, 'zh_hans')).apply?.reason).toBe('本活动已于 2026-11-17 结束');
  });

  it('opens the upcoming event on its first day', async () => {
    const demo01 = await at(app, '2026-12-02T00:00:00+08:00', 'demo01');
    expect(await refusedBoth(app, demo01, { id: 7 })).toBe(
      'Deposit at least ¥2,000.00 in total during the event: you have deposited ¥0.00 since 2026-12-02',
    );
  });

  it('refuses a promotion without an apply action, an unknown one, a malformed id and a visitor', async () => {
    const demo01 = await loginAs(app, 'demo01');
    expect(await refusedBoth(app, demo01, { id: 9 })).toBe('This promotion has nothing to apply for: its page says how to take part');
    expect(await refusedBoth(app, demo01, { id: 6 })).toBe('This promotion has nothing to apply for: its page says how to take part');
    expect(await refusedBoth(app, demo01, { id: 999 })).toBe('There is no promotion 999');
    expect(await refusedBoth(app, demo01, { id: '1' })).toMatch(/^ID/);
    expect(await refusedBoth(app, demo01, { id: 0 })).toMatch(/^ID/);
    expect(await refusedBoth(app, demo01, {})).toMatch(/^ID/);
    const visitor = await call(app, api.promotions.apply, { id: 1 });
    expect([visitor.statusCode, failure(visitor).code]).toEqual([401, 401]);
  });
});

describe('activity/apply: Idempotency-Key', () => {
  it('answers a retry with the same key once, and refuses the key with another body', async () => {
    const player = await newPlayer(app, 'promo05');
    await approvedDeposit(app, player, '200.00');
    const headers = { 'idempotency-key': 'promo-apply-1' };
    const first = await call(app, api.promotions.apply, { id: 1 }, { token: player.token, headers });
    const again = await call(app, api.promotions.apply, { id: 1 }, { token: player.token, headers });
    expect(first.json()).toMatchObject({ code: 1, data: { bonus: '200.00' } });
    expect([again.headers['idempotency-replayed'], again.json()]).toEqual(['true', first.json()]);
    expect(app.mock.world.db.awards.findMany((q) => q.where({ uid: player.uid })).length).toBe(1);
    const other = await call(app, api.promotions.apply, { id: 4 }, { token: player.token, headers, lang: 'en' });
    expect(failure(other).msg).toMatch(/Idempotency-Key was already used/);
    expect((await ok(app, api.account.getUserBalance, {}, player)).balance).toBe('400.00');
  });
});

describe("awards store: a reward's turnover multiple", () => {
  it('adds multiple × the reward to the requirement, 1 × when not said, nothing for 0', async () => {
    const demo02 = await loginAs(app, 'demo02');
    const grant = (source: string, turnoverMultiple?: number) =>
      app.mock.write(() =>
        grantAward(app.mock.world, app.mock.clock.now(), {
          uid: demo02.uid,
          type: AwardType.enum.promotion,
          source,
          periodKey: 'once',
          title: { en: 'Test', zh_hans: '测试' },
          amountFen: 10_00,
          ...(turnoverMultiple === undefined ? {} : { turnoverMultiple }),
        }),
      );
    const start = required(demo02);
    await grant('test:default');
    expect(required(demo02) - start).toBe(10_00);
    await grant('test:five', 5);
    expect(required(demo02) - start).toBe(60_00);
    await grant('test:none', 0);
    expect(required(demo02) - start).toBe(60_00);
    expect(app.mock.world.db.awards.findMany((q) => q.where({ uid: demo02.uid })).map((a) => a.turnoverFen)).toEqual([10_00, 50_00, 0]);
    expect(await refused(app, api.promotions.apply, { id: 1 }, demo02)).toMatch(/first deposit/);
  });
});
