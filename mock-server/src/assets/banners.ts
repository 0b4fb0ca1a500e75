import type { Lang } from '@contracts';
import { BANNERS } from '../areas/games';
import { BANNER_MOTIFS, type BannerMotif } from './banner-art';
import { star } from './shapes';
import { escapeXml, fitName, fitText, round, svgDocument, textLines, textWidth, type FittedText } from './svg';

/**
 * Banners, 750 wide: the headline, subtitle and (home) a call to action in a text column on the left,
 * the artwork in its own box on the right. The text is wrapped and shrunk to the column by an
 * estimate of its width, so it never runs into the artwork in either language. Promotion banners are
 * 750×300; the home's are 750×225 (10:3), drawn smaller to the same layout, so the first games show
 * under a player's wallet on a 360×740 phone.
 */
export const BANNER_TEXT = { x: 44, maxWidth: 372 } as const;
export const BANNER_ART = { x: 450, y: 30, width: 270, height: 240 } as const;

/** A banner's height and the type that fits it (font sizes in the 750-wide image's units). */
export interface BannerSize {
  height: number;
  /** The text column's width, left of the artwork. */
  textWidth: number;
  title: { size: number; minSize: number };
  /** One line when it fits at `oneLineMin`, else two. */
  subtitle: { size: number; oneLineMin: number; minSize: number };
  /** Space above the subtitle and above the call to action. */
  gaps: { subtitle: number; cta: number };
  cta: { fontSize: number; height: number };
}

const PROMOTION_SIZE: BannerSize = {
  height: 300,
  textWidth: BANNER_TEXT.maxWidth,
  title: { size: 50, minSize: 30 },
  subtitle: { size: 26, oneLineMin: 26, minSize: 18 },
  gaps: { subtitle: 14, cta: 22 },
  cta: { fontSize: 22, height: 44 },
};
/**
 * The home's, a quarter lower: the artwork a quarter smaller leaves the text column wider, and the headline
 * gives up size (down to 30) before the text leaves the banner.
 */
export const HOME_BANNER_SIZE: BannerSize = {
  height: 225,
  textWidth: 410,
  title: { size: 46, minSize: 30 },
  subtitle: { size: 24, oneLineMin: 20, minSize: 18 },
  gaps: { subtitle: 10, cta: 14 },
  cta: { fontSize: 20, height: 40 },
};

const CTA: Record<Lang, string> = { en: 'Learn more', zh_hans: '查看详情' };

/** The home banners' artwork by banner id (banner-art.ts). */
const HOME_ART: Record<number, BannerMotif> = { 1: 'gift', 2: 'slot', 3: 'rebate', 4: 'crown', 5: 'shield' };

export interface BannerLayout {
  title: FittedText;
  subtitle: FittedText;
  cta: { width: number; fontSize: number; height: number };
  /** First baselines of title and subtitle and the top of the call to action. */
  y: { title: number; subtitle: number; cta: number };
}

/** What a banner says and its colours: a home banner's or a promotion's. */
export interface BannerText {
  title: Record<Lang, string>;
  subtitle: Record<Lang, string>;
  colours: readonly [string, string];
}

/** Room kept above and below the text column. */
const TEXT_MARGIN = 12;

/**
 * Without a call to action (promotion banners: the card or page around them is the action) the text is centred
 * alone. The headline is made smaller until the column fits the banner's height (a promotion's always does).
 */
export function bannerLayout(banner: BannerText, lang: Lang, withCta = true, size: BannerSize = PROMOTION_SIZE): BannerLayout {
  const { height, gaps: gap } = size;
  const subtitle = fitName(banner.subtitle[lang], { maxWidth: size.textWidth, ...size.subtitle });
  const subtitleHeight = subtitle.lines.length * subtitle.fontSize * 1.3;
  const cta = { ...size.cta, width: Math.ceil(textWidth(CTA[lang], size.cta.fontSize)) + 2 * size.cta.fontSize };
  const below = gap.subtitle + subtitleHeight + (withCta ? gap.cta + cta.height : 0);
  const titleAt = (fontSize: number) =>
    fitText(banner.title[lang], { maxWidth: size.textWidth, maxLines: 2, size: fontSize, minSize: size.title.minSize });
  let title = titleAt(size.title.size);
  while (title.fontSize > size.title.minSize && title.lines.length * title.fontSize * 1.15 + below > height - 2 * TEXT_MARGIN)
    title = titleAt(title.fontSize - 1);
  const titleHeight = title.lines.length * title.fontSize * 1.15;
  const total = titleHeight + gap.subtitle + subtitleHeight + (withCta ? gap.cta + cta.height : 0);
  const top = (height - total) / 2;
  return {
    title,
    subtitle,
    cta,
    y: {
      title: round(top + title.fontSize * 0.92),
      subtitle: round(top + titleHeight + gap.subtitle + subtitle.fontSize * 0.95),
      cta: round(top + titleHeight + gap.subtitle + subtitleHeight + gap.cta),
    },
  };
}

export function bannerSvg(id: number, lang: Lang): string | null {
  const banner = BANNERS.find((b) => b.id === id);
  const art = HOME_ART[id];
  return banner && art ? drawBanner(banner, art, lang, true, HOME_BANNER_SIZE) : null;
}

/**
 * A 750-wide banner (a promotion's 300 high unless told): gradient, the text column on the left (with "Learn
 * more" when `withCta`), the artwork right, scaled with the height and centred in its box.
 */
export function drawBanner(banner: BannerText, art: BannerMotif, lang: Lang, withCta: boolean, size: BannerSize = PROMOTION_SIZE): string {
  const [from, to] = banner.colours;
  const { height } = size;
  const layout = bannerLayout(banner, lang, withCta, size);
  const { x } = BANNER_TEXT;
  const k = height / PROMOTION_SIZE.height;
  const { cta: button } = layout;
  const cta = withCta
    ? `<rect x="${x}" y="${layout.y.cta}" width="${button.width}" height="${button.height}" rx="${button.height / 2}" fill="#fff"/><text x="${x + button.width / 2}" y="${round(layout.y.cta + button.height / 2 + button.fontSize * 0.34)}" text-anchor="middle" font-size="${button.fontSize}" font-weight="700" fill="${escapeXml(from)}">${escapeXml(CTA[lang])}</text>`
    : '';
  const artX = round(BANNER_ART.x + (BANNER_ART.width * (1 - k)) / 2);
  const artY = round(BANNER_ART.y * k);
  return svgDocument(
    750,
    height,
    banner.title[lang],
    `<defs><linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><linearGradient id="shade" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="750" height="${height}" fill="url(#bg)"/><rect width="520" height="${height}" fill="url(#shade)"/>` +
      `<circle cx="700" cy="20" r="90" fill="#fff" fill-opacity=".07"/>${star(736, round(120 * k), 6, '#ffffff55')}${star(730, round(270 * k), 8, '#ffffff55')}` +
      `<g id="art" transform="translate(${artX} ${artY})${k === 1 ? '' : ` scale(${round(k * 100) / 100})`}">${BANNER_MOTIFS[art]}</g>` +
      textLines(layout.title, { x, y: layout.y.title, lineHeight: 1.15, attrs: 'font-weight="800" fill="#fff"' }) +
      textLines(layout.subtitle, { x, y: layout.y.subtitle, lineHeight: 1.3, attrs: 'fill="#fff" fill-opacity=".95"' }) +
      cta,
  );
}
