import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PARTNERS } from '@mock/areas/sponsorship/catalogue';
import { call, ctl, failure, testApp } from '../helpers';
import { svgProblems, textsOf } from '../assets/svg-reading';
import { api, ok, refused } from '../funds/wallet-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const partners = (lang: 'en' | 'zh_hans' = 'en') => ok(app, api.common.getPartner, {}, null, { lang });
const partner = (id: number, lang: 'en' | 'zh_hans' = 'en') => ok(app, api.common.getPartnerDetail, { id }, null, { lang });

describe('other/getPartner', () => {
  it('lists current partners first, then upcoming, then past ones, with their dates, in the request language', async () => {
    const en = await partners();
    expect(en.map((p) => [p.id, p.status])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 0],
      [5, 2],
    ]);
    expect(en[0]).toEqual({
      id: 1,
      kind: 1,
      name: 'Harbour City Mariners FC',
      logo: '/assets/partners/1/logo.svg',
      summary: "The city's oldest football club, back in the top flight after a decade. Our star is on their shirts.",
      role: 'Principal shirt sponsor',
      startDate: '2025-07-10',
      endDate: '2027-12-27',
      status: 1,
    });
    expect(en.find((p) => p.id === 2)?.endDate).toBeNull();
    expect(en.find((p) => p.id === 5)).toMatchObject({ kind: 3, endDate: '2026-10-23', status: 2 });
    const zh = await partners('zh_hans');
    expect(zh.map((p) => p.name)).toEqual(['海港城水手足球俱乐部', '翡翠龙电子竞技', '银湾鲨鱼篮球队', '星港夜跑', '东方风帆赛']);
  });

  it('follows the clock: the night run becomes current on its day and past the day after', async () => {
    await ctl(app).world.setClock({ now: '2026-12-12T19:00:00+08:00' });
    expect((await partners()).find((p) => p.id === 4)?.status).toBe(1);
    await ctl(app).world.setClock({ now: '2026-12-13T00:00:00+08:00' });
    const list = await partners();
    expect(list.find((p) => p.id === 4)?.status).toBe(2);
    expect(list.map((p) => p.id).slice(-2)).toEqual([4, 5]);
  });
});

describe('other/getPartnerDetail', () => {
  it('answers the story as stored and a captioned gallery in the request language', async () => {
    const en = await partner(1);
    expect(en.content).toBe(PARTNERS[0]!.content.en);
    expect(en.images).toEqual([
      { src: '/assets/partners/1/1.svg', caption: "The Mariners' home pitch by the harbour" },
      { src: '/assets/partners/1/2.svg', caption: 'Blue and white in the north stand' },
      { src: '/assets/partners/1/3.svg', caption: 'The promotion trophy of last season' },
    ]);
    const zh = await partner(1, 'zh_hans');
    expect([zh.name, zh.role, zh.images[0]?.caption]).toEqual(['海港城水手足球俱乐部', '球衣主赞助商', '港口旁的水手主场']);
    expect(zh.content).toContain('<strong>水手</strong>');
  });

  it('refuses an unknown or malformed id in the request language', async () => {
    expect(await refused(app, api.common.getPartnerDetail, { id: 99 }, null)).toBe('There is no sponsorship partner 99');
    expect(await refused(app, api.common.getPartnerDetail, { id: 99 }, null, { lang: 'zh_hans' })).toBe('没有编号为 99 的赞助伙伴');
    for (const id of ['0', 'x', '']) expect(failure(await call(app, api.common.getPartnerDetail, { id })).code).toBe(0);
  });
});

describe('partner images', () => {
  it('serves every logo and gallery picture as generated SVG without text, cached by ETag', async () => {
    const bodies = new Set<string>();
    for (const p of await partners()) {
      const { images } = await partner(p.id);
      expect(images.length).toBeGreaterThan(0);
      for (const url of [p.logo, ...images.map((i) => i.src)]) {
        const image = await app.inject({ method: 'GET', url });
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(svgProblems(image.body), url).toEqual([]);
        expect(textsOf(image.body), url).toEqual([]);
        expect(image.body.length).toBeLessThan(12_000);
        bodies.add(image.body);
        expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(image.headers.etag) } })).statusCode).toBe(304);
      }
    }
    // Every picture is its own drawing (a partner's colours, its scene).
    const count = PARTNERS.reduce((sum, p) => sum + 1 + p.gallery.length, 0);
    expect(bodies.size).toBe(count);
  });

  it('answers 404 for an unknown partner, picture or name', async () => {
    for (const url of [
      '/assets/partners/99/logo.svg',
      '/assets/partners/1/9.svg',
      '/assets/partners/1/0.svg',
      '/assets/partners/1/logo.png',
      '/assets/partners/x/1.svg',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
