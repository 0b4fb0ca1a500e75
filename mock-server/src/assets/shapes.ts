import { round } from './svg';

/** Small vector pieces the generated icons are built from (cards, dice, balls, coins), all paths, no glyph fonts. */

export type Suit = 'spade' | 'heart' | 'diamond' | 'club';
export const SUITS: readonly Suit[] = ['spade', 'heart', 'diamond', 'club'];
const SUIT_COLOUR: Record<Suit, string> = { spade: '#111827', club: '#111827', heart: '#dc2626', diamond: '#dc2626' };

/** A suit mark of height ~2s centred at (x, y). */
export function suit(kind: Suit, x: number, y: number, s: number): string {
  const fill = SUIT_COLOUR[kind];
  const p = (dx: number, dy: number) => `${round(x + dx * s)} ${round(y + dy * s)}`;
  switch (kind) {
    case 'heart':
      return `<path d="M${p(0, 0.9)}C${p(-1.2, 0)} ${p(-1, -1)} ${p(0, -0.45)}C${p(1, -1)} ${p(1.2, 0)} ${p(0, 0.9)}Z" fill="${fill}"/>`;
    case 'diamond':
      return `<path d="M${p(0, -1)}L${p(0.75, 0)}L${p(0, 1)}L${p(-0.75, 0)}Z" fill="${fill}"/>`;
    case 'spade':
      return `<path d="M${p(0, -1)}C${p(-1.2, -0.1)} ${p(-0.9, 0.8)} ${p(0, 0.35)}L${p(-0.3, 1)}H${round(x + 0.3 * s)}L${p(0, 0.35)}C${p(0.9, 0.8)} ${p(1.2, -0.1)} ${p(0, -1)}Z" fill="${fill}"/>`;
    case 'club':
      return `<g fill="${fill}"><circle cx="${round(x)}" cy="${round(y - 0.45 * s)}" r="${round(0.42 * s)}"/><circle cx="${round(x - 0.45 * s)}" cy="${round(y + 0.15 * s)}" r="${round(0.42 * s)}"/><circle cx="${round(x + 0.45 * s)}" cy="${round(y + 0.15 * s)}" r="${round(0.42 * s)}"/><path d="M${p(0, 0)}L${p(-0.3, 1)}H${round(x + 0.3 * s)}Z"/></g>`;
  }
}

/** A playing card 28×38 with its top-left corner at (x, y), turned by `angle` degrees about its centre. */
export function card(x: number, y: number, angle: number, rank: string, kind: Suit): string {
  const colour = SUIT_COLOUR[kind];
  return `<g transform="rotate(${angle} ${x + 14} ${y + 19})"><rect x="${x}" y="${y}" width="28" height="38" rx="3.5" fill="#fff" stroke="#00000026"/><text x="${x + 3.5}" y="${y + 11}" font-size="10" font-weight="800" fill="${colour}">${rank}</text>${suit(kind, x + 16, y + 24, 6.5)}</g>`;
}

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die of side `size` centred at (x, y) showing `face` (1–6); one pip is red as on Chinese dice. */
export function die(x: number, y: number, size: number, face: number, angle = 0): string {
  const half = size / 2;
  const step = size * 0.27;
  const pips = (PIPS[face] ?? PIPS[1] ?? [])
    .map(
      ([dx, dy]) =>
        `<circle cx="${round(x + dx * step)}" cy="${round(y + dy * step)}" r="${round(size * (face === 1 ? 0.16 : 0.09))}" fill="${face === 1 || face === 4 ? '#dc2626' : '#111827'}"/>`,
    )
    .join('');
  return `<g transform="rotate(${angle} ${x} ${y})"><rect x="${round(x - half)}" y="${round(y - half)}" width="${size}" height="${size}" rx="${round(size * 0.2)}" fill="#fff" stroke="#00000026"/>${pips}</g>`;
}

/** A lottery ball with a number on it. */
export function ball(x: number, y: number, r: number, colour: string, label: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${round(r * 0.62)}" fill="#fff"/><text x="${x}" y="${round(y + r * 0.3)}" text-anchor="middle" font-size="${round(r * (label.length > 1 ? 0.75 : 0.9))}" font-weight="800" fill="#111827">${label}</text>`;
}

/** A gold coin; `mark` is drawn on its face (¥, ₮ …). */
export function coin(x: number, y: number, r: number, mark = '¥', face = '#f59e0b', edge = '#b45309'): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${edge}"/><circle cx="${x}" cy="${round(y - r * 0.08)}" r="${round(r * 0.92)}" fill="${face}"/><circle cx="${x}" cy="${round(y - r * 0.08)}" r="${round(r * 0.7)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="${round(r * 0.08)}"/><text x="${x}" y="${round(y + r * 0.28)}" text-anchor="middle" font-size="${round(r * 0.95)}" font-weight="800" fill="#fff">${mark}</text>`;
}

/** A five-pointed star of outer radius r. */
export function star(x: number, y: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${round(x + radius * Math.cos(angle))},${round(y + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}
