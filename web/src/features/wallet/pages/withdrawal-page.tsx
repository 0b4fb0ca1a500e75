import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { withdrawOverviewQuery } from '@web/api/withdrawal/get-withdraw-list';
import { BalanceBar } from '../components/balance-bar';
import { QueryState } from '@web/components/query-state';
import { RecentWithdrawals } from '../components/recent-withdrawals';
import { WithdrawForm } from '../components/withdraw-form';
import '../wallet.css';
import { useSession } from '@web/lib/use-session';

/**
 * Withdrawal: method and payee, daily quota, fees and the actual amount (contract quoteWithdrawal),
 * the turnover warning, the PIN pad; guides to set the password or bind a payee first.
 */
export default function WithdrawalPage({ titleKey }: PageProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const overview = useQuery(withdrawOverviewQuery(useSession()));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <BalanceBar label={t('withdraw.balance')} />
      <QueryState query={overview} label={t('withdraw.loading')} lines={6}>
        {(info) => <WithdrawForm overview={info} />}
      </QueryState>
      <RecentWithdrawals />
    </Page>
  );
}
