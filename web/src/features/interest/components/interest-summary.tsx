import type { InterestData } from '@contracts/interest/interest';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useInterestReceive } from '@web/api/interest/receive';
import { formatMoney } from '@web/lib/money';
import { showToast } from '@web/lib/toast';

/**
 * The interest balance at a glance: principal, the flexible rate, yesterday's and total earnings, and
 * the receivable with its Receive button (disabled at 0: the server would refuse).
 */
export function InterestSummary({ data }: { data: InterestData }) {
  const { t } = useTranslation('interest');
  const receive = useInterestReceive();
  const nothing = data.receivable === '0.00';
  const run = async () => {
    try {
      const result = await receive.mutateAsync();
      void showToast(t('summary.received', { amount: formatMoney(result.amount) }));
    } catch {
      // The request client has shown the server's message.
    }
  };
  return (
    <section className="surface-card interest-summary" aria-labelledby="interest-principal-label">
      <h2 id="interest-principal-label" className="interest-label">
        {t('summary.principal')}
      </h2>
      <p className="interest-principal" data-testid="interest-principal">
        {formatMoney(data.principal)}
      </p>
      <dl className="interest-figures">
        <div>
          <dt>{t('summary.rate')}</dt>
          <dd>{t('summary.ratePercent', { rate: data.annualRate })}</dd>
        </div>
        <div>
          <dt>{t('summary.yesterday')}</dt>
          <dd data-testid="interest-yesterday">{formatMoney(data.yesterdayEarnings)}</dd>
        </div>
        <div>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="interest-total">{formatMoney(data.totalEarnings)}</dd>
        </div>
      </dl>
      <div className="interest-receivable">
        <div>
          <span className="interest-label">{t('summary.receivable')}</span>
          <span className="interest-receivable-amount" data-testid="interest-receivable">
            {formatMoney(data.receivable)}
          </span>
        </div>
        <Button color="primary" onClick={() => void run()} loading={receive.isPending} disabled={nothing || receive.isPending}>
          {t('summary.receive')}
        </Button>
      </div>
      {nothing && <p className="interest-hint">{t('summary.nothingYet')}</p>}
    </section>
  );
}
