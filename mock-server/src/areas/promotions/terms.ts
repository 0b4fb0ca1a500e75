import { fromFen, type Lang } from '@contracts';
import type { PromotionTerms } from '@contracts/promotions/activity';
import { translate, type ErrorKey } from '../../core/errors';
import type { PromotionRecord, PromotionRule } from './schemas';
import { frequencyOf } from './standing';

/** A rate in basis points as the terms write it: 120 → "1.2", 80 → "0.8". */
const percentOf = (bp: number) => String(bp / 100);

/** The reward and eligibility sentences of a rule (message keys and their figures), so terms and checks share numbers. */
function sentences(rule: PromotionRule): {
  reward: [ErrorKey, Record<string, string | number>];
  eligibility: [ErrorKey, Record<string, string | number>];
  maxFen: number;
} {
  switch (rule.kind) {
    case 'firstDeposit':
      return {
        reward: ['promotion.terms.firstDeposit.reward', { percent: rule.percent, cap: fromFen(rule.capFen) }],
        eligibility: ['promotion.terms.firstDeposit.eligibility', { min: fromFen(rule.minDepositFen), days: rule.withinDays }],
        maxFen: rule.capFen,
      };
    case 'depositInPeriod':
      return {
        reward: ['promotion.terms.depositInPeriod.reward', { bonus: fromFen(rule.bonusFen) }],
        eligibility: ['promotion.terms.depositInPeriod.eligibility', { min: fromFen(rule.minFen) }],
        maxFen: rule.bonusFen,
      };
    case 'depositToday':
      return {
        reward: ['promotion.terms.depositToday.reward', { bonus: fromFen(rule.bonusFen) }],
        eligibility: ['promotion.terms.depositToday.eligibility', { min: fromFen(rule.minFen) }],
        maxFen: rule.bonusFen,
      };
    case 'betRebate': {
      const which = rule.window === 'day' ? 'rebateDay' : 'rebateWeek';
      return {
        reward: [`promotion.terms.${which}.reward`, { rate: percentOf(rule.rateBp), cap: fromFen(rule.capFen) }],
        eligibility: [`promotion.terms.${which}.eligibility`, { min: fromFen(rule.minBetFen) }],
        maxFen: rule.capFen,
      };
    }
    case 'vipLevel':
      return {
        reward: ['promotion.terms.vipLevel.reward', { bonus: fromFen(rule.bonusFen) }],
        eligibility: ['promotion.terms.vipLevel.eligibility', { min: rule.minLevel }],
        maxFen: rule.bonusFen,
      };
  }
}

/** The terms shown up front, in the request language: written from the rule the server checks, or as stored. */
export function termsOf(promotion: PromotionRecord, lang: Lang): PromotionTerms {
  const { rule } = promotion;
  if (rule === null) {
    const info = promotion.infoTerms;
    if (!info) throw new Error(`promotion ${promotion.id} has neither a rule nor terms`);
    return {
      reward: info.reward[lang],
      eligibility: info.eligibility[lang],
      turnoverMultiple: promotion.turnoverMultiple,
      maxBonus: null,
      frequency: null,
    };
  }
  const { reward, eligibility, maxFen } = sentences(rule);
  return {
    reward: translate(reward[0], lang, reward[1]),
    eligibility: translate(eligibility[0], lang, eligibility[1]),
    turnoverMultiple: promotion.turnoverMultiple,
    maxBonus: fromFen(maxFen),
    frequency: frequencyOf(rule),
  };
}
