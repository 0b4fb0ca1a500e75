import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '@mock/core/ledger';
import { call, ctl, loginAs, testApp } from '../helpers';
import { advance, api, centralBalance, control, controlCall, deposit, ok, refused, type Session } from '../funds/wallet-helpers';
import { footprint } from './welfare-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const WEEKLY = 1;
const LEVEL_UP = 2;
const EXCLUSIVE = 3;
const BIRTHDAY = 4;

const setLevel = (username: string, level: number) => ctl(app).vip.setLevel({ username, level });
const setClock = (now: string) => ctl(app).world.setClock({ now });
const claim = (session: Session, type: number, lang: 'en' | 'zh_hans' = 'en') => ok(app, api.vip.getVipRes, { type }, session, { lang });
const privilege = async (session: Session, type: number) =>
  (await ok(app, api.vip.getVip, {}, session)).privileges.find((p) => p.type === type)!;

/** A bet on the 1-minute dice, settled at its draw: its stake becomes valid bets. */
async function settledLotteryBet(session: Session, amount: string) {
  const { current } = await ok(app, api.lottery.getLotteryInfo, { lotteryId: 1 }, null);
  await ok(app, api.lottery.placeOrder, { lotteryId: 1, issue: current.issue, bets: [{ option: 'big', amount }] }, session);
  await ctl(app).lottery.jump({ lotteryId: 1, to: 'draw' });
}

/** Refused in both languages with different texts, and nothing about the player changed. */
async function refusedBoth(session: Session, type: number): Promise<{ en: string; zh: string }> {
  const before = footprint(app, session.uid);
  const en = await refused(app, api.vip.getVipRes, { type }, session);
  const zh = await refused(app, api.vip.getVipRes, { type }, session, { lang: 'zh_hans' });
  expect(zh).not.toBe(en);
  expect(footprint(app, session.uid)).toEqual(before);
  return { en, zh };
}

async function setBirthday(uid: number, birthday: string | null, confirmed = true) {
  await app.mock.world.db.players.update((q) => q.where({ uid }), {
    data: (p) => void Object.assign(p, { birthday, infoConfirmed: confirmed }),
  });
}

describe('uservip/getVip', () => {
  it('shows level 0 with progress to VIP1, no claimable privilege, and the ten-level table', async () => {
    const demo02 = await loginAs(app, 'demo02');
    const info = await ok(app, api.vip.getVip, {}, demo02);
    expect([info.level, info.levelName, info.nextLevel]).toEqual([0, 'VIP0', 1]);
    expect(info.deposit).toEqual({ current: '500.00', required: '1000.00' });
    expect(info.turnover).toEqual({ current: '0.00', required: '5000.00' });
    expect(info.privileges.map((p) => [p.type, p.amount, p.status])).toEqual([
      [1, '0.00', 0],
      [2, '0.00', 0],
      [3, '0.00', 0],
      [4, '0.00', 0],
    ]);
    expect(info.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(info.levels[3]).toMatchObject({
      name: 'VIP3',
      icon: '/assets/vip/3.svg',
      depositRequired: '20000.00',
      turnoverRequired: '100000.00',
      dailyWithdrawals: 8,
      dailyWithdrawalAmount: '200000.00',
    });
    // Requirements and privileges rise level by level.
    for (let i = 1; i < info.levels.length; i++) {
      expect(Number(info.levels[i]!.depositRequired)).toBeGreaterThan(Number(info.levels[i - 1]!.depositRequired));
      expect(Number(info.levels[i]!.turnoverRequired)).toBeGreaterThan(Number(info.levels[i - 1]!.turnoverRequired));
      expect(Number(info.levels[i]!.privileges[0]!.amount)).toBeGreaterThan(Number(info.levels[i - 1]!.privileges[0]!.amount));
    }
    const badge = await app.inject({ method: 'GET', url: '/assets/vip/3.svg' });
    expect([badge.statusCode, badge.headers['content-type']]).toEqual([200, expect.stringContaining('image/svg+xml')]);
    expect((await app.inject({ method: 'GET', url: '/assets/vip/12.svg' })).statusCode).toBe(404);
  });

  it('earns levels from lifetime deposits and valid bets, both needed', async () => {
    const demo03 = await loginAs(app, 'demo03');
    const order = await deposit(app, demo03, '6000.00');
    await controlCall(app, control.deposit.approveDeposit, { orderNo: order.orderNo });
    expect((await ok(app, api.vip.getVip, {}, demo03)).level).toBe(0);
    // The QA knob feeds the withdrawal requirement's counter only: it places no bet, so VIP counts nothing.
    await controlCall(app, control.funds.turnover, { username: 'demo03', validBet: '5000.00' });
    expect((await ok(app, api.vip.getVip, {}, demo03)).turnover.current).toBe('0.00');
    await settledLotteryBet(demo03, '4999.00');
    expect((await ok(app, api.vip.getVip, {}, demo03)).level).toBe(0);
    await settledLotteryBet(demo03, '1.00');
    const info = await ok(app, api.vip.getVip, {}, demo03);
    expect([info.level, info.deposit, info.turnover]).toEqual([
      1,
      { current: '6000.00', required: '5000.00' },
      { current: '5000.00', required: '30000.00' },
    ]);
  });

  it('sets the withdrawal quota of the level', async () => {
    const demo02 = await loginAs(app, 'demo02');
    expect((await ok(app, api.withdrawal.getWithdrawList, {}, demo02)).quota).toMatchObject({ countTotal: 5, amountTotal: '100000.00' });
    await setLevel('demo02', 3);
    expect((await ok(app, api.withdrawal.getWithdrawList, {}, demo02)).quota).toMatchObject({ countTotal: 8, amountTotal: '200000.00' });
  });

  it('answers the top level with no next level', async () => {
    const demo02 = await loginAs(app, 'demo02');
    expect((await setLevel('demo02', 9)).level).toBe(9);
    const info = await ok(app, api.vip.getVip, {}, demo02);
    expect([info.level, info.nextLevel, info.deposit.required, info.turnover.required]).toEqual([9, null, null, null]);
  });
});

describe('uservip/getVipRes', () => {
  it('refuses a privilege the level does not offer, in both languages, changing nothing', async () => {
    const demo02 = await loginAs(app, 'demo02');
    const { en, zh } = await refusedBoth(demo02, WEEKLY);
    expect(en).toBe('Weekly red packet is not a privilege of VIP0: reach a higher level to unlock it');
    expect(zh).toContain('每周红包');
    // VIP1 offers no exclusive gift.
    await setLevel('demo02', 1);
    expect((await refusedBoth(demo02, EXCLUSIVE)).en).toContain('VIP1');
  });

  it('credits the weekly red packet once per platform week, with turnover and an award record', async () => {
    const demo02 = await loginAs(app, 'demo02');
    await setLevel('demo02', 3);
    // 2026-11-22 is a Sunday: the week ends at Monday 00:00 platform time.
    await setClock('2026-11-22T23:59:59+08:00');
    expect((await privilege(demo02, WEEKLY)).status).toBe(1);
    const first = await claim(demo02, WEEKLY);
    expect([first.amount, first.centralBalance]).toEqual(['38.00', '538.00']);
    expect(await centralBalance(app, demo02)).toBe('538.00');
    expect(await privilege(demo02, WEEKLY)).toEqual({
      type: WEEKLY,
      amount: '38.00',
      status: 2,
      nextAvailableAt: '2026-11-23T00:00:00+08:00',
    });
    const { en, zh } = await refusedBoth(demo02, WEEKLY);
    expect(en).toBe("You have already claimed this week's red packet; the next one opens on 2026-11-23");
    expect(zh).toBe('本周红包已领取，下次可领取日期：2026-11-23');
    const awards = await ok(app, api.records.getAwardList, { type: 2 }, demo02);
    expect(awards.list.map((a) => [a.orderNo, a.title, a.amount, a.remark])).toEqual([
      [first.orderNo, 'Weekly red packet · VIP3', '38.00', 'Turnover requirement +¥38.00'],
    ]);
    const zhAwards = await ok(app, api.records.getAwardList, { type: 2 }, demo02, { lang: 'zh_hans' });
    expect(zhAwards.list[0]?.title).toBe('每周红包 · VIP3');
    const withdraw = await ok(app, api.withdrawal.getWithdrawList, {}, demo02);
    expect(withdraw.turnover.shortfall).not.toBe('0.00');
    // One second later it is Monday: a new week.
    await advance(app, 1000);
    expect((await privilege(demo02, WEEKLY)).status).toBe(1);
    expect((await claim(demo02, WEEKLY)).centralBalance).toBe('576.00');
    // Still refused the rest of the week, Sunday night included.
    await setClock('2026-11-29T23:59:00+08:00');
    await refusedBoth(await loginAs(app, 'demo02'), WEEKLY);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('gives the level-up gift once per level reached', async () => {
    const demo02 = await loginAs(app, 'demo02');
    await setLevel('demo02', 2);
    expect((await claim(demo02, LEVEL_UP)).amount).toBe('58.00');
    expect((await privilege(demo02, LEVEL_UP)).status).toBe(2);
    expect((await refusedBoth(demo02, LEVEL_UP)).en).toBe(
      'You have already claimed the level-up gift of VIP2; the next one comes with the next level',
    );
    await setLevel('demo02', 3);
    expect((await claim(demo02, LEVEL_UP)).amount).toBe('128.00');
    await refusedBoth(demo02, LEVEL_UP);
    expect(await centralBalance(app, demo02)).toBe('686.00');
  });

  it('gives the exclusive gift once per platform month', async () => {
    await setLevel('demo02', 2);
    await setClock('2026-11-30T23:59:59+08:00');
    const demo02 = await loginAs(app, 'demo02');
    expect((await claim(demo02, EXCLUSIVE)).amount).toBe('28.00');
    expect((await refusedBoth(demo02, EXCLUSIVE)).en).toContain('2026-12-01');
    await advance(app, 1000);
    expect((await claim(demo02, EXCLUSIVE)).amount).toBe('28.00');
    await refusedBoth(demo02, EXCLUSIVE);
  });

  it('gives the birthday gift in the birthday month, once a year, only with a confirmed birth date', async () => {
    const demo02 = await loginAs(app, 'demo02');
    await setLevel('demo02', 1);
    expect((await refusedBoth(demo02, BIRTHDAY)).en).toBe(
      'The birthday gift needs your date of birth: fill in and confirm your personal data first',
    );
    await setBirthday(demo02.uid, '1990-11-05', false);
    expect((await refusedBoth(demo02, BIRTHDAY)).en).toContain('personal data');
    await setBirthday(demo02.uid, '1990-12-05');
    expect((await refusedBoth(demo02, BIRTHDAY)).en).toBe('The birthday gift opens in your birthday month, from 2026-12-01');
    expect((await privilege(demo02, BIRTHDAY)).nextAvailableAt).toBe('2026-12-01T00:00:00+08:00');
    await setBirthday(demo02.uid, '1990-11-05');
    expect((await claim(demo02, BIRTHDAY)).amount).toBe('18.00');
    expect(await privilege(demo02, BIRTHDAY)).toMatchObject({ status: 2, nextAvailableAt: '2027-11-01T00:00:00+08:00' });
    expect((await refusedBoth(demo02, BIRTHDAY)).en).toContain('2027-11-01');
  });

  it('answers a retry with the same Idempotency-Key once, and refuses the same key with another body', async () => {
    const demo02 = await loginAs(app, 'demo02');
    await setLevel('demo02', 3);
    const headers = { 'idempotency-key': 'vip-claim-1' };
    const first = await call(app, api.vip.getVipRes, { type: WEEKLY }, { token: demo02.token, headers });
    const again = await call(app, api.vip.getVipRes, { type: WEEKLY }, { token: demo02.token, headers });
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await centralBalance(app, demo02)).toBe('538.00');
    const other = await call(app, api.vip.getVipRes, { type: LEVEL_UP }, { token: demo02.token, headers, lang: 'en' });
    expect(other.json()).toMatchObject({ code: 0 });
    expect(await centralBalance(app, demo02)).toBe('538.00');
  });

  it('refuses an unknown privilege type and a visitor', async () => {
    const demo02 = await loginAs(app, 'demo02');
    await refused(app, api.vip.getVipRes, { type: 7 }, demo02);
    expect((await call(app, api.vip.getVipRes, { type: 1 })).statusCode).toBe(401);
  });
});

describe('control vip/set', () => {
  it('refuses an unknown player and a level out of range', async () => {
    expect((await controlCall(app, control.vip.setLevel, { username: 'nobody1', level: 2 })).status).toBe(404);
    expect((await controlCall(app, control.vip.setLevel, { username: 'demo02', level: 10 })).status).toBe(400);
  });
});
