import type { LotteryDefinition } from '../areas/lottery';
import type { FoodItemDefinition } from '../areas/fastfood';
import { ball, die } from './shapes';
import { svgDocument } from './svg';

/*
 * Icons of the platform's own timed games, drawn here (nothing downloaded) and without words, so one
 * image serves both languages; the name is the image's accessible label and is written beside it by the web.
 */

const TYPE_BACKGROUND: Record<LotteryDefinition['type'], [string, string]> = {
  1: ['#7c2d12', '#dc2626'],
  2: ['#1e3a8a', '#2563eb'],
  3: ['#14532d', '#16a34a'],
};

function gradient(id: string, [from, to]: [string, string]): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** A minute badge (how often the lottery draws), bottom right. */
const minutes = (m: number) =>
  `<circle cx="78" cy="78" r="13" fill="#fff"/><circle cx="78" cy="78" r="10.5" fill="none" stroke="#111827" stroke-width="2"/><text x="78" y="82.5" text-anchor="middle" font-size="12" font-weight="800" fill="#111827">${m}</text>`;

function lotteryMotif(lottery: LotteryDefinition): string {
  switch (lottery.type) {
    case 1:
      return `${die(30, 36, 26, 4, -12)}${die(62, 32, 26, 1, 8)}${die(44, 62, 26, 6, 4)}`;
    case 2:
      return [0, 1, 2, 3, 4]
        .map((i) =>
          ball(
            16 + i * 16,
            i % 2 === 0 ? 36 : 56,
            10,
            ['#f59e0b', '#ef4444', '#22c55e', '#a855f7', '#0ea5e9'][i]!,
            String((i * 3 + 1) % 10),
          ),
        )
        .join('');
    case 3:
      return `${ball(28, 40, 15, '#16a34a', '7')}${ball(60, 36, 15, '#dc2626', '2')}${ball(44, 64, 15, '#7c3aed', '5')}`;
  }
}

export function lotteryIconSvg(lottery: LotteryDefinition): string {
  // An id of its own: inlined beside the other icons, a shared id would paint them all with one gradient.
  const id = `lottery-bg-${lottery.code}`;
  const body = `${gradient(id, TYPE_BACKGROUND[lottery.type])}<rect width="96" height="96" rx="20" fill="url(#${id})"/>${lotteryMotif(lottery)}${minutes(lottery.intervalSeconds / 60)}`;
  return svgDocument(96, 96, lottery.name.en, body);
}

/** One motif per food item, drawn on a 96×96 tile around (48, 50). */
const FOOD_MOTIFS: Record<string, string> = {
  burger:
    '<path d="M22 46a26 18 0 0 1 52 0z" fill="#f59e0b"/><rect x="20" y="48" width="56" height="6" rx="3" fill="#16a34a"/><rect x="21" y="55" width="54" height="9" rx="4" fill="#7c2d12"/><rect x="20" y="65" width="56" height="4" rx="2" fill="#facc15"/><path d="M22 70h52a4 4 0 0 1-4 8H26a4 4 0 0 1-4-8z" fill="#f59e0b"/><circle cx="38" cy="38" r="1.6" fill="#fff7"/><circle cx="50" cy="34" r="1.6" fill="#fff7"/><circle cx="60" cy="40" r="1.6" fill="#fff7"/>',
  fries:
    '<g fill="#facc15" stroke="#ca8a04" stroke-width="1"><rect x="30" y="20" width="6" height="34" rx="2"/><rect x="38" y="16" width="6" height="38" rx="2"/><rect x="46" y="22" width="6" height="32" rx="2"/><rect x="54" y="17" width="6" height="37" rx="2"/><rect x="62" y="24" width="6" height="30" rx="2"/></g><path d="M26 44h44l-6 36H32z" fill="#dc2626"/><path d="M36 56a12 8 0 0 0 24 0" fill="none" stroke="#facc15" stroke-width="3"/>',
  cola: '<rect x="52" y="10" width="4" height="24" rx="2" fill="#fff" transform="rotate(12 54 22)"/><path d="M30 30h36l-5 50H35z" fill="#dc2626"/><rect x="28" y="26" width="40" height="7" rx="3" fill="#f8fafc"/><path d="M33 48h30" stroke="#fff" stroke-width="4"/><path d="M34 58c8 4 20-4 28 0" stroke="#fff" stroke-width="2.5" fill="none"/>',
  hotdog:
    '<rect x="14" y="40" width="68" height="24" rx="12" fill="#b91c1c"/><path d="M18 52a30 14 0 0 0 60 0v8a30 14 0 0 1-60 0z" fill="#f59e0b"/><path d="M18 50a30 12 0 0 1 60 0" fill="#fbbf24"/><path d="M20 46c6-6 10 6 16 0s10 6 16 0 10 6 16 0 8 6 10 2" fill="none" stroke="#facc15" stroke-width="3" stroke-linecap="round"/>',
  pizza:
    '<path d="M48 84L18 24a34 14 0 0 1 60 0z" fill="#fbbf24"/><path d="M18 24a34 14 0 0 1 60 0l-3 6a31 12 0 0 0-54 0z" fill="#b45309"/><circle cx="42" cy="42" r="6" fill="#dc2626"/><circle cx="56" cy="50" r="6" fill="#dc2626"/><circle cx="47" cy="64" r="5" fill="#dc2626"/><circle cx="36" cy="56" r="2" fill="#16a34a"/><circle cx="58" cy="36" r="2" fill="#16a34a"/>',
  chicken:
    '<path d="M54 56l16 16" stroke="#f8fafc" stroke-width="7" stroke-linecap="round"/><circle cx="72" cy="70" r="5" fill="#f8fafc"/><circle cx="76" cy="76" r="5" fill="#f8fafc"/><ellipse cx="40" cy="42" rx="24" ry="20" fill="#b45309" transform="rotate(-35 40 42)"/><path d="M26 36c4-4 8 2 12-2s8 2 12-2" stroke="#f59e0b" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M28 48c4-3 8 2 12-1" stroke="#f59e0b" stroke-width="3" fill="none" stroke-linecap="round"/>',
  icecream:
    '<path d="M34 50h28L48 88z" fill="#d97706"/><path d="M38 56l16 10M42 68l10 6M58 56L42 66" stroke="#92400e" stroke-width="1.5"/><circle cx="40" cy="42" r="12" fill="#f9a8d4"/><circle cx="56" cy="42" r="12" fill="#fde68a"/><circle cx="48" cy="30" r="12" fill="#a5f3fc"/><circle cx="48" cy="17" r="4" fill="#dc2626"/>',
  donut:
    '<circle cx="48" cy="50" r="30" fill="#d97706"/><path d="M20 46a28 28 0 0 1 56 0c0 6-4 4-6 8s-6 0-8 4-6-2-8 2-6-2-10 0-6-4-10-2-6-4-8-6-6 0-6-6z" fill="#ec4899"/><circle cx="48" cy="50" r="10" fill="#fff" fill-opacity=".9"/><g stroke-width="3" stroke-linecap="round"><path d="M32 36l4 2" stroke="#facc15"/><path d="M60 32l-3 3" stroke="#22d3ee"/><path d="M66 46l2 4" stroke="#fff"/><path d="M28 50l2-4" stroke="#22d3ee"/><path d="M44 30l4 0" stroke="#fff"/></g>',
  taco: '<path d="M14 70a34 34 0 0 1 68 0z" fill="#facc15"/><path d="M20 64c6-10 10-4 14-12s10 2 14-8 10 4 14-4 8 6 12 2" fill="none" stroke="#16a34a" stroke-width="6" stroke-linecap="round"/><circle cx="34" cy="56" r="3.5" fill="#dc2626"/><circle cx="52" cy="50" r="3.5" fill="#dc2626"/><circle cx="66" cy="58" r="3.5" fill="#dc2626"/><path d="M14 70a34 34 0 0 1 68 0" fill="none" stroke="#ca8a04" stroke-width="3"/>',
  sushi:
    '<ellipse cx="48" cy="62" rx="30" ry="14" fill="#f8fafc" stroke="#cbd5e1"/><path d="M18 52c10-14 50-14 60 0-6 8-54 8-60 0z" fill="#fb923c"/><path d="M28 46l6 8M40 42l5 10M52 42l4 10M64 46l2 8" stroke="#fed7aa" stroke-width="2.5"/><rect x="42" y="44" width="12" height="30" fill="#1f2937"/>',
};

export function foodIconSvg(item: FoodItemDefinition): string {
  const body = `<circle cx="48" cy="48" r="46" fill="hsl(${item.hue} 85% 90%)"/><circle cx="48" cy="48" r="46" fill="none" stroke="hsl(${item.hue} 70% 45%)" stroke-width="3"/>${FOOD_MOTIFS[item.code] ?? ''}`;
  return svgDocument(96, 96, item.name.en, body);
}
