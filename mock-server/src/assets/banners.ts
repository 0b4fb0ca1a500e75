import type { Lang } from '@contracts';
import { BANNERS, type BannerDefinition } from '../areas/games/slides';
import { motif, picker } from './game-motifs';
import { coin, star } from './shapes';
import { escapeXml, fitText, round, svgDocument, textLines, textWidth, type FittedText } from './svg';

/**
 * Home banners, 750×300: the headline, subtitle and a call to action in a text column on the left,
 * the artwork in its own box on the right. The text is wrapped and shrunk to the column by an
 * estimate of its width, so it never runs into the artwork in either language.
 */
export const BANNER_TEXT = { x: 44, maxWidth: 372 } as const;
export const BANNER_ART = { x: 450, y: 30, width: 270, height: 240 } as const;

const CTA: Record<Lang, string> = { en: 'Learn more', zh_hans: '查看详情' };

/** The artwork of each banner, drawn in a 270×240 box. */
const ART: Record<number, string> = {
  // First deposit: a gift box with coins and the bonus.
  1: `<circle cx="135" cy="120" r="110" fill="#fff" fill-opacity=".12"/><rect x="60" y="110" width="150" height="110" rx="10" fill="#fde68a"/><rect x="48" y="82" width="174" height="40" rx="8" fill="#fbbf24"/><rect x="123" y="82" width="24" height="138" fill="#dc2626"/><path d="M135 82c-20-34-60-30-46-6 8 10 30 8 46 6zm0 0c20-34 60-30 46-6-8 10-30 8-46 6z" fill="#ef4444"/>${coin(36, 200, 22)}${coin(236, 190, 18)}${coin(228, 60, 14)}<text x="135" y="178" text-anchor="middle" font-size="32" font-weight="900" fill="#b91c1c" stroke="#fff" stroke-width="6" paint-order="stroke">100%</text>`,
  // Hot game: a jackpot slot machine and a flame.
  2: `<circle cx="135" cy="120" r="110" fill="#fff" fill-opacity=".12"/><g transform="translate(15 24) scale(2)">${motif(2, 1, '', picker(() => 0))}</g><path d="M220 40c10 18 30 26 22 50-6 18-30 22-40 8-10-14 4-22 4-34 0 0 8 8 10 14 6-12 6-24 4-38z" fill="#f97316"/><rect x="60" y="176" width="150" height="34" rx="12" fill="#fbbf24"/><rect x="74" y="188" width="122" height="10" rx="5" fill="#7c2d12"/>`,
  // Daily rebate: a stack of coins under a turning arrow with a percent sign.
  3: `<circle cx="135" cy="120" r="110" fill="#fff" fill-opacity=".12"/>${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="100" cy="${206 - i * 16}" rx="48" ry="14" fill="#b45309"/><ellipse cx="100" cy="${200 - i * 16}" rx="48" ry="14" fill="#f59e0b"/>`).join('')}${coin(196, 150, 40, '%')}<path d="M150 60a70 70 0 0 1 96 40" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M232 84l16 20 10-24z" fill="#fff"/>`,
  // VIP: a crown with gems.
  4: `<circle cx="135" cy="120" r="110" fill="#fff" fill-opacity=".12"/><path d="M40 190L30 70l60 50 45-80 45 80 60-50-10 120z" fill="#fbbf24"/><rect x="40" y="186" width="190" height="26" rx="6" fill="#f59e0b"/><circle cx="135" cy="150" r="16" fill="#dc2626"/><circle cx="80" cy="160" r="10" fill="#2563eb"/><circle cx="190" cy="160" r="10" fill="#16a34a"/>${star(135, 36, 10, '#fff')}${star(30, 62, 8, '#fff')}${star(240, 62, 8, '#fff')}`,
  // Play responsibly: a shield with 18+.
  5: `<circle cx="135" cy="120" r="110" fill="#fff" fill-opacity=".12"/><path d="M135 20l90 32v60c0 60-40 96-90 118-50-22-90-58-90-118V52z" fill="#eceff1"/><path d="M135 40l70 25v48c0 46-30 76-70 94-40-18-70-48-70-94V65z" fill="#546e7a"/><text x="135" y="146" text-anchor="middle" font-size="64" font-weight="900" fill="#fff">18+</text>`,
};

export interface BannerLayout {
  title: FittedText;
  subtitle: FittedText;
  cta: { width: number; fontSize: number };
  /** First baselines of title and subtitle and the top of the call to action. */
  y: { title: number; subtitle: number; cta: number };
}

export function bannerLayout(banner: BannerDefinition, lang: Lang): BannerLayout {
  const title = fitText(banner.title[lang], { maxWidth: BANNER_TEXT.maxWidth, maxLines: 2, size: 50, minSize: 30 });
  const subtitle = fitText(banner.subtitle[lang], { maxWidth: BANNER_TEXT.maxWidth, maxLines: 2, size: 26, minSize: 18 });
  const cta = { fontSize: 22, width: Math.ceil(textWidth(CTA[lang], 22)) + 40 };
  const titleHeight = title.lines.length * title.fontSize * 1.15;
  const subtitleHeight = subtitle.lines.length * subtitle.fontSize * 1.3;
  const total = titleHeight + 14 + subtitleHeight + 22 + 44;
  const top = (300 - total) / 2;
  return {
    title,
    subtitle,
    cta,
    y: {
      title: round(top + title.fontSize * 0.92),
      subtitle: round(top + titleHeight + 14 + subtitle.fontSize * 0.95),
      cta: round(top + titleHeight + 14 + subtitleHeight + 22),
    },
  };
}

export function bannerSvg(id: number, lang: Lang): string | null {
  const banner = BANNERS.find((b) => b.id === id);
  if (!banner) return null;
  const [from, to] = banner.colours;
  const layout = bannerLayout(banner, lang);
  const { x } = BANNER_TEXT;
  return svgDocument(
    750,
    300,
    banner.title[lang],
    `<defs><linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><linearGradient id="shade" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="750" height="300" fill="url(#bg)"/><rect width="520" height="300" fill="url(#shade)"/>` +
      `<circle cx="700" cy="20" r="90" fill="#fff" fill-opacity=".07"/>${star(736, 120, 6, '#ffffff55')}${star(730, 270, 8, '#ffffff55')}` +
      `<g id="art" transform="translate(${BANNER_ART.x} ${BANNER_ART.y})">${ART[id] ?? ''}</g>` +
      textLines(layout.title, { x, y: layout.y.title, lineHeight: 1.15, attrs: 'font-weight="800" fill="#fff"' }) +
      textLines(layout.subtitle, { x, y: layout.y.subtitle, lineHeight: 1.3, attrs: 'fill="#fff" fill-opacity=".95"' }) +
      `<rect x="${x}" y="${layout.y.cta}" width="${layout.cta.width}" height="44" rx="22" fill="#fff"/><text x="${x + layout.cta.width / 2}" y="${round(layout.y.cta + 29.5)}" text-anchor="middle" font-size="${layout.cta.fontSize}" font-weight="700" fill="${escapeXml(from)}">${escapeXml(CTA[lang])}</text>`,
  );
}
