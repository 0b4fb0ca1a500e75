import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger, balanceFen } from '@mock/core/ledger';
import { catalogueFor } from '@mock/areas/games/catalogue';
import { findVenue } from '@mock/catalogue/venues';
import { api, call, control, controlCall, ctl, failure, loginAs, okData, testApp } from '../helpers';
import { firstGame, fund, gamesOf, openPage, play } from './play-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const stateOf = async (sid: string) => (await app.inject({ method: 'GET', url: `/play/s/${sid}/state` })).json();

describe('game/openGame', () => {
  it('needs a login', async () => {
    expect((await call(app, api.games.openGame, { gameId: 1001 })).statusCode).toBe(401);
  });

  it('refuses a venue under maintenance and an unknown game', async () => {
    const { token } = await loginAs(app);
    const maintenanceGame = catalogueFor(app.mock.world.seed).games.find((g) => findVenue(g.venueCode)?.maintenance)!;
    expect(failure(await call(app, api.games.openGame, { gameId: maintenanceGame.id }, { token })).msg).toBe(
      'Dragon Hall Live is under maintenance, please try again later',
    );
    expect(failure(await call(app, api.games.openGame, { gameId: 999999 }, { token, lang: 'zh_hans' })).msg).toBe('该游戏不存在');
  });

  it('returns a page URL with a one-time ticket and the venue balance', async () => {
    const { token } = await loginAs(app);
    const game = firstGame(app, 2);
    await fund(app, token, game.venueCode, '100.00');
    const { opened, page, sid } = await openPage(app, token, game.id);
    expect(opened).toMatchObject({
      venueCode: game.venueCode,
      venueBalance: '100.00',
      trial: false,
      expiresAt: '2026-11-22T12:01:00+08:00',
    });
    expect(opened.url).toMatch(new RegExp(`/play/${opened.ticket}$`));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(game.name.en);
    // "Back to the app" returns to the game's own page, and the transfer hint to a transfer into its venue.
    expect(page.body).toContain(`id="back" href="../h5/#/pages/home/gameDetail?id=${game.id}&#38;venue=${game.venueCode}"`);
    expect(page.body).toContain(`"backUrl":"../h5/#/pages/home/gameDetail?id=${game.id}&venue=${game.venueCode}"`);
    expect(page.body).toContain(`"transferUrl":"../h5/#/pages/mine/transfer?to=${game.venueCode}"`);
    expect(sid).toMatch(/^[0-9a-f]{32}$/);
    const again = await app.inject({ method: 'GET', url: new URL(opened.url).pathname });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('already been used');
  });

  it('shows the venue balance and the stake range as the app does, with thousands separators', async () => {
    const { token } = await loginAs(app);
    const game = firstGame(app, 2);
    await fund(app, token, game.venueCode, '1234.50');
    const { page } = await openPage(app, token, game.id);
    expect(page.body).toContain('<p id="balance" aria-live="polite">¥1,234.50</p>');
    expect(page.body).toMatch(/<small id="stake-hint">¥\d[\d,]*\.\d\d – ¥\d{1,3}(,\d{3})*\.\d\d<\/small>/);
  });

  it('a ticket not used within a minute expires', async () => {
    const { token } = await loginAs(app);
    const opened = okData(api.games.openGame, await call(app, api.games.openGame, { gameId: firstGame(app, 2).id }, { token }));
    await ctl(app).world.advance({ seconds: 61 });
    const page = await app.inject({ method: 'GET', url: new URL(opened.url).pathname });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('invalid or has expired');
  });
});

describe('instant games (slots)', () => {
  it('spins move the venue balance through the ledger and write Completed bet records', async () => {
    const { token, uid } = await loginAs(app);
    const game = firstGame(app, 2);
    await fund(app, token, game.venueCode, '100.00');
    const { sid } = await openPage(app, token, game.id);
    let expected = 100_00;
    const orders: string[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await play(app, sid, '2.00');
      expect(response.statusCode).toBe(200);
      const { result } = response.json();
      expect(result.status).toBe(1);
      expected += Math.round(Number(result.payout) * 100) - 200;
      expect(result.balance).toBe((expected / 100).toFixed(2));
      orders.push(result.orderNo);
    }
    const world = app.mock.world;
    expect(balanceFen(world, uid, game.venueCode)).toBe(expected);
    expect(auditLedger(world)).toEqual([]);
    for (const orderNo of orders) {
      const entries = world.db.ledger.where({ orderNo });
      expect(entries.find((e) => e.type === 'bet')?.amountFen).toBe(-200);
    }
    const records = okData(
      api.records.getBetList,
      await call(app, api.records.getBetList, { venueCode: game.venueCode, pageSize: 50 }, { token }),
    );
    expect(
      records.list.filter((r) => orders.includes(r.orderNo)).every((r) => r.status === 1 && r.stake === '2.00' && r.validBet === '2.00'),
    ).toBe(true);
    expect((await stateOf(sid)).state.bets).toHaveLength(8);
  });

  it('the same seed and calls give the same results', async () => {
    const results = async (target: FastifyInstance) => {
      const { token } = await loginAs(target);
      const game = firstGame(target, 2);
      await fund(target, token, game.venueCode, '50.00');
      const { sid } = await openPage(target, token, game.id);
      const out: string[] = [];
      for (let i = 0; i < 5; i++)
        out.push((await target.inject({ method: 'POST', url: `/play/s/${sid}/play`, payload: { stake: '1.00' } })).json().result.payout);
      return out;
    };
    const twin = await testApp();
    expect(await results(app)).toEqual(await results(twin));
    await twin.close();
  });

  it('refuses a stake above the venue balance with the transfer hint', async () => {
    const { token } = await loginAs(app);
    const game = firstGame(app, 2);
    const { sid, page } = await openPage(app, token, game.id, { lang: 'zh_hans' });
    expect(page.body).toContain('../h5/#/pages/mine/transfer');
    const response = await play(app, sid, '5.00');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ ok: false, reason: 'insufficient' });
    expect(response.json().msg).toContain('请先转账');
    expect(app.mock.world.db.bets.findMany((q) => q.where({ archived: false }))).toHaveLength(0);
  });

  it('refuses a malformed stake and one below the minimum bet', async () => {
    const { token } = await loginAs(app);
    const game = firstGame(app, 8);
    await fund(app, token, game.venueCode, '100.00');
    const { sid } = await openPage(app, token, game.id);
    expect((await play(app, sid, 'abc')).json().msg).toBe('Enter a stake such as 1.00');
    expect((await play(app, sid, '0.01')).json().msg).toMatch(/^The stake must be between/);
  });

  it('answers a malformed session id or body in the same error shape as a refused play', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/play/s/not-a-session/state' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ok: false, reason: 'play.notFound', msg: 'No such game session' });
    const malformed = await app.inject({ method: 'POST', url: `/play/s/${'0'.repeat(32)}/withdraw`, payload: {} });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ ok: false, reason: 'play.badRequest', msg: 'This request is not understood by the game page' });
  });

  it('trial mode plays with play money and records nothing', async () => {
    const { token, uid } = await loginAs(app);
    const game = gamesOf(app, (g) => g.demo)[0]!;
    const { opened, sid } = await openPage(app, token, game.id, { trial: true });
    expect(opened.venueBalance).toBe('2000.00');
    const { result } = (await play(app, sid, '10.00')).json();
    expect(result.orderNo).toBeNull();
    expect(app.mock.world.db.bets.findMany((q) => q.where({ uid, archived: false }))).toHaveLength(0);
    expect(balanceFen(app.mock.world, uid, game.venueCode)).toBe(0);
  });
});

describe('clock-settled games (sports)', () => {
  async function placeSportsBet(stake = '20.00') {
    const { token, uid } = await loginAs(app);
    const game = firstGame(app, 7);
    await fund(app, token, game.venueCode, '100.00');
    const { sid } = await openPage(app, token, game.id);
    const state = await stateOf(sid);
    const pick = state.state.market.options[0].id as string;
    const response = await play(app, sid, stake, pick);
    expect(response.statusCode).toBe(200);
    return { token, uid, game, sid, orderNo: response.json().result.orderNo as string, result: response.json().result };
  }

  it('a bet stays Unfinished, with its stake out, until the clock settles it', async () => {
    const { token, uid, game, orderNo, result } = await placeSportsBet();
    expect(result).toMatchObject({ status: 0, payout: null, balance: '80.00' });
    const listed = () => call(app, api.records.getBetList, { status: 0 }, { token }).then((r) => okData(api.records.getBetList, r));
    expect((await listed()).list.map((r) => r.orderNo)).toEqual([orderNo]);
    expect((await listed()).list[0]).toMatchObject({ winLoss: '0.00', validBet: '0.00', settledAt: null });

    await ctl(app).world.advance({ hours: 2 });
    expect((await listed()).total).toBe(0);
    const bet = app.mock.world.db.bets.findFirst((q) => q.where({ orderNo }))!;
    expect(bet.status).toBe(1);
    expect(balanceFen(app.mock.world, uid, game.venueCode)).toBe(80_00 + (bet.payoutFen ?? 0));
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('the control API settles one bet now, forcing the outcome', async () => {
    const { uid, game, orderNo } = await placeSportsBet();
    const settled = await controlCall(app, control.games.settleBets, { orderNo, outcome: 'win' });
    expect(settled.status).toBe(200);
    expect(settled.body.settled[0]).toMatchObject({ orderNo, status: 1 });
    const bet = app.mock.world.db.bets.findFirst((q) => q.where({ orderNo }))!;
    expect(bet.payoutFen).toBe(Math.floor((20_00 * bet.oddsCents!) / 100));
    expect(balanceFen(app.mock.world, uid, game.venueCode)).toBe(80_00 + bet.payoutFen!);
    expect((await controlCall(app, control.games.settleBets, { orderNo })).status).toBe(409);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('the control API settles every unfinished bet of a player', async () => {
    await placeSportsBet();
    const response = await controlCall(app, control.games.settleBets, { username: 'demo01', outcome: 'lose' });
    expect(response.body.settled).toHaveLength(1);
    expect(response.body.settled[0]?.winLoss).toBe('-20.00');
  });

  it('cancelling refunds the stake (status 2), and the player can withdraw an order (status 3)', async () => {
    const { uid, game, sid, orderNo } = await placeSportsBet();
    const cancelled = await controlCall(app, control.games.cancelBet, { orderNo });
    expect(cancelled.body.cancelled).toMatchObject({ status: 2, winLoss: '0.00' });
    expect(balanceFen(app.mock.world, uid, game.venueCode)).toBe(100_00);
    expect((await controlCall(app, control.games.cancelBet, { orderNo })).status).toBe(409);

    const pick = (await stateOf(sid)).state.market.options[0].id;
    const second = (await play(app, sid, '10.00', pick)).json().result.orderNo;
    const withdrawn = await app.inject({ method: 'POST', url: `/play/s/${sid}/withdraw`, payload: { orderNo: second } });
    expect(withdrawn.json().ok).toBe(true);
    expect(app.mock.world.db.bets.findFirst((q) => q.where({ orderNo: second }))!.status).toBe(3);
    expect(balanceFen(app.mock.world, uid, game.venueCode)).toBe(100_00);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('refuses a pick the market does not offer', async () => {
    const { token } = await loginAs(app);
    const game = firstGame(app, 4);
    await fund(app, token, game.venueCode, '100.00');
    const { sid } = await openPage(app, token, game.id);
    expect((await play(app, sid, '10.00', 'nonsense')).json().msg).toBe('Choose one of the options offered');
  });

  it('live games settle by the clock within a couple of minutes', async () => {
    const { token } = await loginAs(app);
    const game = firstGame(app, 5);
    await fund(app, token, game.venueCode, '100.00');
    const { sid } = await openPage(app, token, game.id);
    const pick = (await stateOf(sid)).state.market.options[0].id;
    const { orderNo } = (await play(app, sid, '20.00', pick)).json().result;
    expect(app.mock.world.db.bets.findFirst((q) => q.where({ orderNo }))!.status).toBe(0);
    await ctl(app).world.advance({ minutes: 2 });
    expect(app.mock.world.db.bets.findFirst((q) => q.where({ orderNo }))!.status).toBe(1);
  });
});
