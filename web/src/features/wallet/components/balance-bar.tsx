import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { invalidateMoney } from '@web/lib/money-keys';
import { useCentralBalance } from '@web/api/funds/get-wallet-list';
import { QueryState } from '@web/components/query-state';

/**
 * The central wallet balance with a refresh button. The refresh reloads every money query; while it
 * runs the old figure is hidden behind a skeleton, so the player never reads a stale number as new.
 */
export function BalanceBar({ label }: { label?: string }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const { balance, refreshing } = useCentralBalance();
  return (
    <section className="wallet-balance" aria-labelledby="wallet-balance-label">
      <div>
        <h2 id="wallet-balance-label" className="wallet-balance-label">
          {label ?? t('balance.central')}
        </h2>
        <QueryState
          query={balance}
          label={t('balance.loading')}
          loading={<Skeleton.Title animated className="wallet-balance-skeleton" aria-label={t('balance.loading')} />}
          failure={() => <p className="wallet-balance-amount">--</p>}
        >
          {(amount) => (
            <p className="wallet-balance-amount" aria-live="polite" data-testid="central-balance">
              {formatMoney(amount)}
            </p>
          )}
        </QueryState>
      </div>
      <button
        type="button"
        className="icon-button wallet-balance-refresh"
        aria-label={t('balance.refresh')}
        disabled={refreshing}
        onClick={() => void invalidateMoney(queryClient)}
      >
        <RedoOutline aria-hidden="true" className={refreshing ? 'spinning' : undefined} />
      </button>
    </section>
  );
}
