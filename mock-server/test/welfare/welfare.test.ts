import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '@mock/core/ledger';
import { call, ctl, loginAs, testApp } from '../helpers';
import { firstGame, fund, openPage, play } from '../games/play-helpers';
import { advance, api, centralBalance, control, controlCall, deposit, ok, refused, type Session } from '../funds/wallet-helpers';
import { footprint } from './welfare-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const DAY = 86_400_000;

const signIn = (session: Session) => ok(app, api.account.signIn, {}, session);
const tasks = (session: Session, lang: 'en' | 'zh_hans' = 'en') => ok(app, api.welfare.getTasks, {}, session, { lang });
const task = async (session: Session, id: string) => (await tasks(session)).tasks.find((t) => t.id === id)!;
/** The clock set, then a fresh session (sessions end with the clock too). */
async function at(now: string, username = 'demo02'): Promise<Session> {
  await ctl(app).world.setClock({ now });
  return loginAs(app, username);
}

/** Refused in both languages with different texts, and nothing about the player changed. */
async function refusedBoth(
  session: Session,
  endpoint: Parameters<typeof refused>[1],
  input: Record<string, unknown> = {},
): Promise<{ en: string; zh: string }> {
  const before = footprint(app, session.uid);
  const signIns = app.mock.world.db.signIns.findMany((q) => q.where({ uid: session.uid })).length;
  const en = await refused(app, endpoint, input, session);
  const zh = await refused(app, endpoint, input, session, { lang: 'zh_hans' });
  expect(zh).not.toBe(en);
  expect(footprint(app, session.uid)).toEqual(before);
  expect(app.mock.world.db.signIns.findMany((q) => q.where({ uid: session.uid })).length).toBe(signIns);
  return { en, zh };
}

describe('common/signin', () => {
  it("signs in once per platform day, credits the ladder's reward and records it", async () => {
    const demo02 = await loginAs(app, 'demo02');
    const before = await tasks(demo02);
    expect(before.signIn).toMatchObject({ signedToday: false, streak: 0, today: 1, nextAt: '2026-11-23T00:00:00+08:00' });
    expect(before.signIn.ladder.map((r) => r.reward)).toEqual(['1.00', '2.00', '3.00', '5.00', '6.00', '8.00', '18.00']);
    expect(await signIn(demo02)).toEqual({ reward: '1.00', streak: 1, signedToday: true });
    expect(await centralBalance(app, demo02)).toBe('501.00');
    expect((await tasks(demo02)).signIn).toMatchObject({ signedToday: true, streak: 1, today: 1 });
    const { en, zh } = await refusedBoth(demo02, api.account.signIn);
    expect(en).toBe('You have already signed in today; come back tomorrow for day 2 of the ladder');
    expect(zh).toBe('今日已签到，明天再来领取第 2 天的奖励');
    const awards = await ok(app, api.records.getAwardList, { type: 4 }, demo02);
    expect(awards.list.map((a) => [a.title, a.amount, a.status])).toEqual([['Sign-in reward · day 1', '1.00', 1]]);
    expect((await ok(app, api.records.getAwardList, { type: 4 }, demo02, { lang: 'zh_hans' })).list[0]?.title).toBe('签到奖励 · 第 1 天');
    const log = await ok(app, api.records.getMoneyLogList, { type: 15 }, demo02);
    expect(log.list.map((e) => [e.amount, e.after])).toEqual([['1.00', '501.00']]);
  });

  it('counts the day at platform midnight: 23:59:59 and 00:00:00 are two days, a streak of 2', async () => {
    let demo02 = await at('2026-11-22T23:59:59+08:00');
    expect((await signIn(demo02)).streak).toBe(1);
    await refusedBoth(demo02, api.account.signIn);
    await advance(app, 1000);
    demo02 = await loginAs(app, 'demo02');
    expect((await tasks(demo02)).signIn).toMatchObject({ signedToday: false, streak: 1, today: 2 });
    expect(await signIn(demo02)).toEqual({ reward: '2.00', streak: 2, signedToday: true });
    expect(await centralBalance(app, demo02)).toBe('503.00');
  });

  it('starts the streak again after a missed day, and the ladder again after day 7', async () => {
    let demo02: Session;
    const rewards: string[] = [];
    for (let day = 0; day < 8; day++) {
      demo02 = await at(new Date(Date.parse('2026-11-22T09:00:00+08:00') + day * DAY).toISOString());
      const result = await signIn(demo02);
      expect(result.streak).toBe(day + 1);
      rewards.push(result.reward);
    }
    expect(rewards).toEqual(['1.00', '2.00', '3.00', '5.00', '6.00', '8.00', '18.00', '1.00']);
    // 2026-11-29 was the 8th; skip the 30th.
    demo02 = await at('2026-12-01T09:00:00+08:00');
    expect((await tasks(demo02)).signIn).toMatchObject({ streak: 0, signedToday: false, today: 1 });
    expect(await signIn(demo02)).toEqual({ reward: '1.00', streak: 1, signedToday: true });
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key once', async () => {
    const demo02 = await loginAs(app, 'demo02');
    const headers = { 'idempotency-key': 'signin-1' };
    const first = await call(app, api.account.signIn, {}, { token: demo02.token, headers });
    const again = await call(app, api.account.signIn, {}, { token: demo02.token, headers });
    expect([again.headers['idempotency-replayed'], again.json()]).toEqual(['true', first.json()]);
    expect(await centralBalance(app, demo02)).toBe('501.00');
  });
});

describe('welfare tasks', () => {
  it('lists five daily and weekly tasks with progress, reward and status in the request language', async () => {
    const demo02 = await loginAs(app, 'demo02');
    const en = await tasks(demo02);
    expect(en.tasks.map((t) => [t.id, t.period, t.current, t.target, t.reward, t.status])).toEqual([
      ['daily.deposit', 1, '0.00', '100.00', '5.00', 0],
      ['daily.bet', 1, '0.00', '500.00', '8.00', 0],
      ['weekly.deposit', 2, '0.00', '1000.00', '28.00', 0],
      ['weekly.bet', 2, '0.00', '5000.00', '38.00', 0],
      ['weekly.streak', 2, '0', '7', '18.00', 0],
    ]);
    // 2026-11-22 is a Sunday: the week ends at Monday 00:00.
    expect(en.tasks[2]?.periodEndsAt).toBe('2026-11-23T00:00:00+08:00');
    // Titles take their figure from the target, formatted as the web formats money.
    expect(en.tasks.map((t) => t.title)).toEqual([
      'Deposit ¥100.00 today',
      'Bet ¥500.00 today',
      'Deposit ¥1,000.00 this week',
      'Bet ¥5,000.00 this week',
      'Sign in 7 days in a row',
    ]);
    expect((await tasks(demo02, 'zh_hans')).tasks.map((t) => t.title)).toEqual([
      '今日存款满 ¥100.00',
      '今日有效投注满 ¥500.00',
      '本周存款满 ¥1,000.00',
      '本周有效投注满 ¥5,000.00',
      '连续签到 7 天',
    ]);
  });

  it('refuses an unfinished task and an unknown one in both languages, changing nothing', async () => {
    const demo02 = await loginAs(app, 'demo02');
    expect((await refusedBoth(demo02, api.welfare.claim, { taskId: 'daily.deposit' })).en).toBe(
      'This task is not complete yet: ¥0.00 of ¥100.00',
    );
    expect((await refusedBoth(demo02, api.welfare.claim, { taskId: 'daily.nothing' })).en).toBe('There is no welfare task daily.nothing');
    expect((await refusedBoth(demo02, api.welfare.claim, {})).en).toMatch(/task/i);
  });

  it('pays the daily deposit task once a platform day, from an approved deposit', async () => {
    let demo02 = await at('2026-11-22T20:00:00+08:00');
    const order = await deposit(app, demo02, '100.00');
    expect((await task(demo02, 'daily.deposit')).status).toBe(0); // pending deposits do not count
    await controlCall(app, control.deposit.approveDeposit, { orderNo: order.orderNo });
    expect(await task(demo02, 'daily.deposit')).toMatchObject({ current: '100.00', status: 1 });
    const claimed = await ok(app, api.welfare.claim, { taskId: 'daily.deposit' }, demo02);
    expect([claimed.reward, claimed.centralBalance]).toEqual(['5.00', '605.00']);
    expect((await task(demo02, 'daily.deposit')).status).toBe(2);
    expect((await refusedBoth(demo02, api.welfare.claim, { taskId: 'daily.deposit' })).en).toBe(
      'You have already claimed this task today; it opens again on 2026-11-23',
    );
    const awards = await ok(app, api.records.getAwardList, { type: 3 }, demo02);
    expect(awards.list.map((a) => [a.title, a.amount])).toEqual([['Deposit ¥100.00 today', '5.00']]);
    // The next platform day starts from nothing.
    demo02 = await at('2026-11-23T00:00:00+08:00');
    expect(await task(demo02, 'daily.deposit')).toMatchObject({ current: '0.00', status: 0 });
  });

  it("pays the daily bet task from today's valid bets", async () => {
    const demo01 = await loginAs(app, 'demo01');
    const slots = firstGame(app, 2);
    await fund(app, demo01.token, slots.venueCode, '600.00');
    const page = await openPage(app, demo01.token, slots.id);
    for (let i = 0; i < 5; i++) expect((await play(app, page.sid, '100.00')).statusCode).toBe(200);
    expect(await task(demo01, 'daily.bet')).toMatchObject({ current: '500.00', status: 1 });
    expect((await ok(app, api.welfare.claim, { taskId: 'daily.bet' }, demo01)).reward).toBe('8.00');
    await refusedBoth(demo01, api.welfare.claim, { taskId: 'daily.bet' });
  });

  it('pays the 7-day streak task once a platform week', async () => {
    let demo02: Session | undefined;
    // Sunday 22nd to Saturday 28th: seven days in a row, the last one in the week of Monday 23rd.
    for (let day = 0; day < 7; day++) {
      demo02 = await at(new Date(Date.parse('2026-11-22T09:00:00+08:00') + day * DAY).toISOString());
      if (day < 6) expect((await task(demo02, 'weekly.streak')).status).toBe(0);
      await signIn(demo02);
    }
    if (!demo02) throw new Error('no session');
    expect(await task(demo02, 'weekly.streak')).toMatchObject({ current: '7', status: 1 });
    expect((await ok(app, api.welfare.claim, { taskId: 'weekly.streak' }, demo02)).reward).toBe('18.00');
    expect((await refusedBoth(demo02, api.welfare.claim, { taskId: 'weekly.streak' })).en).toBe(
      'You have already claimed this task this week; it opens again on 2026-11-30',
    );
    // Sunday still this week; Monday a new week with the streak still at 7 or more.
    demo02 = await at('2026-11-29T09:00:00+08:00');
    await signIn(demo02);
    expect((await task(demo02, 'weekly.streak')).status).toBe(2);
    demo02 = await at('2026-11-30T00:00:00+08:00');
    expect((await task(demo02, 'weekly.streak')).status).toBe(1);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('answers a claim retry with the same Idempotency-Key once', async () => {
    const demo02 = await loginAs(app, 'demo02');
    const order = await deposit(app, demo02, '100.00');
    await controlCall(app, control.deposit.approveDeposit, { orderNo: order.orderNo });
    const headers = { 'idempotency-key': 'task-1' };
    const first = await call(app, api.welfare.claim, { taskId: 'daily.deposit' }, { token: demo02.token, headers });
    const again = await call(app, api.welfare.claim, { taskId: 'daily.deposit' }, { token: demo02.token, headers });
    expect([again.headers['idempotency-replayed'], again.json()]).toEqual(['true', first.json()]);
    expect(await centralBalance(app, demo02)).toBe('605.00');
  });
});
