import { ball, card, coin, die, star, SUITS, suit } from './shapes';

/**
 * What a game icon shows, by category and by the kind of game (the second name part),
 * drawn in the box x 14–106, y 8–76 of a 120×120 icon. `pick` gives the per-game variation (seeded by
 * the game id), so two games of one venue and kind differ in their symbols, faces and colours.
 */
export type Pick = <T>(items: readonly T[]) => T;

/** A Pick driven by a source of numbers in [0, 1). */
export function picker(random: () => number): Pick {
  return (items) => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
}

const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '3', '2'] as const;
const BALL_COLOURS = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899'] as const;

type ReelSymbol = 'seven' | 'cherry' | 'bar' | 'bell' | 'diamond' | 'star' | 'coin';
const REEL_SYMBOLS: readonly ReelSymbol[] = ['seven', 'cherry', 'bar', 'bell', 'diamond', 'star', 'coin'];

function reelSymbol(kind: ReelSymbol, x: number, y: number): string {
  switch (kind) {
    case 'seven':
      return `<text x="${x}" y="${y + 10}" text-anchor="middle" font-size="28" font-weight="900" fill="#e11d48">7</text>`;
    case 'cherry':
      return `<path d="M${x} ${y - 10}q5 4 5 10M${x} ${y - 10}q-5 5-5 11" stroke="#15803d" stroke-width="2" fill="none"/><circle cx="${x - 5}" cy="${y + 4}" r="5.5" fill="#dc2626"/><circle cx="${x + 5}" cy="${y + 3}" r="5.5" fill="#b91c1c"/>`;
    case 'bar':
      return `<rect x="${x - 11}" y="${y - 7}" width="22" height="14" rx="2" fill="#111827"/><text x="${x}" y="${y + 3.5}" text-anchor="middle" font-size="9" font-weight="800" fill="#fde047">BAR</text>`;
    case 'bell':
      return `<path d="M${x - 10} ${y + 6}q2-2 2-8a8 8 0 0 1 16 0q0 6 2 8z" fill="#f59e0b"/><circle cx="${x}" cy="${y + 8}" r="3" fill="#b45309"/>`;
    case 'diamond':
      return `<path d="M${x - 10} ${y - 4}l5-6h10l5 6-10 13z" fill="#38bdf8"/><path d="M${x - 10} ${y - 4}h20" stroke="#e0f2fe" stroke-width="1.5"/>`;
    case 'star':
      return star(x, y, 11, '#facc15');
    case 'coin':
      return coin(x, y, 10);
  }
}

/** Three reels in a gold frame with a pay line; the jackpot kind lines up three sevens. */
function slots(kind: number, pick: Pick): string {
  const symbols: ReelSymbol[] = kind === 1 ? ['seven', 'seven', 'seven'] : [pick(REEL_SYMBOLS), pick(REEL_SYMBOLS), pick(REEL_SYMBOLS)];
  const reels = [33, 60, 87]
    .map((x, i) => `<rect x="${x - 12.5}" y="20" width="25" height="44" rx="4" fill="#fff"/>${reelSymbol(symbols[i] ?? 'seven', x, 42)}`)
    .join('');
  return `<rect x="14" y="12" width="92" height="60" rx="9" fill="#fbbf24"/><rect x="17" y="15" width="86" height="54" rx="7" fill="#7c2d12"/>${reels}<path d="M16 42h4M100 42h4" stroke="#ef4444" stroke-width="3"/>`;
}

function dice(count: number, pick: Pick): string {
  const faces = [1, 2, 3, 4, 5, 6] as const;
  if (count === 2) return die(44, 40, 30, pick(faces), -12) + die(76, 44, 30, pick(faces), 10);
  return die(38, 50, 24, pick(faces), -10) + die(82, 50, 24, pick(faces), 12) + die(60, 28, 24, pick(faces), 4);
}

function lotteryBalls(count: number, pick: Pick, labels?: readonly string[]): string {
  const step = count === 5 ? 19 : 28;
  const start = 60 - (step * (count - 1)) / 2;
  const r = count === 5 ? 9.5 : 13;
  return Array.from({ length: count }, (_, i) =>
    ball(start + i * step, 42 + (i % 2 === 0 ? -4 : 5), r, pick(BALL_COLOURS), labels?.[i] ?? String(pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))),
  ).join('');
}

/** Lottery kinds: 0 dice, 1 five digits, 2 racing, 3 lucky 28. */
function lottery(kind: number, pick: Pick): string {
  if (kind === 0) return dice(3, pick);
  if (kind === 1) return lotteryBalls(5, pick);
  if (kind === 3) return lotteryBalls(3, pick, ['2', '8', String(pick([1, 3, 5, 6, 9]))]);
  const checks = Array.from({ length: 12 }, (_, i) =>
    (i + Math.floor(i / 4)) % 2 === 0
      ? `<rect x="${44 + (i % 4) * 10}" y="${16 + Math.floor(i / 4) * 10}" width="10" height="10" fill="#111827"/>`
      : '',
  ).join('');
  return `<path d="M42 14v56" stroke="#e5e7eb" stroke-width="4" stroke-linecap="round"/><rect x="44" y="16" width="40" height="30" fill="#fff"/>${checks}${ball(84, 60, 11, pick(BALL_COLOURS), String(pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])))}`;
}

/** A game controller; cups and masters carry a trophy, live matches a red dot. */
function esports(kind: number, pick: Pick): string {
  const body = pick(['#f8fafc', '#e0e7ff', '#fde68a', '#bbf7d0']);
  const buttons = ['#ef4444', '#22c55e', '#3b82f6', '#eab308'];
  const pad = `<path d="M26 34q4-10 16-10h36q12 0 16 10l8 26q3 12-8 12-6 0-12-10H42q-6 10-12 10-11 0-8-12z" fill="${body}"/><path d="M36 43h14M43 36v14" stroke="#334155" stroke-width="5" stroke-linecap="round"/>${[
    [80, 37],
    [89, 44],
    [80, 51],
    [71, 44],
  ]
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="3.6" fill="${buttons[i]}"/>`)
    .join('')}`;
  if (kind === 1 || kind === 2)
    return `${pad}<path d="M52 8h16v6a8 8 0 0 1-16 0z" fill="#facc15"/><rect x="57" y="21" width="6" height="3" fill="#facc15"/>`;
  if (kind === 3)
    return `${pad}<circle cx="97" cy="16" r="6" fill="#ef4444"/><circle cx="97" cy="16" r="9.5" fill="none" stroke="#ef4444" stroke-opacity=".5" stroke-width="2"/>`;
  return pad;
}

function roulette(pick: Pick): string {
  const sectors = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const b = ((i + 1) * Math.PI) / 6;
    const p = (t: number) => `${(60 + 30 * Math.cos(t)).toFixed(1)} ${(42 + 30 * Math.sin(t)).toFixed(1)}`;
    return `<path d="M60 42L${p(a)}A30 30 0 0 1 ${p(b)}Z" fill="${i === 0 ? '#16a34a' : i % 2 === 0 ? '#111827' : '#dc2626'}"/>`;
  }).join('');
  const angle = pick([0, 40, 80, 120, 160, 200, 240, 280, 320]);
  return `<circle cx="60" cy="42" r="34" fill="#a16207"/>${sectors}<circle cx="60" cy="42" r="14" fill="#d97706"/><circle cx="60" cy="42" r="5" fill="#fde68a"/><circle cx="60" cy="16" r="3.5" fill="#fff" transform="rotate(${angle} 60 42)"/>`;
}

function chip(x: number, y: number, colour: string): string {
  return `<circle cx="${x}" cy="${y}" r="11" fill="${colour}"/><circle cx="${x}" cy="${y}" r="11" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="4 4.6"/><circle cx="${x}" cy="${y}" r="6" fill="#fff" fill-opacity=".85"/>`;
}

/** A fan of n cards with ranks and suits from the game. */
function fan(n: number, pick: Pick, ranks?: readonly string[]): string {
  const spread = n <= 2 ? 18 : n === 3 ? 14 : 10;
  return Array.from({ length: n }, (_, i) => {
    const offset = i - (n - 1) / 2;
    return card(46 + offset * (n <= 2 ? 16 : 12), 22 + Math.abs(offset) * 2, offset * spread, ranks?.[i] ?? pick(RANKS), pick(SUITS));
  }).join('');
}

/** Live-dealer kinds: 0 baccarat, 1 dragon tiger, 2 roulette, 3 sic bo, 4 blackjack, 5 bull bull, 6 fan tan. */
function live(kind: number, pick: Pick): string {
  const chips = chip(92, 62, pick(['#dc2626', '#2563eb', '#16a34a', '#7c3aed']));
  if (kind === 2) return roulette(pick);
  if (kind === 3) return dice(3, pick);
  if (kind === 1) {
    return `<rect x="22" y="16" width="36" height="50" rx="5" fill="#b91c1c"/><rect x="62" y="16" width="36" height="50" rx="5" fill="#1d4ed8"/>${card(26, 22, -6, pick(RANKS), pick(SUITS))}${card(66, 22, 6, pick(RANKS), pick(SUITS))}`;
  }
  if (kind === 6) {
    const beads = Array.from(
      { length: 7 },
      (_, i) =>
        `<circle cx="${36 + (i % 4) * 8 + (i > 3 ? 4 : 0)}" cy="${i > 3 ? 56 : 63}" r="4" fill="${i % 2 === 0 ? '#f8fafc' : '#fde68a'}"/>`,
    ).join('');
    return `<path d="M30 44a30 22 0 0 1 60 0z" fill="#d97706"/><rect x="56" y="14" width="8" height="10" rx="3" fill="#92400e"/><path d="M28 44h64" stroke="#78350f" stroke-width="4"/>${beads}${chips}`;
  }
  if (kind === 4) return fan(2, pick, ['A', pick(['K', 'Q', 'J', '10'])]) + chips;
  if (kind === 5) return fan(5, pick) + chips;
  return fan(2, pick, [pick(['9', '8']), pick(RANKS)]) + chips;
}

/** A fish with stripes and bubbles; hunters get a hook, treasure hunts a chest of coins. */
function fishing(kind: number, pick: Pick): string {
  const body = pick(['#f97316', '#facc15', '#fb7185', '#22d3ee', '#a3e635']);
  const flip = pick([false, true]) ? ' transform="matrix(-1 0 0 1 120 0)"' : '';
  const fish = `<g${flip}><path d="M86 42l18-14v28z" fill="${body}"/><ellipse cx="58" cy="42" rx="32" ry="20" fill="${body}"/><path d="M52 23q8 19 0 38M66 25q7 17 0 34" stroke="#fff" stroke-opacity=".7" stroke-width="4" fill="none"/><circle cx="38" cy="38" r="5" fill="#fff"/><circle cx="37" cy="38" r="2.6" fill="#111827"/></g>`;
  const bubbles = `<circle cx="22" cy="16" r="4" fill="none" stroke="#e0f2fe" stroke-width="1.6"/><circle cx="30" cy="8" r="2.5" fill="none" stroke="#e0f2fe" stroke-width="1.4"/>`;
  if (kind === 1 || kind === 2)
    return `${fish}${bubbles}<path d="M98 4v16a6 6 0 0 1-12 0" stroke="#e5e7eb" stroke-width="2.5" fill="none"/>`;
  if (kind === 3) return `${fish}${coin(96, 64, 9)}${coin(84, 68, 7)}`;
  return fish + bubbles;
}

/** The ball (or kit) of the sport the game is named after. */
function sports(sport: string, pick: Pick): string {
  const lines = 'fill="none" stroke-width="2.5"';
  switch (sport) {
    case 'Basketball':
      return `<circle cx="60" cy="42" r="28" fill="#ea580c"/><path d="M32 42h56M60 14v56M40 22q12 20 0 40M80 22q-12 20 0 40" stroke="#431407" ${lines}/>`;
    case 'Tennis':
      return `<circle cx="60" cy="42" r="26" fill="#bef264"/><path d="M38 26q14 16 0 32M82 26q-14 16 0 32" stroke="#fff" stroke-width="3.5" fill="none"/>`;
    case 'Volleyball':
      return `<circle cx="60" cy="42" r="28" fill="#f8fafc"/><path d="M60 14q-10 24 10 40M34 50q24 4 38-20M72 66q-2-24-34-32" stroke="#2563eb" ${lines}/>`;
    case 'Baseball':
      return `<circle cx="60" cy="42" r="26" fill="#f8fafc"/><path d="M42 22q10 20 0 40M78 22q-10 20 0 40" stroke="#dc2626" stroke-width="2.5" stroke-dasharray="3 3" fill="none"/>`;
    case 'Rugby':
      return `<ellipse cx="60" cy="42" rx="34" ry="20" fill="#92400e" transform="rotate(-25 60 42)"/><path d="M48 48l24-12M54 38l4 6M60 35l4 6M66 32l4 6" stroke="#fff" stroke-width="2.5"/>`;
    case 'Badminton':
      return `<path d="M60 66l-20-44h40z" fill="#f8fafc"/><path d="M50 22l10 44M70 22l-10 44M46 38h28" stroke="#cbd5e1" stroke-width="1.5"/><circle cx="60" cy="66" r="8" fill="#dc2626"/>`;
    case 'Table Tennis':
      return `<circle cx="52" cy="36" r="22" fill="#dc2626"/><rect x="64" y="50" width="8" height="24" rx="3" fill="#92400e" transform="rotate(-45 68 62)"/><circle cx="88" cy="22" r="7" fill="#fff"/>`;
    case 'Ice Hockey':
      return `<path d="M40 8l20 52h26" stroke="#e5e7eb" stroke-width="7" fill="none" stroke-linecap="round"/><ellipse cx="60" cy="66" rx="16" ry="6" fill="#111827"/>`;
    case 'Snooker':
      return `<circle cx="44" cy="50" r="13" fill="#dc2626"/><circle cx="74" cy="50" r="13" fill="#111827"/><circle cx="59" cy="26" r="13" fill="#f8fafc"/><circle cx="70" cy="46" r="4" fill="#fff" fill-opacity=".6"/>`;
    default: {
      const patch = pick([0, 36, 72]);
      return `<circle cx="60" cy="42" r="28" fill="#f8fafc"/><g transform="rotate(${patch} 60 42)"><path d="M60 32l10 7-4 12H54l-4-12z" fill="#111827"/><path d="M60 32V14M70 39l16-6M66 51l10 14M54 51l-10 14M50 39l-16-6" stroke="#111827" stroke-width="2.5"/></g>`;
    }
  }
}

function mahjong(pick: Pick): string {
  const face = pick(['中', '發', 'dots'] as const);
  const mark =
    face === 'dots'
      ? [
          [52, 30],
          [68, 30],
          [60, 44],
          [52, 58],
          [68, 58],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="#1d4ed8" stroke-width="3"/>`)
          .join('')
      : `<text x="60" y="56" text-anchor="middle" font-size="30" font-weight="800" fill="${face === '中' ? '#dc2626' : '#15803d'}">${face}</text>`;
  return `<rect x="40" y="12" width="44" height="60" rx="7" fill="#15803d"/><rect x="38" y="10" width="44" height="58" rx="7" fill="#fffbeb" stroke="#00000026"/>${mark}`;
}

function paiGow(pick: Pick): string {
  const tile = (x: number, angle: number, top: number, bottom: number) => {
    const pips = (n: number, cy: number) =>
      Array.from(
        { length: n },
        (_, i) =>
          `<circle cx="${x + 8 + (i % 2) * 12}" cy="${cy - 6 + Math.floor(i / 2) * 7}" r="2.6" fill="${n === 4 || n === 1 ? '#dc2626' : '#fff'}"/>`,
      ).join('');
    return `<g transform="rotate(${angle} ${x + 14} 42)"><rect x="${x}" y="14" width="28" height="56" rx="5" fill="#111827"/><path d="M${x + 4} 42h20" stroke="#6b7280"/>${pips(top, 28)}${pips(bottom, 56)}</g>`;
  };
  return tile(30, -8, pick([2, 4, 6]), pick([1, 3, 5])) + tile(62, 8, pick([1, 2, 4]), pick([4, 6]));
}

/** Card-room kinds: hold'em, landlord, mahjong, banker bull, three cards, blackjack, pai gow, sangong, rummy, big two. */
function cards(kind: number, pick: Pick): string {
  const chips = chip(94, 64, pick(['#dc2626', '#2563eb', '#16a34a', '#7c3aed']));
  switch (kind) {
    case 0:
      return fan(2, pick, ['A', pick(['A', 'K', 'Q'])]) + chips;
    case 1:
      return fan(3, pick, [pick(RANKS), '2', 'A']) + star(96, 14, 9, '#facc15');
    case 2:
      return mahjong(pick);
    case 5:
      return fan(2, pick, ['A', 'K']) + chips;
    case 6:
      return paiGow(pick);
    case 8:
      return fan(4, pick);
    case 9:
      return `${fan(2, pick, ['2', '2'])}${suit('spade', 96, 14, 8)}`;
    case 7:
      return fan(3, pick, ['K', 'Q', 'J']) + chips;
    default:
      return fan(kind === 3 ? 5 : 3, pick);
  }
}

export function motif(category: number, kind: number, sportOf: string, pick: Pick): string {
  switch (category) {
    case 2:
      return slots(kind, pick);
    case 3:
      return lottery(kind, pick);
    case 4:
      return esports(kind, pick);
    case 5:
      return live(kind, pick);
    case 6:
      return fishing(kind, pick);
    case 7:
      return sports(sportOf, pick);
    default:
      return cards(kind, pick);
  }
}
