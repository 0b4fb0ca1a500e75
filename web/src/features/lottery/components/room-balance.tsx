import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCentralBalance } from '@web/api/funds/get-wallet-list';
import { QueryState } from '@web/components/query-state';
import { formatMoney } from '@web/lib/money';

/** The central wallet's balance (the lottery plays from it), from the wallets query every money change refreshes. */
export function RoomBalance() {
  const { t } = useTranslation('lottery');
  const { balance } = useCentralBalance();
  return (
    // A div, not a p: the skeleton shown while loading is a div.
    <div className="lottery-balance">
      <span>{t('balance.label')}</span>{' '}
      <QueryState
        query={balance}
        label={t('balance.loading')}
        loading={<Skeleton.Title animated className="lottery-balance-skeleton" aria-label={t('balance.loading')} />}
        failure={() => <span>--</span>}
      >
        {(amount) => (
          <strong aria-live="polite" data-testid="central-balance">
            {formatMoney(amount)}
          </strong>
        )}
      </QueryState>
    </div>
  );
}
