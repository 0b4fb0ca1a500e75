import type { Lang } from '@contracts';
import { BANNERS } from '../areas/games/slides';
import { BANNER_MOTIFS, type BannerMotif } from './banner-art';
import { star } from './shapes';
import { escapeXml, fitText, round, svgDocument, textLines, textWidth, type FittedText } from './svg';

/**
 * Home banners, 750×300: the headline, subtitle and a call to action in a text column on the left,
 * the artwork in its own box on the right. The text is wrapped and shrunk to the column by an
 * estimate of its width, so it never runs into the artwork in either language.
 */
export const BANNER_TEXT = { x: 44, maxWidth: 372 } as const;
export const BANNER_ART = { x: 450, y: 30, width: 270, height: 240 } as const;

const CTA: Record<Lang, string> = { en: 'Learn more', zh_hans: '查看详情' };

/** The home banners' artwork by banner id (banner-art.ts). */
const HOME_ART: Record<number, BannerMotif> = { 1: 'gift', 2: 'slot', 3: 'rebate', 4: 'crown', 5: 'shield' };

export interface BannerLayout {
  title: FittedText;
  subtitle: FittedText;
  cta: { width: number; fontSize: number };
  /** First baselines of title and subtitle and the top of the call to action. */
  y: { title: number; subtitle: number; cta: number };
}

/** What a banner says and its colours: a home banner's or a promotion's. */
export interface BannerText {
  title: Record<Lang, string>;
  subtitle: Record<Lang, string>;
  colours: readonly [string, string];
}

/** Without a call to action (promotion banners: the card or page around them is the action) the text is centred alone. */
export function bannerLayout(banner: BannerText, lang: Lang, withCta = true): BannerLayout {
  const title = fitText(banner.title[lang], { maxWidth: BANNER_TEXT.maxWidth, maxLines: 2, size: 50, minSize: 30 });
  const subtitle = fitText(banner.subtitle[lang], { maxWidth: BANNER_TEXT.maxWidth, maxLines: 2, size: 26, minSize: 18 });
  const cta = { fontSize: 22, width: Math.ceil(textWidth(CTA[lang], 22)) + 40 };
  const titleHeight = title.lines.length * title.fontSize * 1.15;
  const subtitleHeight = subtitle.lines.length * subtitle.fontSize * 1.3;
  const total = titleHeight + 14 + subtitleHeight + (withCta ? 22 + 44 : 0);
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
  const art = HOME_ART[id];
  return banner && art ? drawBanner(banner, art, lang, true) : null;
}

/** A 750×300 banner: gradient, the text column on the left (with "Learn more" when `withCta`), the artwork right. */
export function drawBanner(banner: BannerText, art: BannerMotif, lang: Lang, withCta: boolean): string {
  const [from, to] = banner.colours;
  const layout = bannerLayout(banner, lang, withCta);
  const { x } = BANNER_TEXT;
  const cta = withCta
    ? `<rect x="${x}" y="${layout.y.cta}" width="${layout.cta.width}" height="44" rx="22" fill="#fff"/><text x="${x + layout.cta.width / 2}" y="${round(layout.y.cta + 29.5)}" text-anchor="middle" font-size="${layout.cta.fontSize}" font-weight="700" fill="${escapeXml(from)}">${escapeXml(CTA[lang])}</text>`
    : '';
  return svgDocument(
    750,
    300,
    banner.title[lang],
    `<defs><linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><linearGradient id="shade" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="750" height="300" fill="url(#bg)"/><rect width="520" height="300" fill="url(#shade)"/>` +
      `<circle cx="700" cy="20" r="90" fill="#fff" fill-opacity=".07"/>${star(736, 120, 6, '#ffffff55')}${star(730, 270, 8, '#ffffff55')}` +
      `<g id="art" transform="translate(${BANNER_ART.x} ${BANNER_ART.y})">${BANNER_MOTIFS[art]}</g>` +
      textLines(layout.title, { x, y: layout.y.title, lineHeight: 1.15, attrs: 'font-weight="800" fill="#fff"' }) +
      textLines(layout.subtitle, { x, y: layout.y.subtitle, lineHeight: 1.3, attrs: 'fill="#fff" fill-opacity=".95"' }) +
      cta,
  );
}
