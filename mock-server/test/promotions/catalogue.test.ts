import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PromotionClass } from '@contracts/promotions/activity';
import { HOSTILE_CONTENT } from '@mock/areas/promotions/hostile-content';
import { PROMOTIONS } from '@mock/areas/promotions/catalogue';
import { call, ctl, failure, loginAs, testApp } from '../helpers';
import { svgProblems, textsOf } from '../assets/svg-reading';
import { api, detail, ok, refused } from './promotion-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const list = (input: Record<string, unknown> = {}, lang: 'en' | 'zh_hans' = 'en') =>
  ok(app, api.promotions.list, { pageSize: 100, ...input }, null, { lang });

describe('activity/getActivityClassification', () => {
  it('answers the six tabs of spec §2, All first, in the request language', async () => {
    const en = await ok(app, api.promotions.getActivityClassification, {}, null);
    const zh = await ok(app, api.promotions.getActivityClassification, {}, null, { lang: 'zh_hans' });
    expect(en.map((c) => [c.id, c.name])).toEqual([
      [0, 'All'],
      [1, 'Limited Time Event'],
      [2, 'New Member First Deposit'],
      [3, 'Daily Event'],
      [4, 'High Rebate'],
      [5, 'VIP Privilege'],
    ]);
    expect(zh.map((c) => c.name)).toEqual(['全部', '限时活动', '新人首存', '日常活动', '高额返水', 'VIP 特权']);
  });
});

describe('activity/list', () => {
  it('lists running promotions first (newest first), then upcoming, then recently ended ones', async () => {
    const all = await list();
    expect(all.total).toBe(PROMOTIONS.length);
    const statuses = all.list.map((p) => p.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => [1, 0, 2].indexOf(a) - [1, 0, 2].indexOf(b)));
    const running = all.list.filter((p) => p.status === 1).map((p) => p.startAt);
    expect(running).toEqual([...running].sort().reverse());
    expect(all.list.find((p) => p.id === 7)).toMatchObject({
      status: 0,
      startAt: '2026-12-02T00:00:00+08:00',
      endAt: '2027-01-06T23:59:59+08:00',
      applicable: true,
    });
    expect(all.list.find((p) => p.id === 8)).toMatchObject({ status: 2, endAt: '2026-11-17T23:59:59+08:00' });
    expect(all.list.find((p) => p.id === 1)).toMatchObject({
      classId: 2,
      status: 1,
      endAt: null,
      banner: '/assets/promotions/en/1.svg',
      title: 'New member first deposit bonus',
    });
  });

  it('filters by class, each of the five classes holding at least one promotion', async () => {
    for (const classId of PromotionClass.options.filter((c) => c !== 0)) {
      const page = await list({ classId });
      expect(page.list.length, `class ${classId}`).toBeGreaterThan(0);
      expect(page.list.every((p) => p.classId === classId)).toBe(true);
    }
    expect((await list({ classId: 0 })).total).toBe((await list()).total);
  });

  it('pages the list', async () => {
    const first = await ok(app, api.promotions.list, { pageSize: 4 }, null);
    const third = await ok(app, api.promotions.list, { pageSize: 4, page: 3 }, null);
    expect([first.list.length, first.total, third.list.length]).toEqual([4, PROMOTIONS.length, PROMOTIONS.length - 8]);
    expect(new Set([...first.list, ...third.list].map((p) => p.id)).size).toBe(first.list.length + third.list.length);
  });

  it('answers in the request language, with the banner URL in it', async () => {
    const zh = await list({}, 'zh_hans');
    expect(zh.list.find((p) => p.id === 1)).toMatchObject({ title: '新会员首存优惠', banner: '/assets/promotions/zh_hans/1.svg' });
  });

  it('follows the clock: the upcoming event opens on its day, and an event ended over 30 days ago leaves the list', async () => {
    await ctl(app).world.setClock({ now: '2026-12-02T00:00:00+08:00' });
    expect((await list()).list.find((p) => p.id === 7)?.status).toBe(1);
    await ctl(app).world.setClock({ now: '2026-12-17T23:59:59+08:00' });
    expect((await list()).list.find((p) => p.id === 8)?.status).toBe(2);
    await ctl(app).world.advance({ ms: 2000 });
    expect((await list()).list.find((p) => p.id === 8)).toBeUndefined();
    // Its page stays, saying it ended.
    expect((await detail(app, 8, null)).status).toBe(2);
  });

  it('refuses a class that is not one of the six, and a malformed page', async () => {
    expect(await refused(app, api.promotions.list, { classId: 6 }, null)).toMatch(/Promotion type/);
    expect(await refused(app, api.promotions.list, { classId: 'vip' }, null)).toMatch(/Promotion type/);
    expect(await refused(app, api.promotions.list, { page: 0 }, null)).toMatch(/page/i);
  });
});

describe('activity/detail', () => {
  it('answers the content as stored, the terms as fields and, for a visitor, "log in to apply"', async () => {
    const first = await detail(app, 1, null);
    expect(first.terms).toEqual({
      reward: '100% of your first deposit, up to ¥888.00',
      eligibility: 'A first deposit of at least ¥100.00, made during the offer and applied for within 7 days',
      turnoverMultiple: 10,
      maxBonus: '888.00',
      frequency: 1,
    });
    expect(first.apply).toEqual({ state: 4, bonus: null, reason: null, nextAt: null, validBets: null, action: null });
    expect(first.content).toContain('<a href="#/pages/mine/recharge">');
    const zh = await detail(app, 1, null, 'zh_hans');
    expect(zh.terms.reward).toBe('首笔存款的 100%，最高 ¥888.00');
    expect(zh.content).toContain('首笔存款');
  });

  it("writes each rule's terms from the rule the server checks", async () => {
    const terms = Object.fromEntries(await Promise.all([2, 3, 4, 5, 10].map(async (id) => [id, (await detail(app, id, null)).terms])));
    expect(terms[2]).toMatchObject({
      reward: '¥58.00, once',
      eligibility: 'Deposits of at least ¥1,000.00 in total during the event',
      turnoverMultiple: 5,
      maxBonus: '58.00',
      frequency: 1,
    });
    expect(terms[3]).toMatchObject({
      reward: "1.2% of yesterday's valid bets, up to ¥2,888.00",
      turnoverMultiple: 1,
      maxBonus: '2888.00',
      frequency: 2,
    });
    expect(terms[4]).toMatchObject({
      reward: '¥18.00 a day',
      eligibility: 'Deposits of at least ¥300.00 today (Beijing time)',
      turnoverMultiple: 3,
      frequency: 2,
    });
    expect(terms[5]).toMatchObject({ reward: '¥88.00 a week', eligibility: 'VIP3 and above', frequency: 3 });
    expect(terms[10]).toMatchObject({ reward: "0.8% of last week's valid bets, up to ¥3,888.00", frequency: 3 });
  });

  it('has no apply action where a promotion is information, with its link where it has one', async () => {
    const vip = await detail(app, 6, await loginAs(app, 'demo01'));
    expect([vip.applicable, vip.apply, vip.link, vip.terms.frequency, vip.terms.maxBonus]).toEqual([
      false,
      null,
      '/pages/mine/vip',
      null,
      null,
    ]);
    expect((await detail(app, 11, null, 'zh_hans')).terms.eligibility).toBe('所有玩家，在福利页面每天签到一次');
  });

  it('stores the hostile markup of promotion 9 exactly as written and serves it as is (the web sanitises)', async () => {
    expect((await detail(app, 9, null)).content).toBe(HOSTILE_CONTENT.en);
    expect((await detail(app, 9, null, 'zh_hans')).content).toBe(HOSTILE_CONTENT.zh_hans);
    for (const payload of ['<script>', 'onerror=', 'javascript:', '<svg onload=', 'expression(', '<iframe src="data:'])
      expect(HOSTILE_CONTENT.en).toContain(payload);
  });

  it('refuses an unknown or malformed id in the request language', async () => {
    expect(await refused(app, api.promotions.detail, { id: 999 }, null)).toBe('There is no promotion 999');
    expect(await refused(app, api.promotions.detail, { id: 999 }, null, { lang: 'zh_hans' })).toBe('没有编号为 999 的活动');
    for (const id of ['0', '-1', '1.5', 'x']) expect(failure(await call(app, api.promotions.detail, { id })).code).toBe(0);
    expect(failure(await call(app, api.promotions.detail, {})).msg).toMatch(/ID/);
  });

  it('treats a dead token as a visitor (auth optional)', async () => {
    const session = await loginAs(app, 'demo01');
    await ctl(app).account.expireSessions({ username: 'demo01' });
    expect((await detail(app, 1, session)).apply?.state).toBe(4);
  });
});

describe('promotion banners', () => {
  it("draws each promotion's title in the language of the URL, beside its artwork, and caches", async () => {
    for (const lang of ['en', 'zh_hans'] as const) {
      for (const promotion of (await list({}, lang)).list) {
        const image = await app.inject({ method: 'GET', url: promotion.banner });
        expect(image.statusCode, promotion.banner).toBe(200);
        expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(svgProblems(image.body)).toEqual([]);
        const texts = textsOf(image.body.replace(/<g id="art"[\s\S]*?<\/g>(?=<text)/, ''));
        // Wrapped lines join with a space in English; Chinese may wrap beside a space it then drops.
        const squash = (text: string) => text.replace(/\s+/g, '');
        expect(texts.map((t) => squash(t.lines.join(' ')))).toContain(squash(promotion.title));
        const again = await app.inject({ method: 'GET', url: promotion.banner, headers: { 'if-none-match': String(image.headers.etag) } });
        expect(again.statusCode).toBe(304);
      }
    }
  });

  it('answers 404 for an unknown promotion or a malformed name', async () => {
    for (const url of [
      '/assets/promotions/en/999.svg',
      '/assets/promotions/fr/1.svg',
      '/assets/promotions/en/1.png',
      '/assets/promotions/en/..svg',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('home banners', () => {
  it('lead to running promotions of the class their picture promises', async () => {
    const slides = await ok(app, api.frontpage.getSlideshowList, {}, null);
    const promoted = slides.flatMap((s) => (s.link.type === 1 ? [{ slide: s.title, id: s.link.promotionId }] : []));
    expect(promoted.map((p) => p.id)).toEqual([1, 3]);
    const [firstDeposit, rebate] = await Promise.all(promoted.map((p) => detail(app, p.id, null)));
    expect([firstDeposit?.classId, firstDeposit?.status, rebate?.classId, rebate?.status]).toEqual([2, 1, 4, 1]);
    expect(slides[0]?.title).toBe('First deposit bonus');
  });

  it('keep their promotions running whatever day the world starts (periods are relative to the start)', async () => {
    const later = await testApp({ now: Date.parse('2027-06-01T09:00:00+08:00') });
    try {
      for (const id of [1, 3]) expect((await ok(later, api.promotions.detail, { id }, null)).status).toBe(1);
    } finally {
      await later.close();
    }
  });
});
