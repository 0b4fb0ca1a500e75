import { CENTRAL_WALLET } from '@contracts/funds/wallets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { invalidateMoney } from '@web/lib/money-keys';
import { walletListQuery } from '@web/api/funds/get-wallet-list';
import { useSession } from '@web/lib/use-session';

/**
 * The central wallet balance with a refresh button. The refresh reloads every money query; while it
 * runs the old figure is hidden behind a skeleton, so the player never reads a stale number as new.
 */
export function BalanceBar({ label }: { label?: string }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const wallets = useQuery(walletListQuery(useSession()));
  const central = wallets.data?.wallets.find((w) => w.code === CENTRAL_WALLET);
  const refreshing = wallets.isFetching;
  return (
    <section className="wallet-balance" aria-labelledby="wallet-balance-label">
      <div>
        <h2 id="wallet-balance-label" className="wallet-balance-label">
          {label ?? t('balance.central')}
        </h2>
        {wallets.isError ? (
          <p className="wallet-balance-amount">--</p>
        ) : refreshing || !central ? (
          <Skeleton.Title animated className="wallet-balance-skeleton" aria-label={t('balance.loading')} />
        ) : (
          <p className="wallet-balance-amount" aria-live="polite" data-testid="central-balance">
            {formatMoney(central.balance)}
          </p>
        )}
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
