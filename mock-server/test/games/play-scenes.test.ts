import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger, balanceFen } from '@mock/core/ledger';
import { catalogueFor } from '@mock/areas/games/catalogue';
import { marketFor } from '@mock/areas/games/markets';
import { LIVE_TABLES, liveDeal, type Deal } from '@mock/areas/games/play/scenes';
import { isRed } from '@mock/areas/games/play/symbols';
import { api, call, ctl, loginAs, okData, testApp } from '../helpers';
import { firstGame, fund, gamesOf, openPage, play } from './play-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const stateOf = async (sid: string) => (await app.inject({ method: 'GET', url: `/play/s/${sid}/state` })).json();
const betOf = (orderNo: string) => app.mock.world.db.bets.findFirst((q) => q.where({ orderNo }))!;

async function openFunded(category: number, amount = '200.00', game = firstGame(app, category)) {
  const { token, uid } = await loginAs(app);
  await fund(app, token, game.venueCode, amount);
  const { sid, page } = await openPage(app, token, game.id);
  return { token, uid, game, sid, page };
}

describe('the page and its script', () => {
  it('draws each kind of game from the one served script, with no inline script', async () => {
    for (const [category, kind] of [
      [2, 'slots'],
      [6, 'fishing'],
      [8, 'cards'],
      [5, 'live'],
      [7, 'match'],
      [4, 'match'],
    ] as const) {
      const { page } = await openFunded(category);
      expect(page.body).toContain(`class="scene scene-${kind}"`);
      // Every <script> is either a JSON block or the served file.
      const scripts = page.body.match(/<script[^>]*>/g) ?? [];
      expect(scripts.filter((tag) => !/type="application\/json"|src="\/play\/page\.js"/.test(tag))).toEqual([]);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const script = await app.inject({ method: 'GET', url: '/play/page.js' });
    expect(script.statusCode).toBe(200);
    // The scenes are bundled into it (their class names), not written into the page.
    for (const mark of ['payline', 'fish-body', 'scoreboard', 'hands', 'pocket']) expect(script.body).toContain(mark);
  });
});

describe('slots', () => {
  it('answers reels whose middle row is the outcome, a win line exactly when the spin pays, and a real bet', async () => {
    const { uid, game, sid } = await openFunded(2);
    let expected = 200_00;
    let wins = 0;
    for (let i = 0; i < 20; i++) {
      const { result } = (await play(app, sid, '5.00')).json();
      expect(result.scene.kind).toBe('slots');
      expect(result.scene.grid).toHaveLength(3);
      expect(result.scene.grid.map((column: string[]) => column[1])).toEqual(result.symbols);
      const paid = Number(result.payout) > 0;
      if (paid) wins += 1;
      expect(result.scene.line.length > 0).toBe(paid);
      for (const reel of result.scene.line) expect(result.symbols[reel]).toBe(result.symbols[0]);
      expected += Math.round(Number(result.payout) * 100) - 5_00;
      expect(betOf(result.orderNo)).toMatchObject({ status: 1, stakeFen: 5_00, venueCode: game.venueCode });
    }
    expect(wins).toBeGreaterThan(0);
    expect(balanceFen(app.mock.world, uid, game.venueCode)).toBe(expected);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });
});

describe('fishing', () => {
  it('names the fish a shot hit in the sea the page draws, and pays its multiplier', async () => {
    const { uid, game, sid } = await openFunded(6);
    const { school } = (await stateOf(sid)).state as { school: Array<{ name: string; multiplier: number }> };
    expect(school.length).toBeGreaterThan(3);
    let expected = 200_00;
    const hits = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const { result } = (await play(app, sid, '2.00')).json();
      expect(result.scene.kind).toBe('fishing');
      const fish = school[result.scene.target];
      if (fish) {
        hits.add(result.scene.target);
        expect(result.content).toContain(fish.name);
        expect(result.payout).toBe((2 * fish.multiplier).toFixed(2));
      } else {
        expect(result.scene.target).toBe(-1);
        expect(result.payout).toBe('0.00');
      }
      expected += Math.round(Number(result.payout) * 100) - 2_00;
    }
    expect(hits.size).toBeGreaterThan(0);
    expect(balanceFen(app.mock.world, uid, game.venueCode)).toBe(expected);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });
});

describe('cards', () => {
  it("deals the house a lower card when the player's hand won and a card as high or higher when it lost", async () => {
    const { sid, game } = await openFunded(8, '1000.00');
    const stake = (game.minBetFen / 100).toFixed(2);
    const rank = (code: string) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(code.slice(0, -1)) + 1;
    for (let i = 0; i < 12; i++) {
      const { result } = (await play(app, sid, stake)).json();
      expect(result.scene.kind).toBe('cards');
      expect(result.scene.won).toBe(Number(result.payout) > 0);
      const [mine, house] = [rank(result.scene.mine), rank(result.scene.house)];
      expect(mine).toBeGreaterThan(1);
      if (result.scene.won) expect(house).toBeLessThan(mine);
      else expect(house).toBeGreaterThanOrEqual(mine);
    }
  });
});

describe('live tables', () => {
  it('a bet is Unfinished until the round on the clock, then the table deals the round it was settled by', async () => {
    const { uid, game, sid, token } = await openFunded(5, '100.00');
    const state = (await stateOf(sid)).state;
    expect(state.game.table).toBe(LIVE_TABLES[game.kind]);
    const pick = state.market.options[0].id as string;
    const { result } = (await play(app, sid, '20.00', pick)).json();
    expect(result).toMatchObject({ status: 0, balance: '80.00' });
    expect((await stateOf(sid)).state.bets[0]).toMatchObject({ orderNo: result.orderNo, status: 0, deal: null });

    await ctl(app).world.advance({ minutes: 2 });
    const bet = betOf(result.orderNo);
    expect(bet.status).toBe(1);
    const shown = (await stateOf(sid)).state.bets[0];
    expect(shown.orderNo).toBe(result.orderNo);
    expect(shown.deal.winner === pick).toBe((bet.payoutFen ?? 0) > 0);
    expect(balanceFen(app.mock.world, uid, game.venueCode)).toBe(80_00 + (bet.payoutFen ?? 0));
    const records = okData(api.records.getBetList, await call(app, api.records.getBetList, { venueCode: game.venueCode }, { token }));
    expect(records.list[0]).toMatchObject({ orderNo: result.orderNo, status: 1, stake: '20.00' });
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('every table deals a round that agrees with its winner', () => {
    const seed = app.mock.world.seed;
    const tables = gamesOf(app, (g) => g.category === 5);
    for (const [kind, table] of LIVE_TABLES.entries()) {
      const game = tables.find((g) => g.kind === kind) ?? catalogueFor(seed).games.find((g) => g.category === 5 && g.kind === kind)!;
      const sides = marketFor(seed, game, 0).options.map((o) => o.id);
      for (let i = 0; i < 40; i++) {
        const pick = sides[i % sides.length]!;
        const won = i % 3 === 0;
        const deal = liveDeal(table, sides, pick, won, `order-${i}`);
        expect(deal.winner === pick).toBe(won);
        expect(sides).toContain(deal.winner);
        expectAgrees(table, deal);
      }
    }
  });
});

function expectAgrees(table: string, deal: Deal): void {
  const points = (hand: Deal['hands'][number]) => hand.total;
  if (['baccarat', 'bullBull', 'blackjack', 'dragonTiger'].includes(table)) {
    expect(deal.hands).toHaveLength(2);
    const [a, b] = deal.hands as [Deal['hands'][number], Deal['hands'][number]];
    if (deal.winner === 'tie') expect(points(a)).toBe(points(b));
    else
      expect(points(deal.hands.find((h) => h.side === deal.winner)!)).toBeGreaterThan(
        points(deal.hands.find((h) => h.side !== deal.winner)!),
      );
    for (const hand of deal.hands) {
      const values = hand.cards.map((code) => code.slice(0, -1));
      if (table === 'baccarat' || table === 'bullBull') {
        const sum = values.reduce((total, v) => total + (['10', 'J', 'Q', 'K'].includes(v) ? 0 : v === 'A' ? 1 : Number(v)), 0);
        expect(sum % 10).toBe(hand.total);
      }
      if (table === 'blackjack') {
        const sum = values.reduce((total, v) => total + (['10', 'J', 'Q', 'K'].includes(v) ? 10 : v === 'A' ? 11 : Number(v)), 0);
        expect(sum).toBe(hand.total);
      }
    }
  }
  if (table === 'roulette') expect(isRed(deal.number!)).toBe(deal.winner === 'red');
  if (table === 'sicBo') expect(deal.dice.reduce((a, b) => a + b, 0) >= 11).toBe(deal.winner === 'big');
  if (table === 'fanTan') expect(((deal.number! - 1) % 4) + 1).toBe(Number(deal.winner.replace('fan', '')));
}

describe('sports and esports', () => {
  it('shows the match with its teams, and a bet stays Unfinished until the match ends on the clock', async () => {
    for (const category of [7, 4]) {
      const { uid, game, sid, token } = await openFunded(category, '100.00');
      const { market } = (await stateOf(sid)).state;
      expect(market.teams).toHaveLength(2);
      expect(market.event).toContain(market.teams[0]);
      const { result } = (await play(app, sid, '10.00', market.options.at(-1).id)).json();
      expect(result).toMatchObject({ status: 0, balance: '90.00' });
      const dueAt = betOf(result.orderNo).dueAt!;
      await ctl(app).world.advance({ ms: dueAt - app.mock.clock.now() - 1_000 });
      expect(betOf(result.orderNo).status).toBe(0);
      await ctl(app).world.advance({ ms: 2_000 });
      const bet = betOf(result.orderNo);
      expect(bet.status).toBe(1);
      expect(bet.payoutFen === 0 || bet.payoutFen === Math.floor((10_00 * bet.oddsCents!) / 100)).toBe(true);
      expect(balanceFen(app.mock.world, uid, game.venueCode)).toBe(90_00 + bet.payoutFen!);
      const row = okData(api.records.getBetList, await call(app, api.records.getBetList, { venueCode: game.venueCode }, { token })).list[0];
      expect(row).toMatchObject({ orderNo: result.orderNo, status: 1 });
      expect(row?.winLoss).toBe(bet.payoutFen! > 0 ? ((bet.payoutFen! - 10_00) / 100).toFixed(2) : '-10.00');
      await app.close();
      app = await testApp();
    }
  });
});
