import { CENTRAL_WALLET } from '@contracts/funds/wallet-codes';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { walletListQuery } from '@web/api/funds/get-wallet-list';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';

/** The central wallet's balance (the lottery plays from it), from the wallets query every money change refreshes. */
export function RoomBalance() {
  const { t } = useTranslation('lottery');
  const wallets = useQuery(walletListQuery(useSession()));
  const central = wallets.data?.wallets.find((w) => w.code === CENTRAL_WALLET);
  return (
    // A div, not a p: the skeleton shown while loading is a div.
    <div className="lottery-balance">
      <span>{t('balance.label')}</span>{' '}
      {wallets.isError ? (
        <span>--</span>
      ) : central ? (
        <strong aria-live="polite" data-testid="central-balance">
          {formatMoney(central.balance)}
        </strong>
      ) : (
        <Skeleton.Title animated className="lottery-balance-skeleton" aria-label={t('balance.loading')} />
      )}
    </div>
  );
}
