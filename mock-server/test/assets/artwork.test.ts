import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DepositChannelType } from '@contracts/deposit/channels';
import { catalogueFor } from '@mock/areas/games/catalogue';
import { VENUES } from '@mock/catalogue/venues';
import { BANNERS } from '@mock/areas/games/slides';
import { bankList } from '@mock/areas/withdrawal/banks';
import { DEPOSIT_CHANNEL_KIND, PAY_KINDS, payKindIconUrl, WITHDRAWAL_METHOD_KIND } from '@mock/areas/funds/icons';
import { escapeXml, textWidth } from '@mock/assets/svg';
import { DEFAULT_SEED } from '@mock/app';
import { api, call, loginAs, okData, testApp } from '../helpers';
import { svgProblems, textsOf } from './svg-reading';

const LANGS = ['en', 'zh_hans'] as const;
const SIZE_CAP = 4096;

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** Every image a player's screens link to, in both languages. */
async function everyAssetUrl(): Promise<string[]> {
  const urls = ['/assets/brand/logo.svg', '/assets/avatars/1.svg', ...PAY_KINDS.map(payKindIconUrl), ...bankList('en').map((b) => b.logo)];
  for (const lang of LANGS) {
    urls.push(...BANNERS.map((b) => `/assets/banners/${lang}/${b.id}.svg`), ...VENUES.map((v) => `/assets/venues/${lang}/${v.code}.svg`));
    urls.push(...catalogueFor(DEFAULT_SEED).games.map((g) => `/assets/games/${lang}/${g.id}.svg`));
  }
  return urls;
}

describe('game icons', () => {
  /** The words an icon draws: symbols of its picture (a reel's "7" or "BAR", a card's "A") and the HOT badge, never the name. */
  const wordsOf = (body: string) => textsOf(body).flatMap((t) => t.lines);
  const SYMBOLS = new Set(['HOT', '热门', 'BAR', '¥', '中', '發', 'A', 'K', 'Q', 'J', ...Array.from({ length: 11 }, (_, n) => String(n))]);

  it('hands out icon URLs in the language of the request; the picture says what the game is, the name is its label, not drawn', async () => {
    for (const lang of LANGS) {
      const list = okData(
        api.games.getAllGameList,
        await call(app, api.games.getAllGameList, { category: 8, pageSize: 50 }, { lang }),
      ).list;
      expect(list.length).toBeGreaterThan(10);
      for (const game of list.slice(0, 12)) {
        expect(game.icon).toBe(`/assets/games/${lang}/${game.id}.svg`);
        const icon = (await get(game.icon)).body;
        // The tile prints the name under the icon: drawn in it too, a player read it twice.
        expect(icon).toContain(`aria-label="${escapeXml(game.name)}"`);
        for (const word of wordsOf(icon)) expect(SYMBOLS.has(word), `${game.id} ${game.name} draws "${word}"`).toBe(true);
      }
    }
  });

  it('gives every game of the seeded catalogue a picture of its own (the name left out), with no words but symbols and HOT', async () => {
    const { games } = catalogueFor(DEFAULT_SEED);
    for (const lang of LANGS) {
      const pictures = new Map<string, number>();
      for (const game of games) {
        const body = (await get(`/assets/games/${lang}/${game.id}.svg`)).body;
        const picture = body.replace(/aria-label="[^"]*"/, '');
        expect(pictures.get(picture), `${game.id} looks like ${pictures.get(picture)}`).toBeUndefined();
        pictures.set(picture, game.id);
        for (const word of wordsOf(body)) expect(SYMBOLS.has(word), `${game.id} draws "${word}"`).toBe(true);
      }
    }
  });

  it('differs between two games of one venue and kind', async () => {
    const [a, b] = catalogueFor(DEFAULT_SEED).games.filter((g) => g.venueCode === 'lotus_cards' && g.kind === 7);
    if (!a || !b) throw new Error('expected two sangong games');
    const picture = async (id: number) => (await get(`/assets/games/zh_hans/${id}.svg`)).body.replace(/aria-label="[^"]*"/, '');
    expect(await picture(a.id)).not.toBe(await picture(b.id));
  });
});

describe('banners', () => {
  // 10:3, not 5:2: at 360 px the home's first games show under a player's wallet (issue 20).
  it('draws the home banners 750×225, the text column and the call to action inside that height', async () => {
    for (const lang of LANGS) {
      for (const banner of BANNERS) {
        const body = (await get(`/assets/banners/${lang}/${banner.id}.svg`)).body;
        expect(body, `${lang} ${banner.id}`).toMatch(/^<svg [^>]*width="750" height="225" viewBox="0 0 750 225"/);
        const baselines = [...body.matchAll(/<text font-size="([\d.]+)"[^>]*><tspan x="[\d.]+" y="([\d.]+)"/g)].map(([, size, y]) => ({
          size: Number(size),
          y: Number(y),
        }));
        const title = baselines[0]!;
        expect(title.y - title.size, `${lang} ${banner.id} title top`).toBeGreaterThanOrEqual(8);
        const cta = /<rect x="44" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"/.exec(body);
        expect(cta, `${lang} ${banner.id} call to action`).not.toBeNull();
        expect(Number(cta![1]) + Number(cta![2]), `${lang} ${banner.id} call to action bottom`).toBeLessThanOrEqual(225 - 8);
      }
    }
  });

  it('keeps the headline, subtitle and call to action left of the artwork in both languages', async () => {
    for (const lang of LANGS) {
      for (const banner of BANNERS) {
        const body = (await get(`/assets/banners/${lang}/${banner.id}.svg`)).body;
        const artX = Number(/<g id="art" transform="translate\(([\d.]+) /.exec(body)?.[1]);
        expect(artX).toBeGreaterThan(300);
        const texts = textsOf(body.replace(/<g id="art"[\s\S]*?<\/g>(?=<text)/, ''));
        expect(texts.map((t) => t.lines.join(lang === 'en' ? ' ' : ''))).toEqual(
          expect.arrayContaining([banner.title[lang], banner.subtitle[lang]]),
        );
        for (const text of texts) {
          expect(text.lines.length).toBeLessThanOrEqual(2);
          for (const line of text.lines) {
            const width = textWidth(line, text.fontSize);
            const right = text.anchor === 'middle' ? text.x + width / 2 : text.x + width;
            expect(right, `${lang} ${banner.id} "${line}"`).toBeLessThan(artX);
          }
        }
      }
    }
  });
});

describe('wallet icons', () => {
  it('maps every deposit channel and withdrawal method to the icon of its kind, never a number', async () => {
    const session = await loginAs(app, 'demo03');
    const groups = okData(api.deposit.getRechargeChannels, await call(app, api.deposit.getRechargeChannels, {}, { token: session.token }));
    expect(groups.map((g) => g.icon)).toEqual(groups.map((g) => payKindIconUrl(DEPOSIT_CHANNEL_KIND[g.type])));
    for (const type of DepositChannelType.options) {
      const channels = okData(
        api.deposit.getRechargeChannels1,
        await call(app, api.deposit.getRechargeChannels1, { type }, { token: session.token }),
      );
      for (const channel of channels) expect(channel.icon).toBe(payKindIconUrl(DEPOSIT_CHANNEL_KIND[type]));
    }
    const overview = okData(api.withdrawal.getWithdrawList, await call(app, api.withdrawal.getWithdrawList, {}, { token: session.token }));
    expect(overview.methods.map((m) => m.icon)).toEqual(['/assets/wallet/kinds/bank-card.svg', '/assets/wallet/kinds/usdt.svg']);
    expect(overview.methods.map((m) => WITHDRAWAL_METHOD_KIND[m.type])).toEqual(['bank-card', 'usdt']);
    const bodies = new Set<string>();
    for (const kind of PAY_KINDS) {
      const body = (await get(payKindIconUrl(kind))).body;
      bodies.add(body);
      for (const text of textsOf(body).flatMap((t) => t.lines)) expect(text, kind).not.toMatch(/#\d/);
    }
    expect(bodies.size).toBe(PAY_KINDS.length);
    expect((await get('/assets/wallet/channels/1.svg')).statusCode).toBe(404);
  });

  it("draws each bank's short Chinese name on its badge", async () => {
    const expected: Record<string, string> = {
      ICBC: '工行',
      CMB: '招行',
      CCB: '建行',
      ABC: '农行',
      BOC: '中行',
      BOCOM: '交行',
      PSBC: '邮储',
      FPS: '转数快',
    };
    const banks = okData(api.withdrawal.getBank, await call(app, api.withdrawal.getBank, {}, { lang: 'en' }));
    expect(banks.length).toBe(23);
    for (const bank of banks) {
      const shortName = textsOf((await get(bank.logo)).body)[0]?.lines.join('') ?? '';
      expect(shortName, bank.code).toMatch(/^[\u4e00-\u9fff]{2,3}$/);
      if (expected[bank.code]) expect(shortName).toBe(expected[bank.code]);
    }
  });
});

describe('every generated image', () => {
  it('is well-formed SVG under the size cap', async () => {
    for (const url of await everyAssetUrl()) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(svgProblems(response.body), url).toEqual([]);
      expect(Buffer.byteLength(response.body), url).toBeLessThanOrEqual(SIZE_CAP);
    }
  });

  it('is cacheable: image/svg+xml, a day of public max-age, an ETag, and 304 on a conditional GET', async () => {
    const urls = await everyAssetUrl();
    for (const url of [...urls.slice(0, 50), urls[urls.length - 1]!]) {
      const first = await get(url);
      expect(first.headers['content-type'], url).toContain('image/svg+xml');
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    }
  });

  it('answers 404 for unknown games, venues, banners, banks and languages', async () => {
    for (const url of [
      '/assets/games/en/99999.svg',
      '/assets/games/fr/1001.svg',
      '/assets/venues/en/nowhere.svg',
      '/assets/banners/en/9.svg',
      '/assets/wallet/banks/XYZ.svg',
      '/assets/wallet/kinds/bitcoin.svg',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
