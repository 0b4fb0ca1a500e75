import type { Lang } from '@contracts';
import type { InterestType } from '@contracts/interest/interest';

/**
 * The interest products. Rates are kept as integers in millionths (36_500 = 3.65 %) so the daily
 * interest is integer arithmetic (accrual.ts); the wire's percent string is derived from them.
 */
export interface InterestProduct {
  id: number;
  name: Record<Lang, string>;
  description: Record<Lang, string>;
  periodDays: number;
  /** Annual rate in millionths of the principal. */
  rateMicro: number;
  minFen: number;
}

export const FLEXIBLE_ID = 1;

export const PRODUCTS: readonly InterestProduct[] = [
  {
    id: FLEXIBLE_ID,
    name: { en: 'Flexible', zh_hans: '活期' },
    description: {
      en: 'Transfer out at any time. Interest is credited daily at midnight, from the first full day held.',
      zh_hans: '随时可转出。每日零点计息，自转入次日起算。',
    },
    periodDays: 0,
    rateMicro: 36_500,
    minFen: 100,
  },
  {
    id: 2,
    name: { en: '7-day term', zh_hans: '7天定期' },
    description: {
      en: 'Locked for 7 days at a higher rate, then it returns to the flexible balance.',
      zh_hans: '锁定 7 天，利率更高；到期后转为活期。',
    },
    periodDays: 7,
    rateMicro: 50_000,
    minFen: 10_000,
  },
  {
    id: 3,
    name: { en: '30-day term', zh_hans: '30天定期' },
    description: {
      en: 'Locked for 30 days at the best rate, then it returns to the flexible balance.',
      zh_hans: '锁定 30 天，利率最高；到期后转为活期。',
    },
    periodDays: 30,
    rateMicro: 73_000,
    minFen: 100_000,
  },
];

export function findProduct(id: number): InterestProduct | undefined {
  return PRODUCTS.find((p) => p.id === id);
}

export function productOf(id: number): InterestProduct {
  const product = findProduct(id);
  if (!product) throw new Error(`no interest product ${id}`);
  return product;
}

/** 36_500 millionths → "3.65" (percent, trailing zeros dropped). */
export function percentOf(rateMicro: number): string {
  const whole = Math.floor(rateMicro / 10_000);
  const frac = String(rateMicro % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

export function productView(product: InterestProduct, lang: Lang, minAmount: string): InterestType {
  return {
    id: product.id,
    name: product.name[lang],
    periodDays: product.periodDays,
    annualRate: percentOf(product.rateMicro),
    minAmount,
    description: product.description[lang],
  };
}
