import type { Lang } from '@contracts';
import type { Bank } from '@contracts/withdrawal/payees';
import { bankBadgeUrl } from '../funds';

/** Spec §9: 23 banks including the fast-payment (FPS) option, in display order. */
const BANKS: ReadonlyArray<{ code: string; name: Record<Lang, string> }> = [
  { code: 'FPS', name: { en: 'FPS (Faster Payment System)', zh_hans: '转数快（FPS）' } },
  { code: 'ICBC', name: { en: 'Industrial and Commercial Bank of China', zh_hans: '中国工商银行' } },
  { code: 'CCB', name: { en: 'China Construction Bank', zh_hans: '中国建设银行' } },
  { code: 'ABC', name: { en: 'Agricultural Bank of China', zh_hans: '中国农业银行' } },
  { code: 'BOC', name: { en: 'Bank of China', zh_hans: '中国银行' } },
  { code: 'BOCOM', name: { en: 'Bank of Communications', zh_hans: '交通银行' } },
  { code: 'CMB', name: { en: 'China Merchants Bank', zh_hans: '招商银行' } },
  { code: 'PSBC', name: { en: 'Postal Savings Bank of China', zh_hans: '中国邮政储蓄银行' } },
  { code: 'CITIC', name: { en: 'China CITIC Bank', zh_hans: '中信银行' } },
  { code: 'CEB', name: { en: 'China Everbright Bank', zh_hans: '中国光大银行' } },
  { code: 'HXB', name: { en: 'Hua Xia Bank', zh_hans: '华夏银行' } },
  { code: 'CMBC', name: { en: 'China Minsheng Bank', zh_hans: '中国民生银行' } },
  { code: 'CGB', name: { en: 'China Guangfa Bank', zh_hans: '广发银行' } },
  { code: 'PAB', name: { en: 'Ping An Bank', zh_hans: '平安银行' } },
  { code: 'CIB', name: { en: 'Industrial Bank', zh_hans: '兴业银行' } },
  { code: 'SPDB', name: { en: 'Shanghai Pudong Development Bank', zh_hans: '浦发银行' } },
  { code: 'CZB', name: { en: 'China Zheshang Bank', zh_hans: '浙商银行' } },
  { code: 'BOB', name: { en: 'Bank of Beijing', zh_hans: '北京银行' } },
  { code: 'BOS', name: { en: 'Bank of Shanghai', zh_hans: '上海银行' } },
  { code: 'HSB', name: { en: 'Hang Seng Bank', zh_hans: '恒生银行' } },
  { code: 'BOCHK', name: { en: 'Bank of China (Hong Kong)', zh_hans: '中银香港' } },
  { code: 'HSBC', name: { en: 'HSBC Hong Kong', zh_hans: '香港汇丰银行' } },
  { code: 'SCB', name: { en: 'Standard Chartered Hong Kong', zh_hans: '渣打银行（香港）' } },
];

export function bankList(lang: Lang): Bank[] {
  return BANKS.map((bank, index) => ({ id: index + 1, name: bank.name[lang], code: bank.code, logo: bankBadgeUrl(bank.code) }));
}

export function findBank(id: number, lang: Lang): Bank | undefined {
  return bankList(lang).find((bank) => bank.id === id);
}
