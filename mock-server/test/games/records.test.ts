import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fromFen, toFen } from '@contracts';
import { presetRange } from '@contracts/rules/records';
import { api, call, failure, loginAs, okData, testApp } from '../helpers';
import { firstGame, fund, openPage, play } from './play-helpers';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await testApp();
  token = (await loginAs(app)).token;
});
afterEach(() => app.close());

const NOW = Date.parse('2026-11-22T12:00:00+08:00');
const bets = async (input: Record<string, unknown> = {}, lang: 'en' | 'zh_hans' = 'en') =>
  okData(api.records.getBetList, await call(app, api.records.getBetList, { pageSize: 100, ...input }, { token, lang }));
/** Every page of a filter, so sums cover the whole set. */
async function allBets(input: Record<string, unknown> = {}) {
  const first = await bets({ ...input, page: 1 });
  const list = [...first.list];
  for (let page = 2; list.length < first.total; page++) list.push(...(await bets({ ...input, page })).list);
  return { ...first, list };
}
const sum = (values: string[]) => fromFen(values.reduce((total, v) => total + toFen(v), 0));

describe('gamebet/getBetList', () => {
  it('needs a login', async () => {
    expect((await call(app, api.records.getBetList)).statusCode).toBe(401);
  });

  it('shows demo01 a seeded history of the last 30 days, newest first, all settled or cancelled', async () => {
    const all = await bets();
    expect(all.total).toBeGreaterThan(60);
    expect(all.list.map((b) => b.betAt)).toEqual([...all.list.map((b) => b.betAt)].sort().reverse());
    expect(new Set(all.list.map((b) => b.status)).has(0)).toBe(false);
    expect(all.list.some((b) => b.status === 2 || b.status === 3)).toBe(true);
    const zh = await bets({}, 'zh_hans');
    expect(zh.list[0]!.venueName).toMatch(/[\u4e00-\u9fff]/);
    // demo02 has no history.
    const other = await loginAs(app, 'demo02');
    expect(okData(api.records.getBetList, await call(app, api.records.getBetList, {}, { token: other.token })).total).toBe(0);
  });

  it('filters by venue, game type, status and date window', async () => {
    const all = await bets();
    const venue = all.list[0]!.venueCode;
    expect((await bets({ venueCode: venue })).list.every((b) => b.venueCode === venue)).toBe(true);
    expect((await bets({ gameType: 2 })).list.every((b) => b.gameType === 2)).toBe(true);
    expect((await bets({ status: 1 })).list.every((b) => b.status === 1)).toBe(true);
    const week = presetRange('last7', NOW);
    const inWeek = await bets(week);
    expect(inWeek.total).toBeLessThan(all.total);
    expect(inWeek.list.every((b) => b.betAt.slice(0, 10) >= week.startDate)).toBe(true);
    const yesterday = presetRange('yesterday', NOW);
    expect((await bets(yesterday)).list.every((b) => b.betAt.slice(0, 10) === yesterday.startDate)).toBe(true);
  });

  it('refuses a window reaching back 31 days, a reversed window and one date alone', async () => {
    expect(failure(await call(app, api.records.getBetList, { startDate: '2026-10-23', endDate: '2026-11-22' }, { token })).code).toBe(0);
    expect(
      okData(api.records.getBetList, await call(app, api.records.getBetList, { startDate: '2026-10-24', endDate: '2026-11-22' }, { token }))
        .total,
    ).toBeGreaterThan(0);
    expect(failure(await call(app, api.records.getBetList, { startDate: '2026-11-22', endDate: '2026-11-20' }, { token })).code).toBe(0);
    expect(failure(await call(app, api.records.getBetList, { startDate: '2026-11-20' }, { token })).code).toBe(0);
  });

  it('includes new plays, and its summary adds up the filtered records', async () => {
    const game = firstGame(app, 2);
    await fund(app, token, game.venueCode, '50.00');
    const { sid } = await openPage(app, token, game.id);
    for (let i = 0; i < 3; i++) await play(app, sid, '1.00');
    const today = await bets(presetRange('today', NOW));
    expect(today.list.filter((b) => b.venueCode === game.venueCode && b.betAt === '2026-11-22T12:00:00+08:00')).toHaveLength(3);
    const all = await allBets();
    expect(all.list).toHaveLength(all.total);
    const counted = all.list.filter((b) => b.status < 2);
    expect(all.summary).toEqual({
      betCount: counted.length,
      stake: sum(counted.map((b) => b.stake)),
      validBet: sum(all.list.map((b) => b.validBet)),
      winLoss: sum(all.list.map((b) => b.winLoss)),
    });
  });
});

describe('gamebet/getTotalList', () => {
  it('counts and sums the same bets: cancelled ones (refunded) add neither to the count nor to the stake', async () => {
    const all = await allBets();
    const cancelled = all.list.filter((b) => b.status >= 2);
    expect(cancelled.length).toBeGreaterThan(0);
    const totals = okData(api.records.getTotalList, await call(app, api.records.getTotalList, {}, { token }));
    const counted = all.list.filter((b) => b.status < 2);
    expect(totals.total.betCount).toBe(counted.length);
    expect(totals.total.stake).toBe(sum(counted.map((b) => b.stake)));
    const onlyCancelled = await bets({ status: cancelled[0]!.status });
    expect(onlyCancelled.summary).toEqual({ betCount: 0, stake: '0.00', validBet: '0.00', winLoss: '0.00' });
  });

  it('totals per venue add up to the records and to the grand total', async () => {
    const totals = okData(api.records.getTotalList, await call(app, api.records.getTotalList, {}, { token }));
    const all = await allBets();
    expect(sum(all.list.map((b) => b.winLoss))).toBe(totals.total.winLoss);
    expect(totals.total).toEqual(all.summary);
    expect(totals.venues.length).toBeGreaterThan(1);
    for (const venue of totals.venues) {
      const own = (await bets({ venueCode: venue.venueCode })).summary;
      expect({ betCount: venue.betCount, stake: venue.stake, validBet: venue.validBet, winLoss: venue.winLoss }).toEqual(own);
    }
    expect(sum(totals.venues.map((v) => v.winLoss))).toBe(totals.total.winLoss);
    expect(totals.venues.reduce((n, v) => n + v.betCount, 0)).toBe(totals.total.betCount);
  });

  it('filters by game type and refuses a 31-day window', async () => {
    const slots = okData(api.records.getTotalList, await call(app, api.records.getTotalList, { gameType: 2 }, { token }));
    expect(slots.venues.every((v) => v.gameType === 2)).toBe(true);
    expect(failure(await call(app, api.records.getTotalList, { startDate: '2026-10-23', endDate: '2026-11-22' }, { token })).code).toBe(0);
  });
});
