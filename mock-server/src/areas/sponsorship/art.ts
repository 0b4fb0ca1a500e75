import { round, svgDocument } from '../../assets/svg';
import { star } from '../../assets/shapes';
import type { GalleryPicture, PartnerLogo } from './schemas';

/*
 * The partners' generated artwork: a crest logo (200×200) and gallery scenes (640×400) in each partner's two
 * colours. No text is drawn: the page around them names the partner and captions each picture.
 */

const CREST: Record<PartnerLogo['shape'], (fill: string, edge: string) => string> = {
  shield: (fill, edge) =>
    `<path d="M100 10L180 38V98C180 150 142 178 100 192C58 178 20 150 20 98V38Z" fill="${fill}"/><path d="M100 24L166 47V98C166 140 136 164 100 177C64 164 34 140 34 98V47Z" fill="none" stroke="${edge}" stroke-width="4"/>`,
  roundel: (fill, edge) =>
    `<circle cx="100" cy="100" r="90" fill="${fill}"/><circle cx="100" cy="100" r="76" fill="none" stroke="${edge}" stroke-width="5"/>${star(100, 22, 6, edge)}${star(100, 178, 6, edge)}`,
  hexagon: (fill, edge) =>
    `<path d="M100 8L180 54V146L100 192L20 146V54Z" fill="${fill}"/><path d="M100 24L166 62V138L100 176L34 138V62Z" fill="none" stroke="${edge}" stroke-width="4"/>`,
};

const EMBLEM: Record<PartnerLogo['emblem'], (ink: string, fill: string) => string> = {
  ball: (ink, fill) =>
    `<circle cx="100" cy="102" r="42" fill="${ink}"/><path d="M100 84l17 12-6 20h-22l-6-20z" fill="${fill}"/><path d="M100 84V62M117 96l20-7M111 116l12 18M89 116l-12 18M83 96l-20-7" stroke="${fill}" stroke-width="4"/>`,
  controller: (ink, fill) =>
    `<path d="M56 86c6-12 20-14 30-10h28c10-4 24-2 30 10l12 34c4 12-10 22-20 12l-12-12H76l-12 12c-10 10-24 0-20-12z" fill="${ink}"/><path d="M76 94v20M66 104h20" stroke="${fill}" stroke-width="6" stroke-linecap="round"/><circle cx="124" cy="98" r="6" fill="${fill}"/><circle cx="136" cy="110" r="6" fill="${fill}"/>`,
  fin: (ink, fill) =>
    `<path d="M66 128C84 120 100 92 104 58c16 24 30 48 32 70z" fill="${ink}"/><path d="M48 138q13-10 26 0t26 0 26 0 26 0 26 0" stroke="${ink}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M58 154q13-10 26 0t26 0 26 0 26 0" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"/><circle cx="104" cy="76" r="3" fill="${fill}"/>`,
  runner: (ink) =>
    `<circle cx="112" cy="58" r="12" fill="${ink}"/><path d="M106 76l-12 34 22 16-6 30M94 110l-22 26M104 84l-26 8M106 80l26 16 14-10" stroke="${ink}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  sail: (ink) =>
    `<path d="M98 40v96H46z" fill="${ink}"/><path d="M106 52v84h46z" fill="${ink}" opacity=".8"/><path d="M40 144h120l-16 20H56z" fill="${ink}"/>`,
};

export function partnerLogoSvg(logo: PartnerLogo, label: string): string {
  const [dark, light] = logo.colours;
  return svgDocument(200, 200, label, CREST[logo.shape](dark, light) + EMBLEM[logo.emblem](light, dark));
}

const W = 640;
const H = 400;

/** Rows of heads in the two colours (an SVG pattern: hundreds of circles for a few bytes), the stands of a ground or a hall. */
function stands(dark: string, light: string, rows: number, top: number, id: string): string {
  const tile = [0, 1, 2, 3, 4]
    .flatMap((c) =>
      [0, 1].map((r) => `<circle cx="${10 + c * 20 + r * 10}" cy="${8 + r * 22}" r="8" fill="${(r * 7 + c * 3) % 5 < 2 ? light : dark}"/>`),
    )
    .join('');
  return `<defs><pattern id="${id}" width="100" height="44" patternUnits="userSpaceOnUse">${tile}</pattern></defs><rect y="${top - 8}" width="${W}" height="${rows * 22}" fill="url(#${id})"/>`;
}

function runner(x: number, y: number, s: number, colour: string): string {
  const p = (dx: number, dy: number) => `${round(x + dx * s)} ${round(y + dy * s)}`;
  return `<circle cx="${round(x + 4 * s)}" cy="${round(y - 34 * s)}" r="${round(5 * s)}" fill="${colour}"/><path d="M${p(2, -26)}L${p(-3, -8)}L${p(6, 2)}L${p(2, 16)}M${p(-3, -8)}L${p(-13, 4)}M${p(1, -22)}L${p(-10, -16)}M${p(2, -24)}L${p(12, -16)}L${p(18, -22)}" stroke="${colour}" stroke-width="${round(4 * s)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

const SCENES: Record<GalleryPicture['scene'], (dark: string, light: string) => string> = {
  pitch: (dark, light) =>
    `<rect width="${W}" height="${H}" fill="#15803d"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${i * 80}" width="40" height="${H}" fill="#16a34a"/>`).join('')}` +
    `<rect width="${W}" height="70" fill="${dark}"/>${stands(dark, light, 3, 14, 'pitch-stands')}` +
    `<g stroke="#fff" stroke-width="4" fill="none"><rect x="30" y="100" width="580" height="280"/><line x1="320" y1="100" x2="320" y2="380"/><circle cx="320" cy="240" r="50"/><rect x="30" y="180" width="70" height="120"/><rect x="540" y="180" width="70" height="120"/></g>` +
    `<circle cx="360" cy="260" r="12" fill="#fff"/>`,
  trophy: (dark, light) =>
    `<rect width="${W}" height="${H}" fill="${dark}"/><circle cx="320" cy="170" r="150" fill="${light}" fill-opacity=".18"/>` +
    `<path d="M250 90h140v40c0 50-30 86-70 92-40-6-70-42-70-92z" fill="#fbbf24"/><path d="M250 104h-30c0 40 20 60 40 62M390 104h30c0 40-20 60-40 62" stroke="#fbbf24" stroke-width="10" fill="none"/>` +
    `<rect x="304" y="222" width="32" height="40" fill="#f59e0b"/><rect x="264" y="262" width="112" height="26" rx="4" fill="#b45309"/><rect x="220" y="300" width="200" height="70" fill="${light}" fill-opacity=".9"/>` +
    [
      [90, 60, '#f472b6'],
      [520, 80, '#fde047'],
      [140, 250, '#60a5fa'],
      [560, 260, '#fbbf24'],
      [80, 160, light],
      [600, 170, light],
    ]
      .map(
        ([x, y, c]) => `<rect x="${x}" y="${y}" width="14" height="8" rx="2" fill="${c}" transform="rotate(${Number(x) % 60} ${x} ${y})"/>`,
      )
      .join(''),
  crowd: (dark, light) =>
    `<rect width="${W}" height="${H}" fill="#1f2937"/>${stands(dark, light, 12, 40, 'crowd-stands')}` +
    `<path d="M80 310l40-120v120zM540 300l-40-110v110z" fill="${light}"/><rect x="0" y="330" width="${W}" height="70" fill="${dark}"/><rect x="40" y="350" width="560" height="30" rx="6" fill="${light}" fill-opacity=".85"/>`,
  arena: (dark, light) =>
    `<rect width="${W}" height="${H}" fill="#0f172a"/><path d="M120 0l-60 200M520 0l60 200M320 0v160" stroke="${light}" stroke-opacity=".25" stroke-width="40"/>` +
    `<rect x="140" y="40" width="360" height="180" rx="8" fill="${dark}"/><rect x="156" y="56" width="328" height="148" rx="4" fill="${light}" fill-opacity=".35"/>` +
    `<rect x="60" y="260" width="520" height="60" rx="6" fill="${dark}"/>${[0, 1, 2, 3, 4].map((i) => `<circle cx="${130 + i * 95}" cy="250" r="16" fill="${light}"/><rect x="${112 + i * 95}" y="262" width="36" height="22" rx="4" fill="#e2e8f0"/>`).join('')}` +
    `<rect y="330" width="${W}" height="70" fill="#111827"/>`,
  court: (dark, light) =>
    `<rect width="${W}" height="${H}" fill="#c2410c"/>${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 40}" width="2" height="${H}" fill="#9a3412"/>`).join('')}` +
    `<path d="M200 400V250h240v150" fill="${dark}"/><circle cx="320" cy="250" r="60" fill="none" stroke="#fff" stroke-width="4"/><path d="M60 400c0-190 520-190 520 0" fill="none" stroke="#fff" stroke-width="4"/>` +
    `<rect x="260" y="40" width="120" height="80" fill="#fff" stroke="${dark}" stroke-width="6"/><rect x="300" y="76" width="40" height="30" fill="none" stroke="${light}" stroke-width="4"/><ellipse cx="320" cy="128" rx="26" ry="6" fill="none" stroke="#ea580c" stroke-width="5"/><path d="M296 130l8 34M344 130l-8 34M320 132v34" stroke="#fff" stroke-width="2"/>`,
  runners: (dark, light) =>
    `<rect width="${W}" height="${H}" fill="#0b1020"/>${star(80, 50, 5, '#fde68a')}${star(520, 40, 4, '#fde68a')}${star(300, 70, 3, '#fde68a')}` +
    `<path d="M0 260V200h40v-40h30v40h50v-90h40v90h60v-50h36v50h70v-110h44v110h60v-70h40v70h80v-40h50v100z" fill="${dark}"/>` +
    `<rect y="260" width="${W}" height="140" fill="#374151"/><path d="M0 330h${W}" stroke="${light}" stroke-width="4" stroke-dasharray="30 20"/>` +
    [
      [120, 320, 1.4],
      [230, 330, 1.6],
      [360, 315, 1.3],
      [470, 335, 1.7],
      [570, 318, 1.2],
    ]
      .map(([x, y, s]) => runner(Number(x), Number(y), Number(s), light))
      .join(''),
  boats: (dark, light) =>
    `<rect width="${W}" height="${H}" fill="#bae6fd"/><circle cx="540" cy="80" r="40" fill="#fde68a"/><rect y="240" width="${W}" height="160" fill="${dark}"/>` +
    [
      [110, 250, 1],
      [260, 262, 1.3],
      [420, 248, 0.9],
      [540, 270, 1.2],
    ]
      .map(([x, y, s]) => {
        const k = Number(s);
        return `<path d="M${x} ${Number(y) - 130 * k}v${120 * k}h-${60 * k}z" fill="${light}"/><path d="M${Number(x) + 6} ${Number(y) - 110 * k}v${100 * k}h${44 * k}z" fill="#fff"/><path d="M${Number(x) - 70 * k} ${Number(y) - 4}h${130 * k}l-${16 * k} ${18 * k}h-${98 * k}z" fill="#1f2937"/>`;
      })
      .join('') +
    `<path d="M0 320q40-10 80 0t80 0 80 0 80 0 80 0 80 0 80 0 80 0" stroke="${light}" stroke-opacity=".5" stroke-width="4" fill="none"/>`,
};

export function galleryPictureSvg(picture: GalleryPicture, colours: PartnerLogo['colours'], label: string): string {
  return svgDocument(W, H, label, SCENES[picture.scene](colours[0], colours[1]));
}
