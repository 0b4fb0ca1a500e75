import { motif, picker } from './game-motifs';
import { coin, star } from './shapes';

/**
 * Banner artwork, each drawn in a 270×240 box (banners.ts places it right of the text): the home banners' and
 * the promotions'. No text but figures and signs, so one drawing serves both languages.
 */
const HALO = '<circle cx="135" cy="120" r="110" fill="#fff" fill-opacity=".12"/>';

const lantern = (x: number, y: number, s: number) =>
  `<line x1="${x}" y1="0" x2="${x}" y2="${y - 40 * s}" stroke="#fde68a" stroke-width="2"/><rect x="${x - 14 * s}" y="${y - 44 * s}" width="${28 * s}" height="${10 * s}" rx="${3 * s}" fill="#fbbf24"/><ellipse cx="${x}" cy="${y}" rx="${40 * s}" ry="${36 * s}" fill="#dc2626"/><path d="M${x} ${y - 36 * s}v${72 * s}M${x - 20 * s} ${y - 31 * s}c-${12 * s} ${20 * s}-${12 * s} ${42 * s} 0 ${62 * s}M${x + 20 * s} ${y - 31 * s}c${12 * s} ${20 * s} ${12 * s} ${42 * s} 0 ${62 * s}" stroke="#991b1b" stroke-width="${2 * s}" fill="none"/><rect x="${x - 14 * s}" y="${y + 34 * s}" width="${28 * s}" height="${10 * s}" rx="${3 * s}" fill="#fbbf24"/><path d="M${x} ${y + 44 * s}v${26 * s}" stroke="#fbbf24" stroke-width="${4 * s}"/>`;

const burst = (x: number, y: number, r: number, colour: string) =>
  Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI / 6) * i;
    return `<line x1="${Math.round(x + r * 0.3 * Math.cos(a))}" y1="${Math.round(y + r * 0.3 * Math.sin(a))}" x2="${Math.round(x + r * Math.cos(a))}" y2="${Math.round(y + r * Math.sin(a))}" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>`;
  }).join('') + `<circle cx="${x}" cy="${y}" r="${Math.round(r * 0.14)}" fill="${colour}"/>`;

export const BANNER_MOTIFS = {
  // A gift box with coins and the bonus.
  gift: `${HALO}<rect x="60" y="110" width="150" height="110" rx="10" fill="#fde68a"/><rect x="48" y="82" width="174" height="40" rx="8" fill="#fbbf24"/><rect x="123" y="82" width="24" height="138" fill="#dc2626"/><path d="M135 82c-20-34-60-30-46-6 8 10 30 8 46 6zm0 0c20-34 60-30 46-6-8 10-30 8-46 6z" fill="#ef4444"/>${coin(36, 200, 22)}${coin(236, 190, 18)}${coin(228, 60, 14)}<text x="135" y="178" text-anchor="middle" font-size="32" font-weight="900" fill="#b91c1c" stroke="#fff" stroke-width="6" paint-order="stroke">100%</text>`,
  // A jackpot slot machine and a flame.
  slot: `${HALO}<g transform="translate(15 24) scale(2)">${motif(
    2,
    1,
    '',
    picker(() => 0),
  )}</g><path d="M220 40c10 18 30 26 22 50-6 18-30 22-40 8-10-14 4-22 4-34 0 0 8 8 10 14 6-12 6-24 4-38z" fill="#f97316"/><rect x="60" y="176" width="150" height="34" rx="12" fill="#fbbf24"/><rect x="74" y="188" width="122" height="10" rx="5" fill="#7c2d12"/>`,
  // A stack of coins under a turning arrow with a percent sign.
  rebate: `${HALO}${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="100" cy="${206 - i * 16}" rx="48" ry="14" fill="#b45309"/><ellipse cx="100" cy="${200 - i * 16}" rx="48" ry="14" fill="#f59e0b"/>`).join('')}${coin(196, 150, 40, '%')}<path d="M150 60a70 70 0 0 1 96 40" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M232 84l16 20 10-24z" fill="#fff"/>`,
  // A crown with gems.
  crown: `${HALO}<path d="M40 190L30 70l60 50 45-80 45 80 60-50-10 120z" fill="#fbbf24"/><rect x="40" y="186" width="190" height="26" rx="6" fill="#f59e0b"/><circle cx="135" cy="150" r="16" fill="#dc2626"/><circle cx="80" cy="160" r="10" fill="#2563eb"/><circle cx="190" cy="160" r="10" fill="#16a34a"/>${star(135, 36, 10, '#fff')}${star(30, 62, 8, '#fff')}${star(240, 62, 8, '#fff')}`,
  // A shield with 18+.
  shield: `${HALO}<path d="M135 20l90 32v60c0 60-40 96-90 118-50-22-90-58-90-118V52z" fill="#eceff1"/><path d="M135 40l70 25v48c0 46-30 76-70 94-40-18-70-48-70-94V65z" fill="#546e7a"/><text x="135" y="146" text-anchor="middle" font-size="64" font-weight="900" fill="#fff">18+</text>`,
  // Three red lanterns on strings.
  lantern: `${HALO}${lantern(70, 110, 0.9)}${lantern(150, 90, 1.15)}${lantern(225, 130, 0.75)}${star(30, 40, 6, '#fde68a')}${star(250, 30, 5, '#fde68a')}`,
  // A calendar page with a tick and a coin.
  calendar: `${HALO}<rect x="50" y="50" width="170" height="160" rx="14" fill="#fff"/><rect x="50" y="50" width="170" height="42" rx="14" fill="#ef4444"/><rect x="50" y="78" width="170" height="14" fill="#ef4444"/><circle cx="92" cy="50" r="8" fill="#1f2937"/><circle cx="178" cy="50" r="8" fill="#1f2937"/>${[0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => `<rect x="${68 + c * 36}" y="${108 + r * 30}" width="24" height="18" rx="4" fill="${r === 1 && c === 2 ? '#22c55e' : '#e5e7eb'}"/>`).join('')).join('')}<path d="M141 147l8 8 14-16" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>${coin(226, 196, 30)}`,
  // Fireworks over a skyline.
  fireworks: `${HALO}${burst(80, 80, 50, '#fde047')}${burst(190, 60, 40, '#f472b6')}${burst(200, 160, 30, '#67e8f9')}<path d="M20 240V190h30v-30h24v30h30v-50h26v50h28v-20h26v20h30v-40h28v40h28v50z" fill="#0f172a" fill-opacity=".7"/>`,
  // A full moon, clouds and a mooncake.
  moon: `${HALO}<circle cx="160" cy="90" r="70" fill="#fef3c7"/><circle cx="140" cy="70" r="12" fill="#fde68a"/><circle cx="185" cy="110" r="8" fill="#fde68a"/><path d="M30 140q20-24 46-10 18-22 44 0 22-4 26 18H30z" fill="#fff" fill-opacity=".85"/><circle cx="90" cy="196" r="40" fill="#b45309"/><circle cx="90" cy="196" r="30" fill="#d97706"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${Math.round(90 + 35 * Math.cos((Math.PI / 4) * i))}" cy="${Math.round(196 + 35 * Math.sin((Math.PI / 4) * i))}" r="6" fill="#b45309"/>`).join('')}<path d="M78 196h24M90 184v24" stroke="#fde68a" stroke-width="4"/>`,
  // A scroll with lines of text and a question mark.
  scroll: `${HALO}<rect x="60" y="40" width="150" height="170" rx="6" fill="#fffbeb"/><rect x="48" y="30" width="174" height="20" rx="10" fill="#d97706"/><rect x="48" y="200" width="174" height="20" rx="10" fill="#d97706"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="78" y="${70 + i * 22}" width="${i % 2 ? 80 : 110}" height="8" rx="4" fill="#cbd5e1"/>`).join('')}<circle cx="196" cy="160" r="40" fill="#0ea5e9"/><text x="196" y="178" text-anchor="middle" font-size="52" font-weight="900" fill="#fff">?</text>`,
  // A staircase of seven steps with a coin on the top one.
  ladder: `${HALO}${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${20 + i * 34}" y="${200 - i * 22}" width="30" height="${20 + i * 22}" rx="4" fill="${i === 6 ? '#dc2626' : '#fff'}" fill-opacity="${i === 6 ? 1 : 0.85}"/>`).join('')}${coin(241, 40, 24)}${star(60, 60, 10, '#fff')}`,
  // Rising level bars under a star.
  chart: `${HALO}${[0, 1, 2, 3, 4].map((i) => `<rect x="${40 + i * 42}" y="${190 - i * 30}" width="30" height="${30 + i * 30}" rx="6" fill="#fbbf24" fill-opacity="${0.5 + i * 0.12}"/>`).join('')}${star(225, 50, 26, '#fff')}<path d="M40 176L230 66" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 14"/>`,
} as const;

export type BannerMotif = keyof typeof BANNER_MOTIFS;
