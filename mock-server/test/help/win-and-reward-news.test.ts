import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger, balanceFen } from '@mock/core/ledger';
import { api, controlCall, control, loginAs, testApp } from '../helpers';
import { ok, type Session } from '../funds/wallet-helpers';
import { firstGame, fund, openPage, play } from '../games/play-helpers';
import { placeOrder, room, ctl } from '../lottery/lottery-helpers';
import { footprint, grant, isDomainError } from '../welfare/welfare-helpers';

/**
 * A venue bet or a lottery order settled with a win, and a reward granted, reach the player as a personal message
 * (kind 2) with the amount in the one money format, the order number and a link to its page, in both languages;
 * a loss sends nothing. The message is written in the unit of work that pays: a failed write undoes the payout,
 * and a refused grant writes neither.
 */
let app: FastifyInstance;
let demo01: Session;
beforeEach(async () => {
  app = await testApp();
  demo01 = await loginAs(app, 'demo01');
});
afterEach(() => app.close());

const personal = async (session: Session) => (await ok(app, api.help.getAllMessageList, { kind: 2, pageSize: 50 }, session)).list;
const idsOf = async (session: Session) => new Set((await personal(session)).map((m) => m.id));
const newsSince = async (session: Session, before: Set<number>) => (await personal(session)).filter((m) => !before.has(m.id));
const unread = async (session: Session) => (await ok(app, api.account.getUser, {}, session)).unreadMessages;
const read = (session: Session, id: number, lang: 'en' | 'zh_hans') => ok(app, api.help.getMessageInfo, { id }, session, { lang });
const money = (fen: number) => `¥${(fen / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A sports bet of demo01 waiting for the clock (the control API settles it now, with the outcome forced). */
async function unfinishedBet(stake = '20.00') {
  const game = firstGame(app, 7);
  await fund(app, demo01.token, game.venueCode, '100.00');
  const { sid } = await openPage(app, demo01.token, game.id);
  const state = (await app.inject({ method: 'GET', url: `/play/s/${sid}/state` })).json();
  const response = await play(app, sid, stake, state.state.market.options[0].id as string);
  return { game, orderNo: response.json().result.orderNo as string };
}
const betRow = (orderNo: string) => app.mock.world.db.bets.findFirst((q) => q.where({ orderNo }))!;

describe('a venue bet settled', () => {
  it('with a win: one message naming the game, the order and the payout, linking to the bet; the badge counts it', async () => {
    const { game, orderNo } = await unfinishedBet();
    const before = await idsOf(demo01);
    const badge = await unread(demo01);
    expect((await controlCall(app, control.games.settleBets, { orderNo, outcome: 'win' })).status).toBe(200);
    const payout = betRow(orderNo).payoutFen!;
    expect(payout).toBeGreaterThan(0);

    const [news, ...more] = await newsSince(demo01, before);
    expect(more).toEqual([]);
    expect(news).toMatchObject({ kind: 2, read: false, title: 'You won' });
    expect(news!.excerpt).toContain(money(payout));
    expect(news!.excerpt).toContain(orderNo);
    expect(news!.excerpt).toContain(game.name.en);
    expect(await unread(demo01)).toBe(badge + 1);
    const zh = await read(demo01, news!.id, 'zh_hans');
    expect(zh.title).toBe('恭喜中奖');
    expect(zh.content).toContain(game.name.zh_hans);
    expect(zh.content).toContain(money(payout));
    expect(zh.content).toContain(`#/pages/mine/betDetail?orderNo=${orderNo}`);
    expect(await unread(demo01)).toBe(badge);

    // Settled once: asking again is refused and sends nothing more.
    expect((await controlCall(app, control.games.settleBets, { orderNo })).status).toBe(409);
    expect(await newsSince(demo01, before)).toHaveLength(1);
  });

  it('with a loss: no message', async () => {
    const { orderNo } = await unfinishedBet();
    const before = await idsOf(demo01);
    expect((await controlCall(app, control.games.settleBets, { orderNo, outcome: 'lose' })).status).toBe(200);
    expect(betRow(orderNo).status).toBe(1);
    expect(await newsSince(demo01, before)).toEqual([]);
  });

  it('a message that cannot be written undoes the payout: the bet stays Unfinished, the venue wallet as it was', async () => {
    const { game, orderNo } = await unfinishedBet();
    const before = await idsOf(demo01);
    const venueFen = balanceFen(app.mock.world, demo01.uid, game.venueCode);
    const messages = app.mock.world.db.messages;
    const create = messages.create.bind(messages);
    messages.create = async () => {
      throw new Error('injected: the message insert failed');
    };
    const failed = await controlCall(app, control.games.settleBets, { orderNo, outcome: 'win' }).catch(() => ({ status: 500 }));
    messages.create = create;
    expect(failed.status).toBe(500);
    expect(betRow(orderNo)).toMatchObject({ status: 0, payoutFen: null });
    expect(balanceFen(app.mock.world, demo01.uid, game.venueCode)).toBe(venueFen);
    expect(await newsSince(demo01, before)).toEqual([]);
    expect(auditLedger(app.mock.world)).toEqual([]);

    expect((await controlCall(app, control.games.settleBets, { orderNo, outcome: 'win' })).status).toBe(200);
    expect(await newsSince(demo01, before)).toHaveLength(1);
  });
});

describe('lottery orders settled at the draw', () => {
  it('one message for the winning order and none for the nine that lost', async () => {
    const { current } = await room(app, 3);
    // Colour draws one number 0–9: of ten orders, one on each number, exactly one wins.
    const orders = [];
    for (let n = 0; n < 10; n++)
      orders.push((await placeOrder(app, demo01, { lotteryId: 3, issue: current.issue, bets: [{ option: `n_${n}`, amount: '2' }] })).order);
    const before = await idsOf(demo01);
    await ctl(app).lottery.jump({ lotteryId: 3, to: 'draw' });
    const settled = (await ok(app, api.lottery.getUserGameList, {}, demo01)).list.filter((o) => o.issue === current.issue);
    const winners = settled.filter((o) => o.winAmount !== '0.00');
    expect(settled).toHaveLength(10);
    expect(winners).toHaveLength(1);
    const winner = winners[0]!;

    const [news, ...more] = await newsSince(demo01, before);
    expect(more).toEqual([]);
    expect(news).toMatchObject({ title: 'You won', read: false });
    expect(news!.excerpt).toContain(winner.orderNo);
    expect(news!.excerpt).toContain(money(Math.round(Number(winner.winAmount) * 100)));
    expect(news!.excerpt).toContain(current.issue);
    const zh = await read(demo01, news!.id, 'zh_hans');
    expect(zh.content).toContain('一分彩色');
    expect(zh.content).toContain(`#/pages/mine/betDetail?orderNo=${winner.orderNo}`);
    expect(orders.map((o) => o.orderNo)).toContain(winner.orderNo);

    // The clock moving on settles nothing twice.
    await ctl(app).world.advance({ minutes: 5 });
    expect(await newsSince(demo01, before)).toHaveLength(1);
  });
});

describe('a reward granted', () => {
  it('one message with its title and amount in both languages, linking to the reward records; a second grant of the period is refused and sends none', async () => {
    const before = await idsOf(demo01);
    const input = { type: 1 as const, source: 'promo:test', periodKey: '2026-11-22', amountFen: 123_456, title: 'Weekend reload' };
    const granted = await grant(app, demo01.uid, input);
    expect(isDomainError(granted)).toBe(false);

    const [news, ...more] = await newsSince(demo01, before);
    expect(more).toEqual([]);
    expect(news).toMatchObject({ title: 'Reward credited', read: false });
    expect(news!.excerpt).toContain('Weekend reload: ¥1,234.56');
    const zh = await read(demo01, news!.id, 'zh_hans');
    expect(zh.title).toBe('奖励已到账');
    expect(zh.content).toContain('Weekend reload（中文）：¥1,234.56');
    expect(zh.content).toContain('#/pages/mine/redemptionRecord');

    const untouched = footprint(app, demo01.uid);
    expect(isDomainError(await grant(app, demo01.uid, input))).toBe(true);
    expect(footprint(app, demo01.uid)).toEqual(untouched);
    expect(await newsSince(demo01, before)).toHaveLength(1);
  });

  it('a message that cannot be written undoes the reward: no credit, no award', async () => {
    const before = await idsOf(demo01);
    const untouched = footprint(app, demo01.uid);
    const messages = app.mock.world.db.messages;
    const create = messages.create.bind(messages);
    messages.create = async () => {
      throw new Error('injected: the message insert failed');
    };
    await expect(grant(app, demo01.uid, { type: 1, source: 'promo:test', periodKey: 'p', amountFen: 500 })).rejects.toThrow('injected');
    messages.create = create;
    expect(footprint(app, demo01.uid)).toEqual(untouched);
    expect(await newsSince(demo01, before)).toEqual([]);
  });
});
