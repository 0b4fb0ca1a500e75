import type { Lang } from '@contracts';
import { GAME_CATEGORY_LABELS } from '@contracts/games/game-types';
import { hashKey, NAME_PARTS, rng, type GameDefinition } from '../areas/games';
import type { VenueDefinition } from '../catalogue/venues';
import { motif, picker, type Pick } from './game-motifs';
import { star } from './shapes';
import { escapeXml, fitName, round, svgDocument, textLines, textWidth } from './svg';

interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Each venue's own colour (invented): its games' icons and its badge are drawn in it. */
const VENUE_COLOURS: Record<string, Hsl> = {
  ag_slots: { h: 268, s: 62, l: 40 },
  lucky_reels: { h: 350, s: 70, l: 40 },
  jade_spin: { h: 158, s: 72, l: 30 },
  star_lotto: { h: 222, s: 70, l: 42 },
  nova_esports: { h: 244, s: 55, l: 38 },
  pearl_live: { h: 330, s: 60, l: 36 },
  dragon_live: { h: 4, s: 68, l: 32 },
  deep_sea: { h: 200, s: 85, l: 34 },
  harbour_sports: { h: 140, s: 60, l: 30 },
  summit_sports: { h: 22, s: 80, l: 40 },
  lotus_cards: { h: 292, s: 55, l: 36 },
  tea_house: { h: 28, s: 60, l: 30 },
};

export function venueColour(code: string): Hsl {
  return VENUE_COLOURS[code] ?? { h: hashKey(code) % 360, s: 60, l: 36 };
}

const hsl = ({ h, s, l }: Hsl) => `hsl(${(h + 360) % 360} ${s}% ${Math.max(8, Math.min(70, l))}%)`;

/** Faint decoration behind the motif, one per game, so icons of a venue are not one tile repeated. */
const PATTERNS: ReadonlyArray<(pick: Pick) => string> = [
  () =>
    `<path d="${Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      const b = a + 0.22;
      return `M60 42L${round(60 + 90 * Math.cos(a))} ${round(42 + 90 * Math.sin(a))}L${round(60 + 90 * Math.cos(b))} ${round(42 + 90 * Math.sin(b))}Z`;
    }).join('')}" fill="#fff" fill-opacity=".1"/>`,
  (pick) =>
    `<g fill="#fff" fill-opacity=".12">${Array.from({ length: 16 }, (_, i) => `<circle cx="${10 + (i % 4) * 33}" cy="${8 + Math.floor(i / 4) * 22}" r="${pick([2, 3, 4])}"/>`).join('')}</g>`,
  (pick) => {
    const x = pick([0, 120]);
    return `<g fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="6"><circle cx="${x}" cy="0" r="40"/><circle cx="${x}" cy="0" r="62"/><circle cx="${x}" cy="0" r="84"/></g>`;
  },
  () => `<path d="M-20 60L60-20M0 80L80 0M20 100L100 20M40 120L120 40" stroke="#fff" stroke-opacity=".09" stroke-width="9"/>`,
  (pick) => star(pick([16, 100]), 16, 7, '#ffffff33') + star(pick([24, 96]), 66, 5, '#ffffff33') + star(60, 8, 4, '#ffffff33'),
];

const HOT: Record<Lang, string> = { en: 'HOT', zh_hans: '热门' };

/** The sport a sports game is about: its English name starts with it ("Table Tennis Live"). */
function sportOf(game: GameDefinition): string {
  return NAME_PARTS[7].first.map(([en]) => en).find((sport) => game.name.en.startsWith(`${sport} `)) ?? 'Football';
}

/**
 * A game icon: the venue's colour (shade, tilt and decoration varied per game) and a motif that says
 * what the game is, filling the tile. No name: the lobby writes it under the icon, and drawn in the
 * picture as well a player read it twice; it is the image's label. Only a hot game's badge is in the
 * asked language.
 */
export function gameIconSvg(game: GameDefinition, lang: Lang): string {
  const pick = picker(rng(hashKey('game-icon', game.id)));
  const base = venueColour(game.venueCode);
  const tone = { h: base.h + pick([-14, -7, 0, 7, 14]), s: base.s, l: base.l + pick([-6, -3, 0, 3, 6]) };
  const [x2, y2] = pick([
    [1, 1],
    [0, 1],
    [1, 0.6],
  ] as const);
  const pattern = pick(PATTERNS)(pick);
  const hotWidth = Math.ceil(textWidth(HOT[lang], 10)) + 12;
  const hot = game.hot
    ? `<rect x="6" y="6" width="${hotWidth}" height="17" rx="8.5" fill="#ef4444"/><text x="${6 + hotWidth / 2}" y="18.5" text-anchor="middle" font-size="10" font-weight="800" fill="#fff">${HOT[lang]}</text>`
    : '';
  return svgDocument(
    120,
    120,
    game.name[lang],
    `<defs><linearGradient id="bg" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${hsl({ ...tone, l: tone.l + 12 })}"/><stop offset="1" stop-color="${hsl({ ...tone, h: tone.h + 18, l: tone.l - 10 })}"/></linearGradient><clipPath id="tile"><rect width="120" height="120" rx="22"/></clipPath></defs>` +
      `<g clip-path="url(#tile)"><rect width="120" height="120" fill="url(#bg)"/>${pattern}` +
      // The motif's box (x 14–106, y 8–76) grown and centred a little low, clear of the HOT badge.
      `<g transform="translate(60 64) scale(1.15) translate(-60 -42)">${motif(game.category, game.kind, sportOf(game), pick)}</g></g>` +
      hot,
  );
}

/** A venue badge: the venue's category motif on a disc, and its name, in the venue's colour. */
export function venueBadgeSvg(venue: VenueDefinition, lang: Lang): string {
  const colour = venueColour(venue.code);
  const pick = picker(rng(hashKey('venue-badge', venue.code)));
  const category = venue.category === 1 ? 2 : venue.category;
  const name = fitName(venue.name[lang], { maxWidth: 92, size: 17, oneLineMin: 14, minSize: 10 });
  const caption = GAME_CATEGORY_LABELS[venue.category]?.[lang] ?? '';
  const step = name.fontSize * 1.15;
  const top = round(30 - ((name.lines.length - 1) * step) / 2 + name.fontSize * 0.36 - (caption ? 5 : 0));
  const captionY = round(top + (name.lines.length - 1) * step + 15);
  return svgDocument(
    160,
    64,
    venue.name[lang],
    `<defs><linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="${hsl({ ...colour, l: colour.l + 8 })}"/><stop offset="1" stop-color="${hsl({ ...colour, h: colour.h + 16, l: colour.l - 12 })}"/></linearGradient></defs>` +
      `<rect width="160" height="64" rx="14" fill="url(#bg)"/>` +
      `<circle cx="32" cy="32" r="25" fill="#fff" fill-opacity=".16"/><g transform="translate(32 32) scale(.5) translate(-60 -42)">${motif(category, 0, 'Football', pick)}</g>` +
      textLines(name, { x: 62, y: top, lineHeight: 1.15, attrs: 'font-weight="800" fill="#fff"' }) +
      (caption ? `<text x="62" y="${captionY}" font-size="10" fill="#fff" fill-opacity=".8">${escapeXml(caption)}</text>` : ''),
  );
}
