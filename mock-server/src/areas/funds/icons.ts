import type { DepositChannelType } from '@contracts/deposit/channels';
import type { WithdrawalMethodType } from '@contracts/withdrawal/withdraw';
import { coin } from '../../assets/shapes';
import { escapeXml, fitText, round, svgDocument, textLines } from '../../assets/svg';

/**
 * Generated SVG for the wallet pages: one icon per kind of payment (not per channel, so two FPS
 * channels share the FPS picture) and a badge per bank. Served under /assets/wallet/ by control.ts;
 * generic pictograms and invented colours, no bank's or wallet's logo.
 */
export const PAY_KINDS = ['fast-transfer', 'card-link', 'bank-card', 'alipay-style', 'wechat-style', 'usdt', 'cash', 'service'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

export const DEPOSIT_CHANNEL_KIND: Record<DepositChannelType, PayKind> = {
  1: 'fast-transfer',
  2: 'card-link',
  3: 'alipay-style',
  4: 'usdt',
  5: 'cash',
  6: 'service',
};
export const WITHDRAWAL_METHOD_KIND: Record<WithdrawalMethodType, PayKind> = { 1: 'bank-card', 2: 'usdt' };

export const payKindIconUrl = (kind: PayKind) => `/assets/wallet/kinds/${kind}.svg`;
export const bankBadgeUrl = (code: string) => `/assets/wallet/banks/${code}.svg`;

const bankCard = (x: number, y: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="52" height="34" rx="5" fill="${fill}"/><rect x="${x}" y="${y + 7}" width="52" height="7" fill="#0f172a" fill-opacity=".55"/><rect x="${x + 6}" y="${y + 19}" width="10" height="8" rx="1.5" fill="#fbbf24"/><path d="M${x + 22} ${y + 25}h22" stroke="#94a3b8" stroke-width="2.5"/>`;

const wallet = (mark: string) =>
  `<rect x="20" y="30" width="56" height="42" rx="8" fill="#fff"/><path d="M26 30l30-10 6 10z" fill="#fff" fill-opacity=".75"/><rect x="54" y="44" width="22" height="14" rx="4" fill="#e2e8f0"/><circle cx="62" cy="51" r="3" fill="#64748b"/>${mark}`;

/** Each kind: a background colour pair and a white pictogram in a 96×96 box. */
const KINDS: Record<PayKind, { label: string; colours: readonly [string, string]; art: string }> = {
  'fast-transfer': {
    label: 'Fast transfer',
    colours: ['#06b6d4', '#0e7490'],
    art: `<path d="M22 38h40l-10-10M74 58H34l10 10" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M52 36l-8 14h9l-6 14 16-19h-9l6-9z" fill="#fde047"/>`,
  },
  'card-link': {
    label: 'Card transfer link',
    colours: ['#6366f1', '#3730a3'],
    art: `${bankCard(16, 22, '#fff')}<g fill="none" stroke="#fde047" stroke-width="5"><rect x="48" y="56" width="20" height="12" rx="6"/><rect x="62" y="56" width="20" height="12" rx="6"/></g>`,
  },
  'bank-card': {
    label: 'Bank card',
    colours: ['#3b82f6', '#1e40af'],
    art: `<g transform="rotate(-10 48 48)">${bankCard(28, 26, '#bfdbfe')}</g>${bankCard(22, 36, '#fff')}`,
  },
  'alipay-style': {
    label: 'E-wallet',
    colours: ['#38bdf8', '#1d4ed8'],
    art: wallet(`<text x="38" y="60" text-anchor="middle" font-size="22" font-weight="900" fill="#1d4ed8">¥</text>`),
  },
  'wechat-style': {
    label: 'Chat wallet',
    colours: ['#4ade80', '#15803d'],
    art: wallet(
      `<path d="M28 42h22a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H38l-6 5v-5h-4a4 4 0 0 1-4-4v-8a4 4 0 0 1 4-4z" fill="#16a34a"/><text x="39" y="55" text-anchor="middle" font-size="11" font-weight="900" fill="#fff">¥</text>`,
    ),
  },
  usdt: {
    label: 'USDT',
    colours: ['#2dd4bf', '#0f766e'],
    art: `<circle cx="48" cy="48" r="30" fill="#26a17b" stroke="#fff" stroke-width="4"/><path d="M32 32h32v8H52v6c8 .6 13 2.3 13 4.5S60 54.4 52 55v13h-8V55c-8-.6-13-2.3-13-4.5S36 46.6 44 46v-6H32z" fill="#fff"/><ellipse cx="48" cy="50.5" rx="10" ry="2.2" fill="#26a17b"/>`,
  },
  cash: {
    label: 'Cash',
    colours: ['#fbbf24', '#c2410c'],
    art: `<rect x="18" y="30" width="56" height="32" rx="4" fill="#bbf7d0" transform="rotate(-8 46 46)"/><rect x="22" y="36" width="56" height="32" rx="4" fill="#fff"/><circle cx="50" cy="52" r="10" fill="#16a34a"/><text x="50" y="57" text-anchor="middle" font-size="14" font-weight="900" fill="#fff">¥</text>${coin(74, 70, 11)}`,
  },
  service: {
    label: 'Customer service',
    colours: ['#c084fc', '#7e22ce'],
    art: `<path d="M26 52v-6a22 22 0 0 1 44 0v6" stroke="#fff" stroke-width="6" fill="none"/><rect x="20" y="48" width="14" height="22" rx="6" fill="#fff"/><rect x="62" y="48" width="14" height="22" rx="6" fill="#fff"/><path d="M69 70q0 8-14 8" stroke="#fff" stroke-width="4" fill="none"/><rect x="46" y="74" width="12" height="8" rx="4" fill="#fde047"/>`,
  },
};

function tile(label: string, [from, to]: readonly [string, string], art: string): string {
  return svgDocument(
    96,
    96,
    label,
    `<defs><linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" rx="24" fill="url(#bg)"/>${art}`,
  );
}

export function payKindSvg(kind: PayKind): string {
  const { label, colours, art } = KINDS[kind];
  return tile(label, colours, art);
}

/** Short Chinese name and a colour close to each bank's own (invented shades, no logo). */
export const BANK_BADGES: Record<string, { short: string; colour: string }> = {
  FPS: { short: '转数快', colour: '#d6246e' },
  ICBC: { short: '工行', colour: '#c7000b' },
  CCB: { short: '建行', colour: '#0a4da2' },
  ABC: { short: '农行', colour: '#008c6e' },
  BOC: { short: '中行', colour: '#a7132a' },
  BOCOM: { short: '交行', colour: '#1d2c78' },
  CMB: { short: '招行', colour: '#c8102e' },
  PSBC: { short: '邮储', colour: '#007a3d' },
  CITIC: { short: '中信', colour: '#d7141a' },
  CEB: { short: '光大', colour: '#5b2a86' },
  HXB: { short: '华夏', colour: '#cf1f2e' },
  CMBC: { short: '民生', colour: '#00857c' },
  CGB: { short: '广发', colour: '#b8102a' },
  PAB: { short: '平安', colour: '#ec6b1b' },
  CIB: { short: '兴业', colour: '#0b3d91' },
  SPDB: { short: '浦发', colour: '#13316e' },
  CZB: { short: '浙商', colour: '#9e1b23' },
  BOB: { short: '北京', colour: '#d71e28' },
  BOS: { short: '上海', colour: '#c4161c' },
  HSB: { short: '恒生', colour: '#00704a' },
  BOCHK: { short: '中银', colour: '#8c1d2c' },
  HSBC: { short: '汇丰', colour: '#db0011' },
  SCB: { short: '渣打', colour: '#0073b6' },
};

/** A bank's badge: its short name in white on its colour, a light ring so same-coloured banks read as badges. */
export function bankBadgeSvg(code: string): string | null {
  const bank = BANK_BADGES[code];
  if (!bank) return null;
  const name = fitText(bank.short, { maxWidth: 80, maxLines: 1, size: 38, minSize: 20 });
  return svgDocument(
    96,
    96,
    bank.short,
    `<rect width="96" height="96" rx="24" fill="${escapeXml(bank.colour)}"/><circle cx="48" cy="48" r="40" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="3"/><path d="M0 70q48-18 96 0v2a24 24 0 0 1-24 24H24A24 24 0 0 1 0 72z" fill="#000" fill-opacity=".14"/>` +
      textLines(name, {
        x: 48,
        y: round(48 + name.fontSize * 0.36),
        lineHeight: 1,
        anchor: 'middle',
        attrs: 'font-weight="800" fill="#fff"',
      }),
  );
}
