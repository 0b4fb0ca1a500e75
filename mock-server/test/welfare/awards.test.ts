import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AwardType } from '@contracts/records/awards';
import { auditLedger } from '@mock/core/ledger';
import { turnoverOf } from '@mock/areas/funds/turnover';
import { loginAs, testApp } from '../helpers';
import { advance, api, centralBalance, ok, refused } from '../funds/wallet-helpers';
import { footprint, grant, isDomainError } from './welfare-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const DAY = 86_400_000;
const A = AwardType.enum;

describe('the awards store', () => {
  it('credits the central wallet, records the award and adds the turnover requirement together', async () => {
    const demo02 = await loginAs(app, 'demo02');
    const turnoverBefore = turnoverOf(app.mock.world, demo02.uid);
    const result = await grant(app, demo02.uid, { type: A.vipPrivilege, source: 'vip:1', periodKey: '2026-W47', amountFen: 18_80 });
    if (isDomainError(result)) throw new Error(result.key);
    expect(await centralBalance(app, demo02)).toBe('518.80');
    const entries = app.mock.world.db.ledger.where({ uid: demo02.uid, orderNo: result.award.orderNo });
    expect(entries.map((e) => [e.type, e.amountFen])).toEqual([['vipReward', 18_80]]);
    const turnover = turnoverOf(app.mock.world, demo02.uid);
    expect(turnover.requiredFen - (turnoverBefore.completedFen >= turnoverBefore.requiredFen ? 0 : turnoverBefore.requiredFen)).toBe(18_80);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('credits each kind with its own ledger type', async () => {
    const demo03 = await loginAs(app, 'demo03');
    await grant(app, demo03.uid, { type: A.signIn, source: 'signin', periodKey: '2026-11-22', amountFen: 2_00 });
    await grant(app, demo03.uid, { type: A.welfareTask, source: 'task:x', periodKey: '2026-11-22', amountFen: 5_00 });
    const types = app.mock.world.db.ledger.where({ uid: demo03.uid }).map((e) => e.type);
    expect(types).toEqual(['signInReward', 'taskReward']);
  });

  it('refuses a second grant of the same source and period and changes nothing', async () => {
    const demo02 = await loginAs(app, 'demo02');
    await grant(app, demo02.uid, { type: A.signIn, source: 'signin', periodKey: '2026-11-22', amountFen: 2_00 });
    const before = footprint(app, demo02.uid);
    const counters = { ...app.mock.world.counters };
    const again = await grant(app, demo02.uid, { type: A.signIn, source: 'signin', periodKey: '2026-11-22', amountFen: 2_00 });
    expect(isDomainError(again) && again.key).toBe('award.alreadyClaimed');
    expect(footprint(app, demo02.uid)).toEqual(before);
    expect(app.mock.world.counters).toEqual(counters);
    // Another period or another source is another reward.
    expect(
      isDomainError(await grant(app, demo02.uid, { type: A.signIn, source: 'signin', periodKey: '2026-11-23', amountFen: 2_00 })),
    ).toBe(false);
    expect(
      isDomainError(await grant(app, demo02.uid, { type: A.welfareTask, source: 'task:a', periodKey: '2026-11-22', amountFen: 2_00 })),
    ).toBe(false);
  });
});

describe('redemption/getAwardList', () => {
  async function seeded() {
    const demo02 = await loginAs(app, 'demo02');
    await grant(app, demo02.uid, {
      type: A.vipPrivilege,
      source: 'vip:3',
      periodKey: '2026-10',
      amountFen: 58_00,
      title: 'Exclusive gift',
    });
    await advance(app, DAY);
    await grant(app, demo02.uid, { type: A.signIn, source: 'signin', periodKey: 'd1', amountFen: 2_00, title: 'Sign-in day 1' });
    await advance(app, 60_000);
    await grant(app, demo02.uid, { type: A.welfareTask, source: 'task:bet', periodKey: 'd1', amountFen: 8_00, title: 'Bet task' });
    return demo02;
  }

  it("lists the player's awards newest first, with titles and remarks in the request language", async () => {
    const demo02 = await seeded();
    const en = await ok(app, api.records.getAwardList, {}, demo02, { lang: 'en' });
    expect(en.total).toBe(3);
    expect(en.list.map((r) => [r.type, r.title, r.amount, r.status])).toEqual([
      [3, 'Bet task', '8.00', 1],
      [4, 'Sign-in day 1', '2.00', 1],
      [2, 'Exclusive gift', '58.00', 1],
    ]);
    expect(en.list[0]?.remark).toBe('Turnover requirement +¥8.00');
    expect(en.list[0]?.creditedAt).toBe(en.list[0]?.createdAt);
    const zh = await ok(app, api.records.getAwardList, {}, demo02, { lang: 'zh_hans' });
    expect(zh.list.map((r) => r.title)).toEqual(['Bet task（中文）', 'Sign-in day 1（中文）', 'Exclusive gift（中文）']);
    expect(zh.list[0]?.remark).toBe('流水要求 +¥8.00');
  });

  it("filters by type and status, pages, and shows nobody else's awards", async () => {
    const demo02 = await seeded();
    const signIns = await ok(app, api.records.getAwardList, { type: 4 }, demo02);
    expect(signIns.list.map((r) => r.title)).toEqual(['Sign-in day 1']);
    expect((await ok(app, api.records.getAwardList, { status: 0 }, demo02)).total).toBe(0);
    expect((await ok(app, api.records.getAwardList, { status: 1 }, demo02)).total).toBe(3);
    const page2 = await ok(app, api.records.getAwardList, { page: 2, pageSize: 2 }, demo02);
    expect([page2.total, page2.list.map((r) => r.title)]).toEqual([3, ['Exclusive gift']]);
    const demo01 = await loginAs(app, 'demo01');
    expect((await ok(app, api.records.getAwardList, {}, demo01)).total).toBe(0);
  });

  it('keeps to the date window and refuses one older than 30 days in both languages', async () => {
    const demo02 = await seeded();
    const now = await ok(app, api.records.getAwardList, {}, demo02);
    const today = now.list[0]!.createdAt.slice(0, 10);
    const yesterday = now.list[2]!.createdAt.slice(0, 10);
    const onlyYesterday = await ok(app, api.records.getAwardList, { startDate: yesterday, endDate: yesterday }, demo02);
    expect(onlyYesterday.list.map((r) => r.title)).toEqual(['Exclusive gift']);
    expect((await ok(app, api.records.getAwardList, { startDate: today, endDate: today }, demo02)).total).toBe(2);
    const en = await refused(app, api.records.getAwardList, { startDate: '2026-09-01', endDate: today }, demo02);
    const zh = await refused(app, api.records.getAwardList, { startDate: '2026-09-01', endDate: today }, demo02, { lang: 'zh_hans' });
    expect(en).toMatch(/30 days/);
    expect(zh).toMatch(/30/);
    expect(zh).not.toBe(en);
    // 29 days on, the default window (30 platform days with today) starts the day after the first award.
    await advance(app, 29 * DAY);
    expect((await ok(app, api.records.getAwardList, {}, await loginAs(app, 'demo02'))).list.map((r) => r.title)).toEqual([
      'Bet task',
      'Sign-in day 1',
    ]);
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/redemption/getAwardList' });
    expect(response.statusCode).toBe(401);
  });
});
