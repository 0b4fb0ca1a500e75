import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes, titleKeyOf, type AppRoute } from '@web/app/routes';
import { CrownIcon, DepositIcon, RefreshIcon, TransferIcon, WithdrawIcon } from '@web/components/icons';
import { useCentralBalance } from '@web/api/funds/get-wallet-list';
import { QueryState } from '@web/components/query-state';
import { formatMoney } from '@web/lib/money';
import { invalidateMoney } from '@web/lib/money-keys';

const QUICK_ACTIONS: { route: AppRoute<Record<string, never>>; Icon: ComponentType<SVGProps<SVGSVGElement>>; chip: string }[] = [
  { route: routes.recharge, Icon: DepositIcon, chip: 'icon-chip-orange' },
  { route: routes.withdrawal, Icon: WithdrawIcon, chip: 'icon-chip-green' },
  { route: routes.transfer, Icon: TransferIcon, chip: 'icon-chip-teal' },
  { route: routes.vip, Icon: CrownIcon, chip: 'icon-chip-gold' },
];

/**
 * A player's card on the home, one row high: the central wallet's balance (the wallet list every money page
 * shares) with a refresh, and the quick actions as colour chips. Every row has a fixed height and the amount's
 * placeholder is the amount's size, so the card does not move when the balance arrives. While a
 * refresh runs the figure is a placeholder, never an old number that looks new.
 */
export default function HomeWallet() {
  const { t } = useTranslation(['brand', 'routes']);
  const queryClient = useQueryClient();
  const { balance, refreshing } = useCentralBalance();
  return (
    <section className="home-wallet" aria-labelledby="home-wallet-label">
      <div className="home-wallet-balance">
        <div className="home-wallet-head">
          <h2 id="home-wallet-label" className="home-wallet-label">
            {t('wallet.label')}
          </h2>
          <button
            type="button"
            className="icon-button home-wallet-refresh"
            aria-label={t('wallet.refresh')}
            disabled={refreshing}
            onClick={() => void invalidateMoney(queryClient)}
          >
            <RefreshIcon aria-hidden="true" className={refreshing ? 'spinning' : undefined} />
          </button>
        </div>
        <QueryState
          query={balance}
          label={t('wallet.loading')}
          loading={<span className="home-wallet-amount home-wallet-amount-pending" role="status" aria-label={t('wallet.loading')} />}
          failure={() => (
            <p className="home-wallet-amount" aria-live="polite" data-testid="home-balance">
              <span aria-hidden="true">¥--</span>
              <span className="visually-hidden">{t('wallet.unavailable')}</span>
            </p>
          )}
        >
          {(amount) => (
            <p className="home-wallet-amount" aria-live="polite" data-testid="home-balance">
              {formatMoney(amount)}
            </p>
          )}
        </QueryState>
      </div>
      <nav aria-label={t('actions.label')}>
        <ul className="home-actions">
          {QUICK_ACTIONS.map(({ route, Icon, chip }) => (
            <li key={route.path}>
              <Link to={route()}>
                <span className={`home-action-icon icon-chip ${chip}`} aria-hidden="true">
                  <Icon />
                </span>
                {t(`routes:${titleKeyOf(route.path)}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
