import { describe, expect, it } from 'vitest';
import { catalogueFor } from '@mock/areas/games/catalogue';
import { VENUES } from '@mock/catalogue/venues';
import { api, call, okData, testApp } from '../helpers';

const CJK = /[\u4e00-\u9fff]/;

describe('the game catalogue', () => {
  it('has at least 300 games, each named in English and in real Chinese', () => {
    const { games } = catalogueFor(20261122);
    expect(games.length).toBeGreaterThanOrEqual(300);
    for (const game of games) {
      expect(game.name.en).toMatch(/^[A-Za-z0-9' -]+$/);
      expect(game.name.zh_hans).toMatch(CJK);
    }
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    expect(new Set(games.map((g) => `${g.category}:${g.name.en}`)).size).toBe(games.length);
  });

  it('covers every venue and flags some games hot and some recommended', () => {
    const { games } = catalogueFor(20261122);
    for (const venue of VENUES)
      expect(
        games.some((g) => g.venueCode === venue.code),
        venue.code,
      ).toBe(true);
    expect(games.filter((g) => g.hot).length).toBeGreaterThan(15);
    expect(games.filter((g) => g.recommend).length).toBeGreaterThan(30);
  });

  it('is the same for the same seed and different for another seed', () => {
    const strip = (seed: number) => catalogueFor(seed).games.map((g) => [g.id, g.name.en, g.hot, g.recommend, g.minBetFen]);
    expect(strip(20261122)).toEqual(strip(20261122));
    expect(strip(7)).not.toEqual(strip(20261122));
  });

  it('serves the same lists from two apps built with the same seed', async () => {
    const [a, b] = await Promise.all([testApp(), testApp()]);
    const list = async (app: typeof a) =>
      okData(api.games.getAllGameList, await call(app, api.games.getAllGameList, { category: 2, pageSize: 50 })).list;
    expect(await list(a)).toEqual(await list(b));
    await Promise.all([a.close(), b.close()]);
  });

  it('serves a generated SVG icon for every listed game, venue logos and banners', async () => {
    const app = await testApp();
    const home = okData(api.frontpage.getGameList, await call(app, api.frontpage.getGameList));
    const game = home[0]!.games[0]!;
    const icon = await app.inject({ method: 'GET', url: game.icon });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toContain('<svg');
    const logo = await app.inject({ method: 'GET', url: home[1]!.venues[0]!.logo });
    expect(logo.body).toContain('<svg');
    const slides = okData(api.frontpage.getSlideshowList, await call(app, api.frontpage.getSlideshowList, {}, { lang: 'zh_hans' }));
    const banner = await app.inject({ method: 'GET', url: slides[0]!.image });
    expect(banner.body).toContain(slides[0]!.title);
    expect((await app.inject({ method: 'GET', url: '/assets/games/en/99999.svg' })).statusCode).toBe(404);
    await app.close();
  });
});
