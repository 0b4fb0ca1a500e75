import { promotionFrequencyLabels, type PromotionTerms as Terms } from '@contracts/promotions/activity';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';

/** The terms a player needs before the fine print: bonus, who qualifies, turnover, maximum, how often. */
export function PromotionTerms({ terms }: { terms: Terms }) {
  const { t } = useTranslation('promotions');
  const { lang } = useSession();
  return (
    <section className="surface-card" aria-labelledby="promo-terms-title">
      <h2 id="promo-terms-title" className="promo-section-title">
        {t('terms.title')}
      </h2>
      <dl className="promo-terms">
        <div>
          <dt>{t('terms.reward')}</dt>
          <dd>{terms.reward}</dd>
        </div>
        <div>
          <dt>{t('terms.eligibility')}</dt>
          <dd>{terms.eligibility}</dd>
        </div>
        <div className="promo-terms-turnover">
          <dt>{t('terms.turnover')}</dt>
          <dd>{terms.turnoverMultiple === 0 ? t('terms.turnoverNone') : t('terms.turnoverValue', { multiple: terms.turnoverMultiple })}</dd>
        </div>
        {terms.maxBonus !== null && (
          <div>
            <dt>{t('terms.max')}</dt>
            <dd>{formatMoney(terms.maxBonus)}</dd>
          </div>
        )}
        {terms.frequency !== null && (
          <div>
            <dt>{t('terms.frequency')}</dt>
            <dd>{promotionFrequencyLabels[terms.frequency][lang]}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
