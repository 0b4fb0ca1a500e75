import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, call, control, controlCall, ctl, failure, loginAs, okData, testApp } from '../helpers';
import { advance, centralBalance, ok, refused, type Session } from '../funds/wallet-helpers';
import { firstGame, fund, openPage, play } from '../games/play-helpers';
import { placeOrder, room } from '../lottery/lottery-helpers';

let app: FastifyInstance;
let demo01: Session;
beforeEach(async () => {
  app = await testApp();
  demo01 = await loginAs(app);
});
afterEach(() => app.close());

const MINUTE = 60_000;
const bet = async (amount: string) => {
  const { current } = await room(app, 1);
  return call(
    app,
    api.lottery.placeOrder,
    { lotteryId: 1, issue: current.issue, bets: [{ option: 'big', amount }] },
    { token: demo01.token, lang: 'en' },
  );
};

describe('loss limits', () => {
  it('refuse a stake that could pass the limit, then every bet and transfer into a venue once it is reached', async () => {
    // demo01's archive has bets of today already: they count, as bet records show them.
    const { limit } = await ok(app, api.protection.setLimit, { kind: 'loss', period: 'day', amount: '100' }, demo01);
    const lostToday = await ok(app, api.records.getTotalList, { startDate: '2026-11-22', endDate: '2026-11-22' }, demo01);
    expect(limit.used).toBe((-Number(lostToday.total.winLoss)).toFixed(2));
    const remaining = limit.remaining!;
    expect(Number(remaining)).toBeGreaterThan(10);
    const before = await centralBalance(app, demo01);
    const over = (Number(remaining) + 10).toFixed(2);
    expect(failure(await bet(over)).msg).toBe(
      `A stake of ¥${over} could take you past your daily loss limit of ¥100.00: ¥${remaining} remains until 2026-11-23 00:00`,
    );
    expect(await centralBalance(app, demo01)).toBe(before);
    const { current } = await room(app, 1);
    await placeOrder(app, demo01, { lotteryId: 1, issue: current.issue, bets: [{ option: 'big', amount: remaining }] });
    // The open stake counts as lost until the draw settles it.
    expect(failure(await bet('1')).msg).toBe(
      'You have reached your daily loss limit of ¥100.00: bets and transfers to venues are possible again from 2026-11-23 00:00',
    );
    const transfer = failure(
      await call(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '10.00' }, { token: demo01.token }),
    );
    expect(transfer).toMatchObject({ code: 0, field: 'to' });
    await ctl(app).world.setClock({ now: '2026-11-23T00:00:00+08:00' });
    expect((await bet('1')).json()).toMatchObject({ code: 1 });
  });

  it('refuse a venue game stake that could pass the limit, in the game page', async () => {
    const game = firstGame(app, 2);
    await fund(app, demo01.token, game.venueCode, '100.00');
    await ok(app, api.protection.setLimit, { kind: 'loss', period: 'week', amount: '5' }, demo01);
    const { sid } = await openPage(app, demo01.token, game.id, { lang: 'en' });
    const refused = (await play(app, sid, '10.00')).json();
    expect(JSON.stringify(refused)).toMatch(/could take you past your weekly loss limit of ¥5.00/);
    expect(app.mock.world.db.ledger.where({ uid: demo01.uid, type: 'bet', wallet: game.venueCode })).toHaveLength(0);
    // Play money risks nothing: a trial game still plays.
    const trial = await openPage(app, demo01.token, game.id, { trial: true, lang: 'en' });
    expect((await play(app, trial.sid, '10.00')).statusCode).toBe(200);
  });
});

describe('time-out', () => {
  it('needs the password, ends every session and refuses login naming the end, until QA ends it', async () => {
    const other = await loginAs(app);
    expect(await refused(app, api.protection.takeTimeOut, { length: 'day', password: 'wrong123' }, demo01)).toMatch(
      /password is incorrect/,
    );
    expect(await refused(app, api.protection.takeTimeOut, { length: 'days', password: 'demo1234' }, demo01)).toBe(
      'Choose from 1 to 42 days',
    );
    expect(await refused(app, api.protection.takeTimeOut, { length: 'days', days: 43, password: 'demo1234' }, demo01)).toBe(
      'Choose from 1 to 42 days',
    );
    const taken = await ok(app, api.protection.takeTimeOut, { length: 'day', password: 'demo1234' }, demo01);
    expect(taken).toEqual({ until: '2026-11-23T12:00:00+08:00', sessionsEnded: 2 });
    expect((await call(app, api.account.getUserBalance, {}, { token: other.token })).json()).toMatchObject({ code: 401 });
    const login = await call(app, api.account.login, { username: 'demo01', password: 'demo1234' }, { lang: 'en' });
    expect(failure(login).msg).toBe('You are taking a break: this account cannot log in until 2026-11-23 12:00');
    // A wrong password learns nothing about the break.
    expect(failure(await call(app, api.account.login, { username: 'demo01', password: 'wrong123' }, { lang: 'en' })).msg).not.toMatch(
      /break/,
    );
    await advance(app, 23 * 60 * MINUTE);
    expect(failure(await call(app, api.account.login, { username: 'demo01', password: 'demo1234' })).code).toBe(0);
    expect(await ctl(app).protection.endTimeOut({ username: 'demo01' })).toMatchObject({ username: 'demo01' });
    await loginAs(app);
    expect((await controlCall(app, control.protection.endTimeOut, { username: 'demo01' })).status).toBe(409);
  });

  it('closes the game pages open and the tickets not yet redeemed', async () => {
    const game = firstGame(app, 2);
    await fund(app, demo01.token, game.venueCode, '20.00');
    const { sid } = await openPage(app, demo01.token, game.id);
    const ticket = okData(
      api.games.openGame,
      await call(app, api.games.openGame, { gameId: game.id, trial: false }, { token: demo01.token }),
    );
    expect((await play(app, sid, '1.00')).statusCode).toBe(200);
    await ok(app, api.protection.takeTimeOut, { length: 'day', password: 'demo1234' }, demo01);
    expect((await play(app, sid, '1.00')).statusCode).not.toBe(200);
    const page = await app.inject({ method: 'GET', url: new URL(ticket.url).pathname });
    expect(page.body).not.toMatch(/<script id="session" type="application\/json">/);
  });

  it('ends by itself when its time is up', async () => {
    await ok(app, api.protection.takeTimeOut, { length: 'days', days: 3, password: 'demo1234' }, demo01);
    await advance(app, 3 * 24 * 60 * MINUTE - MINUTE);
    expect(failure(await call(app, api.account.login, { username: 'demo01', password: 'demo1234' }, { lang: 'zh_hans' })).msg).toBe(
      '您正在暂停游戏：本账户在 2026-11-25 12:00 之前无法登录',
    );
    await advance(app, MINUTE);
    await loginAs(app);
  });
});

describe('self-exclusion', () => {
  it('recycles venues, returns the balance fee-free to the payee named, ends sessions, and cannot be shortened', async () => {
    await ok(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '88.00' }, demo01);
    const settings = await ok(app, api.protection.getSettings, {}, demo01);
    expect(settings.balance).toBe('8888.00');
    expect(await refused(app, api.protection.selfExclude, { months: 3, password: 'demo1234', understood: true }, demo01)).toBe(
      'Self-exclusion lasts 6, 12, 24 or 60 months',
    );
    expect(await refused(app, api.protection.selfExclude, { months: 6, password: 'demo1234' }, demo01)).toBe(
      'Tick the box to confirm you understand self-exclusion cannot be undone',
    );
    const noPayee = failure(
      await call(
        app,
        api.protection.selfExclude,
        { months: 6, password: 'demo1234', understood: true },
        { token: demo01.token, lang: 'en' },
      ),
    );
    expect(noPayee).toMatchObject({ field: 'payeeId', msg: 'Choose the account your balance of ¥8,888.00 is returned to' });
    // Refused whole: the venue balance was not recycled.
    expect(app.mock.world.db.wallets.findFirst((q) => q.where({ uid: demo01.uid, code: 'ag_slots' }))?.balanceFen).toBe(8800);
    const payee = app.mock.world.db.payees.findFirst((q) => q.where({ uid: demo01.uid, type: 1 }))!;
    const excluded = await ok(
      app,
      api.protection.selfExclude,
      { months: 6, password: 'demo1234', understood: true, payeeId: payee.id },
      demo01,
    );
    expect(excluded).toMatchObject({ until: '2027-05-22T12:00:00+08:00', returned: '8888.00' });
    const order = app.mock.world.db.withdrawalOrders.findFirst((q) => q.where({ orderNo: excluded.returnedOrderNo! }))!;
    expect(order).toMatchObject({ amountFen: 888800, adminFeeFen: 0, handlingFeeFen: 0, actualFen: 888800, status: 0 });
    expect(app.mock.world.db.wallets.findMany((q) => q.where({ uid: demo01.uid })).every((w) => w.balanceFen === 0)).toBe(true);
    expect(failure(await call(app, api.account.login, { username: 'demo01', password: 'demo1234' }, { lang: 'en' })).msg).toBe(
      'This account is self-excluded and cannot log in until 2027-05-22 12:00',
    );
    const listed = await ctl(app).protection.list({ username: 'demo01' });
    expect(listed).toMatchObject({ excludedUntil: '2027-05-22T12:00:00+08:00', promotionalMessages: false });
    // Only its end date lifts it.
    expect((await controlCall(app, control.protection.endTimeOut, { username: 'demo01' })).status).toBe(409);
    await advance(app, 10 * MINUTE);
    expect(app.mock.world.db.withdrawalOrders.findFirst((q) => q.where({ orderNo: excluded.returnedOrderNo! }))?.status).toBe(1);
  });

  it('needs no payee when there is nothing to return', async () => {
    const demo03 = await loginAs(app, 'demo03');
    const done = await ok(app, api.protection.selfExclude, { months: 12, password: 'demo1234', understood: true }, demo03);
    expect(done).toMatchObject({ until: '2027-11-22T12:00:00+08:00', returnedOrderNo: null, returned: null, sessionsEnded: 1 });
  });
});
