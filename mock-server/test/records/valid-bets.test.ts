import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fromFen } from '@contracts';
import { totalsOf } from '@mock/areas/games/bets/records';
import { api, control, controlCall, ctl, loginAs, testApp } from '../helpers';
import { firstGame, fund, openPage, play } from '../games/play-helpers';
import { ok, type Session } from '../funds/wallet-helpers';

/*
 * One figure of valid bets per period, whoever shows it (docs/decisions.md, "One figure of valid bets"): bet records'
 * totals, the rebate promotions, the welfare tasks, VIP progress and the withdrawal turnover counter. demo01's
 * seeded bet archive is its documented history and counts everywhere. The world's clock: Sunday 2026-11-22 12:00.
 */
let app: FastifyInstance;
let demo01: Session;
beforeEach(async () => {
  app = await testApp();
  demo01 = await loginAs(app, 'demo01');
});
afterEach(() => app.close());

const DAILY_REBATE = 3;
const WEEKLY_REBATE = 10;
const days = { today: '2026-11-22', yesterday: '2026-11-21', weekStart: '2026-11-16', lastWeek: ['2026-11-09', '2026-11-15'] } as const;

/** Bet records: the totals card (gamebet/getTotalList) and the list's summary (gamebet/getBetList) of a window. */
async function records(startDate: string, endDate: string): Promise<string> {
  const totals = (await ok(app, api.records.getTotalList, { startDate, endDate }, demo01)).total.validBet;
  const summary = (await ok(app, api.records.getBetList, { startDate, endDate, page: 1, pageSize: 1 }, demo01)).summary.validBet;
  expect(summary).toBe(totals);
  return totals;
}
/** Every bet the player ever placed, totalled the way bet records total a window. */
const recordsAllTime = () => totalsOf(app.mock.world.db.bets.findMany((q) => q.where({ uid: demo01.uid }))).validBet;
const rebateBasis = async (id: number) => (await ok(app, api.promotions.detail, { id }, demo01)).apply?.validBets;
const task = async (id: string) => (await ok(app, api.welfare.getTasks, {}, demo01)).tasks.find((t) => t.id === id)!;
const vip = async () => (await ok(app, api.vip.getVip, {}, demo01)).turnover.current;
const completedTurnover = async () => (await ok(app, api.withdrawal.getWithdrawList, {}, demo01)).turnover.completed;
/** A task shows its figure up to its target. */
const upTo = (figure: string, target: string) => (Number(figure) < Number(target) ? figure : target);
const plus = (a: string, fen: number) => fromFen(Math.round(Number(a) * 100) + fen);

describe('valid bets of the seeded world, read by every page', () => {
  it('yesterday: bet records and the daily rebate agree (the archive counts)', async () => {
    const yesterday = await records(days.yesterday, days.yesterday);
    expect(yesterday).not.toBe('0.00');
    expect(await rebateBasis(DAILY_REBATE)).toBe(yesterday);
  });

  it('today and this week: bet records and the welfare tasks agree', async () => {
    const today = await records(days.today, days.today);
    expect(today).not.toBe('0.00');
    const daily = await task('daily.bet');
    expect(daily.current).toBe(upTo(today, daily.target));
    const weekly = await task('weekly.bet');
    expect(weekly.current).toBe(upTo(await records(days.weekStart, days.today), weekly.target));
  });

  it('last week: bet records and the weekly rebate agree', async () => {
    expect(await rebateBasis(WEEKLY_REBATE)).toBe(await records(days.lastWeek[0], days.lastWeek[1]));
  });

  it('all time: VIP progress is the sum of every bet the records hold', async () => {
    expect(await vip()).toBe(recordsAllTime());
  });

  it('all time, in a world imported from a state file written before VIP kept a lifetime counter', async () => {
    const snapshot = await ctl(app).world.exportState({ secrets: 'true' });
    const turnover = snapshot.collections.turnover as Array<Record<string, unknown>>;
    snapshot.collections.turnover = turnover.map((record) =>
      Object.fromEntries(Object.entries(record).filter(([field]) => field !== 'lifetimeFen')),
    );
    await ctl(app).world.importState(snapshot);
    expect(await vip()).toBe(recordsAllTime());
    expect(await vip()).not.toBe('0.00');
  });
});

describe('a bet the player places counts, once settled, for every reader at once', () => {
  async function figures() {
    return {
      records: await records(days.today, days.today),
      task: (await task('daily.bet')).current,
      vip: await vip(),
      turnover: await completedTurnover(),
    };
  }
  const grown = (before: Awaited<ReturnType<typeof figures>>, fen: number) => ({
    records: plus(before.records, fen),
    task: plus(before.task, fen),
    vip: plus(before.vip, fen),
    turnover: plus(before.turnover, fen),
  });

  it('a lottery order, a slot spin and a sports bet: nothing while Unfinished, their stake when they settle', async () => {
    const start = await figures();

    // A slot spin settles at once.
    const slot = firstGame(app, 2);
    await fund(app, demo01.token, slot.venueCode, '20.00');
    const slotPage = await openPage(app, demo01.token, slot.id);
    expect((await play(app, slotPage.sid, '20.00')).statusCode).toBe(200);
    expect(await figures()).toEqual(grown(start, 20_00));

    // A sports bet is Unfinished until the control API settles it.
    const sports = firstGame(app, 7);
    await fund(app, demo01.token, sports.venueCode, '30.00');
    const sportsPage = await openPage(app, demo01.token, sports.id);
    const state = (await app.inject({ method: 'GET', url: `/play/s/${sportsPage.sid}/state` })).json() as {
      state: { market: { options: Array<{ id: string }> } };
    };
    const placed = (await play(app, sportsPage.sid, '30.00', state.state.market.options[0]!.id)).json() as { result: { orderNo: string } };
    expect(await figures()).toEqual(grown(start, 20_00));
    expect((await controlCall(app, control.games.settleBets, { orderNo: placed.result.orderNo, outcome: 'lose' })).status).toBe(200);
    expect(await figures()).toEqual(grown(start, 50_00));

    // A lottery order counts at its round's draw (within today).
    const { current } = await ok(app, api.lottery.getLotteryInfo, { lotteryId: 1 }, null);
    await ok(app, api.lottery.placeOrder, { lotteryId: 1, issue: current.issue, bets: [{ option: 'big', amount: '40.00' }] }, demo01);
    expect(await figures()).toEqual(grown(start, 50_00));
    await ctl(app).lottery.jump({ lotteryId: 1, to: 'draw' });
    expect(await figures()).toEqual(grown(start, 90_00));
    expect(await vip()).toBe(recordsAllTime());
  });
});
