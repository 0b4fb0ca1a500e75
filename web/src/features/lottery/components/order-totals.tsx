import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { Section } from '@web/components/section';

/** The totals of the whole query (every page), as the server sums them. */
export function OrderTotals({ count, stake, payout }: { count: number; stake: string; payout: string }) {
  const { t } = useTranslation('orders');
  return (
    <Section title={t('totals.title')} className="order-totals" titleClassName="visually-hidden">
      <dl>
        <div>
          <dt>{t('totals.count')}</dt>
          <dd data-testid="order-count">{count}</dd>
        </div>
        <div>
          <dt>{t('totals.stake')}</dt>
          <dd data-testid="order-stake">{formatMoney(stake)}</dd>
        </div>
        <div>
          <dt>{t('totals.payout')}</dt>
          <dd data-testid="order-payout">{formatMoney(payout)}</dd>
        </div>
      </dl>
    </Section>
  );
}
