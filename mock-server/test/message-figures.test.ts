import { translateValidation, validationEn, validationZhHans } from '@contracts';
import { describe, expect, it } from 'vitest';
import { translate } from '@mock/core/errors';
import { messages } from '@mock/messages';
import { HELP_CATEGORIES } from '@mock/areas/help/articles';
// The deposit area writes the help centre's deposit guide (from its channels) when it loads, as it does in the app.
import '@mock/areas/deposit/area';
import { CONTENT } from '@mock/areas/promotions/rich-texts';

/*
 * Amounts and percentages in messages read as the web shows them: "¥1,000.00" through the one money
 * formatter, "1.5%" through the one percent formatter. A template names the format (`{{min, money}}`)
 * instead of writing "¥{{min}}" around a raw wire value, and never puts a space before "%".
 */
const catalogs = {
  'mock en': messages.en,
  'mock zh_hans': messages.zh_hans,
  'contract en': validationEn,
  'contract zh_hans': validationZhHans,
};

describe('figures in messages', () => {
  it.each(Object.entries(catalogs))('%s: no hand-made "¥{{…}}" and no space before a percent sign', (_, catalog) => {
    const slips = Object.entries(catalog).filter(([, text]) => /¥\{\{|\d %|\}\} ?%/.test(text));
    expect(slips).toEqual([]);
  });

  it("the help articles and the promotions' pages write a percentage without a space too", () => {
    const texts = [
      ...HELP_CATEGORIES.flatMap((c) => c.articles.flatMap((a) => [a.content.en, a.content.zh_hans])),
      ...Object.values(CONTENT).flatMap((c) => [c.en, c.zh_hans]),
    ];
    expect(texts.filter((text) => /\d %/.test(text))).toEqual([]);
  });

  it('a channel minimum reads with thousands separators, in both languages, from either catalog', () => {
    expect(translateValidation('amount.min', 'zh_hans', { min: '1000.00' })).toBe('金额不能低于 ¥1,000.00');
    expect(translateValidation('amount.max', 'en', { max: '50000.00' })).toBe('The amount must be at most ¥50,000.00');
    expect(translate('play.stakeRange', 'zh_hans', { min: '1.00', max: '50000.00' })).toBe('投注金额须在 ¥1.00 至 ¥50,000.00 之间');
    expect(translate('interest.cap', 'en', { max: '1000000.00', room: '2500.50' })).toBe(
      'The interest balance holds at most ¥1,000,000.00: you can transfer in up to ¥2,500.50 more',
    );
  });

  it('a percentage has no space before its sign in either language', () => {
    expect(translate('promotion.terms.rebateDay.reward', 'en', { rate: '1.2', cap: '2888.00' })).toBe(
      "1.2% of yesterday's valid bets, up to ¥2,888.00",
    );
    expect(translate('partner.approvedText', 'zh_hans', { rate: '1' })).toContain('有效流水的 1%。');
  });
});
