import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { platformDate } from '@contracts';
import { auditLedger, balanceFen } from '@mock/core/ledger';
import { instantOutcome } from '@mock/areas/games/bets/outcomes';
import { hashKey } from '@mock/areas/games/rng';
import { hitsJackpot, jackpotBaseFen, jackpotFenPerSecond } from '@mock/areas/games/jackpot';
import { BIG_WIN_FEN, WIN_EVERY_MS } from '@mock/areas/games/live/big-wins';
import { maskName } from '@mock/areas/games/live/masked-names';
import { api, call, ctl, loginAs, okData, testApp } from '../helpers';
import { firstGame, fund, openPage, play } from './play-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const bigWins = async (lang: 'en' | 'zh_hans' = 'en') => okData(api.games.getBigWins, await call(app, api.games.getBigWins, {}, { lang }));
const jackpot = async () => okData(api.games.getJackpot, await call(app, api.games.getJackpot, {}));
const toFenOf = (amount: string) => Math.round(Number(amount) * 100);

/** The sequence number that makes the next game order number hit the jackpot (decided by the seed and the order number). */
function seqThatHits(): number {
  const world = app.mock.world;
  const day = platformDate(app.mock.clock.now()).replaceAll('-', '');
  for (let seq = world.counters.nextOrderSeq; ; seq++) if (hitsJackpot(world.seed, `GB${day}${String(seq).padStart(6, '0')}`)) return seq;
}

describe('masked names', () => {
  it('keeps the surname in Chinese and two letters in English', () => {
    expect(maskName('张伟', 'zh_hans')).toBe('张**');
    expect(maskName('Lina', 'en')).toBe('Li***');
  });
});

describe('game/getBigWins', () => {
  it('is the same list for the same clock instant, masked, in the request language', async () => {
    const first = await bigWins();
    expect(first).toHaveLength(12);
    expect(await bigWins()).toEqual(first);
    for (const win of first) {
      expect(win.player).toMatch(/^[A-Za-z]{2}\*\*\*$/);
      expect(toFenOf(win.amount)).toBeGreaterThanOrEqual(BIG_WIN_FEN);
    }
    const zh = await bigWins('zh_hans');
    expect(zh.map((w) => [w.id, w.gameId, w.amount])).toEqual(first.map((w) => [w.id, w.gameId, w.amount]));
    for (const win of zh) expect(win.player).toMatch(/^\p{Script=Han}\*\*$/u);
    expect(zh[0]!.gameName).not.toBe(first[0]!.gameName);
  });

  it('moves on as the clock runs: a new win every slot, newest first', async () => {
    const before = await bigWins();
    await ctl(app).world.advance({ seconds: WIN_EVERY_MS / 1000 });
    const after = await bigWins();
    expect(after[0]!.id).not.toBe(before[0]!.id);
    expect(after.slice(1)).toEqual(before.slice(0, -1));
    expect(Date.parse(after[0]!.at)).toBeGreaterThan(Date.parse(after[1]!.at));
  });
});

describe('game/getJackpot', () => {
  it('grows with the clock at its rate per second, and is the same for the same instant', async () => {
    const first = await jackpot();
    expect(await jackpot()).toEqual(first);
    expect(first.lastHit).toBeNull();
    const perSecond = jackpotFenPerSecond(app.mock.world.seed);
    expect(toFenOf(first.perSecond)).toBe(perSecond);
    await ctl(app).world.advance({ seconds: 100 });
    const later = await jackpot();
    expect(toFenOf(later.amount) - toFenOf(first.amount)).toBe(100 * perSecond);
  });

  it('a demo-game play that hits it is paid the pool into the venue wallet with its bet record, and the pool starts again', async () => {
    const { token, uid } = await loginAs(app);
    const game = firstGame(app, 2);
    await fund(app, token, game.venueCode, '100.00');
    const { sid } = await openPage(app, token, game.id);
    const pool = toFenOf((await jackpot()).amount);
    const world = app.mock.world;
    world.counters.nextOrderSeq = seqThatHits();
    const spin = await play(app, sid, '2.00');
    expect(spin.statusCode).toBe(200);
    const bet = world.db.bets.findMany((q) => q.where({ uid, archived: false }))[0]!;
    const outcome = instantOutcome(game, 200, hashKey(world.seed, bet.orderNo));
    expect(bet.payoutFen).toBe(outcome.payoutFen + pool);
    expect(balanceFen(world, uid, game.venueCode)).toBe(100_00 - 200 + outcome.payoutFen + pool);
    const payouts = world.db.ledger.where({ orderNo: bet.orderNo }).filter((e) => e.type === 'payout');
    expect(payouts.map((e) => e.amountFen)).toContain(pool);
    expect(auditLedger(world)).toEqual([]);

    const after = await jackpot();
    expect(toFenOf(after.amount)).toBe(jackpotBaseFen(world.seed));
    expect(after.lastHit).toMatchObject({ id: bet.orderNo, player: 'de***', gameId: game.id, amount: (pool / 100).toFixed(2) });
    // The win joins the big-win list too.
    expect((await bigWins())[0]).toMatchObject({ id: bet.orderNo, player: 'de***' });
  });

  it('a play that does not hit leaves the pool growing', async () => {
    const { token } = await loginAs(app);
    const game = firstGame(app, 2);
    await fund(app, token, game.venueCode, '100.00');
    const { sid } = await openPage(app, token, game.id);
    const before = await jackpot();
    const world = app.mock.world;
    const day = platformDate(app.mock.clock.now()).replaceAll('-', '');
    while (hitsJackpot(world.seed, `GB${day}${String(world.counters.nextOrderSeq).padStart(6, '0')}`)) world.counters.nextOrderSeq++;
    await play(app, sid, '2.00');
    expect(await jackpot()).toEqual(before);
  });
});

describe('game/getRecentlyPlayed', () => {
  it('needs a login', async () => {
    expect((await call(app, api.games.getRecentlyPlayed, {})).statusCode).toBe(401);
  });

  it("lists the player's games by their last open or bet, newest first, each once", async () => {
    const { token } = await loginAs(app, 'demo02');
    const recent = async () => okData(api.games.getRecentlyPlayed, await call(app, api.games.getRecentlyPlayed, {}, { token }));
    expect(await recent()).toEqual([]);
    const slot = firstGame(app, 2);
    const chess = firstGame(app, 8);
    await fund(app, token, slot.venueCode, '10.00');
    const { sid } = await openPage(app, token, slot.id);
    await play(app, sid, '1.00');
    await ctl(app).world.advance({ seconds: 5 });
    await openPage(app, token, chess.id);
    expect((await recent()).map((g) => g.id)).toEqual([chess.id, slot.id]);
    await ctl(app).world.advance({ seconds: 5 });
    await openPage(app, token, slot.id);
    expect((await recent()).map((g) => g.id)).toEqual([slot.id, chess.id]);
  });
});
