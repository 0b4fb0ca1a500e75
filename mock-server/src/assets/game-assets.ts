import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MockRuntime } from '../core/runtime';
import { BANNERS } from '../areas/games/slides';
import { catalogueFor, type GameDefinition } from '../areas/games/catalogue';
import { findVenue, type VenueDefinition } from '../areas/games/venues';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const CJK_FONTS = 'system-ui, "Noto Sans CJK SC", "PingFang SC", sans-serif';

/** A hue per string, so a venue or game keeps its colour across reloads and seeds. */
function hueOf(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + (c.codePointAt(0) ?? 0)) % 360;
  return h;
}

/** A small glyph per category, drawn in a 40×40 box centred at (60, 50). */
const GLYPHS: Record<number, string> = {
  2: '<text x="60" y="64" text-anchor="middle" font-size="40" font-weight="800" fill="#fff">777</text>',
  3: '<circle cx="44" cy="50" r="14" fill="#fff"/><circle cx="76" cy="50" r="14" fill="#fff" opacity=".8"/><text x="44" y="56" text-anchor="middle" font-size="16" font-weight="700" fill="#333">8</text>',
  4: '<rect x="36" y="34" width="48" height="30" rx="12" fill="#fff"/><circle cx="48" cy="49" r="4" fill="#333"/><circle cx="72" cy="49" r="4" fill="#333"/>',
  5: '<rect x="38" y="28" width="26" height="38" rx="4" fill="#fff" transform="rotate(-12 51 47)"/><rect x="56" y="28" width="26" height="38" rx="4" fill="#fff" opacity=".85" transform="rotate(12 69 47)"/>',
  6: '<path d="M30 50 Q55 26 82 50 Q55 74 30 50 Z" fill="#fff"/><path d="M82 50 L96 38 L96 62 Z" fill="#fff"/><circle cx="44" cy="47" r="3" fill="#333"/>',
  7: '<circle cx="60" cy="50" r="22" fill="#fff"/><path d="M60 36 L72 45 L67 60 L53 60 L48 45 Z" fill="#333"/>',
  8: '<rect x="34" y="30" width="52" height="40" rx="6" fill="#fff"/><text x="60" y="58" text-anchor="middle" font-size="22" font-weight="800" fill="#b91c1c">♠A</text>',
};

export function gameIconSvg(game: GameDefinition): string {
  const hue = hueOf(`${game.venueCode}-${game.id}`);
  const initials = game.name.en.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 3).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${escapeXml(game.name.en)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},75%,28%)"/></linearGradient></defs>
<rect width="120" height="120" rx="22" fill="url(#g)"/>
<g font-family="${escapeXml(CJK_FONTS)}">${GLYPHS[game.category] ?? ''}
<text x="60" y="104" text-anchor="middle" font-size="20" font-weight="700" fill="#fff" opacity=".92">${escapeXml(initials)}</text></g>
${game.hot ? '<circle cx="102" cy="18" r="10" fill="#f97316"/><text x="102" y="23" text-anchor="middle" font-size="12" font-weight="800" fill="#fff" font-family="sans-serif">H</text>' : ''}
</svg>`;
}

export function venueLogoSvg(venue: VenueDefinition): string {
  const hue = hueOf(venue.code);
  const mark = venue.name.en.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="${escapeXml(venue.name.en)}">
<rect width="160" height="64" rx="14" fill="hsl(${hue},55%,22%)"/>
<circle cx="32" cy="32" r="20" fill="hsl(${hue},80%,60%)"/>
<text x="32" y="39" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="800" fill="#111">${escapeXml(mark)}</text>
<text x="60" y="30" font-family="${escapeXml(CJK_FONTS)}" font-size="14" font-weight="700" fill="#fff">${escapeXml(venue.name.zh_hans)}</text>
<text x="60" y="48" font-family="sans-serif" font-size="11" fill="#e2e8f0">${escapeXml(venue.name.en)}</text>
</svg>`;
}

export function bannerSvg(id: number, lang: 'en' | 'zh_hans'): string | null {
  const banner = BANNERS.find((b) => b.id === id);
  if (!banner) return null;
  const [from, to] = banner.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${escapeXml(banner.title[lang])}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#b)"/>
<circle cx="640" cy="70" r="120" fill="#fff" opacity=".08"/><circle cx="700" cy="260" r="90" fill="#fff" opacity=".1"/>
<path d="M600 110 L616 150 L660 150 L624 174 L638 216 L600 190 L562 216 L576 174 L540 150 L584 150 Z" fill="#ffd54f" opacity=".9"/>
<g font-family="${escapeXml(CJK_FONTS)}" fill="#fff">
<text x="48" y="140" font-size="52" font-weight="800">${escapeXml(banner.title[lang])}</text>
<text x="48" y="196" font-size="28" opacity=".95">${escapeXml(banner.subtitle[lang])}</text>
</g>
</svg>`;
}

const svg = (reply: FastifyReply, body: string) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(body);
const notFound = (reply: FastifyReply) => reply.code(404).send({ code: 0, msg: 'not found', data: null });

/** The lobby's generated images: game icons, venue logos and home banners (nothing from the internet). */
export function registerGameAssets(app: FastifyInstance, runtime: MockRuntime): void {
  app.get('/assets/games/:file', async (request, reply) => {
    const { file } = z.object({ file: z.string() }).parse(request.params);
    const game = catalogueFor(runtime.world.seed).byId.get(Number(/^(\d+)\.svg$/.exec(file)?.[1]));
    return game ? svg(reply, gameIconSvg(game)) : notFound(reply);
  });

  app.get('/assets/venues/:file', async (request, reply) => {
    const { file } = z.object({ file: z.string() }).parse(request.params);
    const venue = findVenue(file.replace(/\.svg$/, ''));
    return venue && file.endsWith('.svg') ? svg(reply, venueLogoSvg(venue)) : notFound(reply);
  });

  app.get('/assets/banners/:lang/:file', async (request, reply) => {
    const { lang, file } = z.object({ lang: z.string(), file: z.string() }).parse(request.params);
    if (lang !== 'en' && lang !== 'zh_hans') return notFound(reply);
    const body = bannerSvg(Number(/^(\d+)\.svg$/.exec(file)?.[1]), lang);
    return body ? svg(reply, body) : notFound(reply);
  });
}
