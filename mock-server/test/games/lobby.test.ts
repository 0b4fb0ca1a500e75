import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, call, failure, loginAs, okData, testApp } from '../helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const list = async (input: Record<string, unknown>, options: { token?: string; lang?: 'en' | 'zh_hans' } = {}) =>
  okData(api.games.getAllGameList, await call(app, api.games.getAllGameList, input, options));

describe('home and game lists', () => {
  it('lists the home categories in order, hot first, each with venues and its first games', async () => {
    const home = okData(api.frontpage.getGameList, await call(app, api.frontpage.getGameList, { perCategory: 4 }, { lang: 'zh_hans' }));
    expect(home.map((c) => c.category)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(home[0]!.name).toBe('热门');
    for (const category of home) {
      expect(category.games.length).toBe(4);
      expect(category.venues.length).toBeGreaterThan(0);
    }
    expect(home[0]!.games.every((g) => g.hot)).toBe(true);
    expect(home.find((c) => c.category === 5)!.venues.some((v) => v.maintenance)).toBe(true);
  });

  it('lists a category page by page, and one venue only when asked', async () => {
    const first = await list({ category: 2, page: 1, pageSize: 20 });
    expect(first.total).toBe(144);
    expect(first.list).toHaveLength(20);
    expect(first.venues.map((v) => v.code)).toEqual(['ag_slots', 'lucky_reels', 'jade_spin']);
    const second = await list({ category: 2, page: 2, pageSize: 20 });
    expect(second.list.map((g) => g.id)).not.toContain(first.list[0]!.id);
    const venue = await list({ category: 2, venueCode: 'jade_spin', pageSize: 100 });
    expect(venue.total).toBe(48);
    expect(venue.list.every((g) => g.venueCode === 'jade_spin' && g.venueName === 'Jade Spin')).toBe(true);
  });

  it('the hot category is a showcase of hot games across venues', async () => {
    const hot = await list({ category: 1, pageSize: 100 });
    expect(hot.total).toBeGreaterThan(15);
    expect(hot.list.every((g) => g.hot)).toBe(true);
    expect(new Set(hot.list.map((g) => g.category)).size).toBeGreaterThan(3);
  });

  it('the Recommend tab keeps recommended games only', async () => {
    const recommended = await list({ category: 8, tab: 1, pageSize: 100 });
    expect(recommended.total).toBeGreaterThan(0);
    expect(recommended.list.every((g) => g.recommend && g.category === 8)).toBe(true);
  });

  it('refuses an unknown venue code', async () => {
    expect(failure(await call(app, api.games.getAllGameList, { category: 2, venueCode: 'nope' })).msg).toBe('Unknown game venue: nope');
  });

  it('gives a visitor an empty Collection tab and no collected flags', async () => {
    const collection = await list({ category: 2, tab: 2 });
    expect(collection.total).toBe(0);
    expect((await list({ category: 2 })).list.some((g) => g.collected)).toBe(false);
  });
});

describe('search', () => {
  it('finds games by an English name, case-insensitively, answering in the request language', async () => {
    const found = okData(
      api.games.getSearchGameList,
      await call(app, api.games.getSearchGameList, { keyword: 'BACCARAT', pageSize: 100 }, { lang: 'zh_hans' }),
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.every((g) => g.name.includes('百家乐'))).toBe(true);
  });

  it('finds games by a Chinese name', async () => {
    const found = okData(
      api.games.getSearchGameList,
      await call(app, api.games.getSearchGameList, { keyword: '捕鱼', pageSize: 100 }, { lang: 'en' }),
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.every((g) => g.category === 6)).toBe(true);
  });

  it('searches within a category when asked and finds nothing for nonsense', async () => {
    const inSports = okData(
      api.games.getSearchGameList,
      await call(app, api.games.getSearchGameList, { keyword: 'live', category: 7, pageSize: 100 }),
    );
    expect(inSports.list.every((g) => g.category === 7)).toBe(true);
    expect(inSports.total).toBeGreaterThan(0);
    expect(okData(api.games.getSearchGameList, await call(app, api.games.getSearchGameList, { keyword: 'zzqx' })).total).toBe(0);
  });

  it('refuses an empty or blank keyword', async () => {
    expect(failure(await call(app, api.games.getSearchGameList, { keyword: '' })).code).toBe(0);
    expect(failure(await call(app, api.games.getSearchGameList, { keyword: '   ' }, { lang: 'zh_hans' })).code).toBe(0);
  });
});

describe('favourites', () => {
  it('needs a login', async () => {
    expect((await call(app, api.games.gameCollect, { gameId: 1001, collect: true })).statusCode).toBe(401);
    expect((await call(app, api.games.gameCollectList)).statusCode).toBe(401);
  });

  it('collecting is an idempotent toggle, visible in the Collection tab and the favourites list', async () => {
    const { token } = await loginAs(app);
    const [a, b] = (await list({ category: 2, pageSize: 2 })).list;
    for (let i = 0; i < 2; i++) {
      expect(okData(api.games.gameCollect, await call(app, api.games.gameCollect, { gameId: a!.id, collect: true }, { token }))).toEqual({
        gameId: a!.id,
        collected: true,
      });
    }
    await call(app, api.games.gameCollect, { gameId: b!.id, collect: true }, { token });
    const tab = await list({ category: 2, tab: 2 }, { token });
    expect(tab.list.map((g) => g.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(tab.list.every((g) => g.collected)).toBe(true);
    const favourites = okData(api.games.gameCollectList, await call(app, api.games.gameCollectList, {}, { token }));
    expect(favourites.total).toBe(2);

    for (let i = 0; i < 2; i++) {
      expect(
        okData(api.games.gameCollect, await call(app, api.games.gameCollect, { gameId: a!.id, collect: false }, { token })).collected,
      ).toBe(false);
    }
    expect(okData(api.games.gameCollectList, await call(app, api.games.gameCollectList, {}, { token })).list.map((g) => g.id)).toEqual([
      b!.id,
    ]);
    // Other players do not see demo01's favourites.
    const other = await loginAs(app, 'demo02');
    expect((await list({ category: 2, tab: 2 }, { token: other.token })).total).toBe(0);
  });

  it('refuses an unknown game', async () => {
    const { token } = await loginAs(app);
    expect(failure(await call(app, api.games.gameCollect, { gameId: 999999, collect: true }, { token })).msg).toBe(
      'This game does not exist',
    );
  });
});

describe('bulletins and banners', () => {
  it('answers the notice-bar texts newest first in the request language', async () => {
    const en = okData(api.games.getBulletin, await call(app, api.games.getBulletin));
    const zh = okData(api.games.getBulletin, await call(app, api.games.getBulletin, {}, { lang: 'zh_hans' }));
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(en.map((b) => b.publishedAt)).toEqual([...en.map((b) => b.publishedAt)].sort().reverse());
    expect(zh[0]!.text).toMatch(/[\u4e00-\u9fff]/);
  });

  it('links banners to promotions, a game, an in-app route and nowhere', async () => {
    const slides = okData(api.frontpage.getSlideshowList, await call(app, api.frontpage.getSlideshowList));
    expect(new Set(slides.map((s) => s.link.type))).toEqual(new Set([0, 1, 2, 3]));
    const gameLink = slides.find((s) => s.link.type === 2)!.link;
    if (gameLink.type !== 2) throw new Error('expected a game link');
    expect((await app.inject({ method: 'GET', url: `/assets/games/en/${gameLink.gameId}.svg` })).statusCode).toBe(200);
  });
});
