import { TradeStatus, TradeType, type TradeRecord } from '@contracts/records/trades';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { tradeByOrderQuery, type DepositProgress } from '@web/api/records/get-trade-list';
import { ErrorBlock } from '@web/components/error-block';
import { QueryState } from '@web/components/query-state';
import { formatMoney } from '@web/lib/money';
import { invalidateMoney } from '@web/lib/money-keys';
import { useSession } from '@web/lib/use-session';
import { DepositDetails, DepositStatusCard } from './deposit-outcome';

const progressOf = (trade: TradeRecord): DepositProgress =>
  trade.status === TradeStatus.enum.completed ? 'approved' : trade.status === TradeStatus.enum.pending ? 'pending' : 'rejected';

/**
 * The pay page when this device no longer has the order (a new browser, another phone, storage
 * cleared): the server's record of it (record/getTradeList by order number) — amount, method, status
 * and what to do next — and a link to its transaction detail. The receiving account is not in the
 * record, so a pending order says how to get it rather than showing a guess.
 */
export function ServerDeposit({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(['wallet', 'common']);
  const record = useQuery(tradeByOrderQuery(useSession(), orderNo, { toast: false }));
  return (
    <QueryState query={record} label={t('pay.loading')} lines={4}>
      {(trade) => <ServerRecord trade={trade} refreshing={record.isFetching} onRefetch={() => void record.refetch()} />}
    </QueryState>
  );
}

function ServerRecord({ trade, refreshing, onRefetch }: { trade: TradeRecord | null; refreshing: boolean; onRefetch: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const queryClient = useQueryClient();
  if (!trade || trade.type !== TradeType.enum.deposit) {
    return (
      <div className="surface-card">
        <ErrorBlock status="empty" title={t('pay.notFound')} description={t('pay.notFoundHint')}>
          <div className="wallet-actions">
            <Link className="wallet-link-button secondary" to={routes.transactionRecord()}>
              {t('pay.toRecords')}
            </Link>
            <Link className="wallet-link-button" to={routes.recharge()}>
              {t('pay.depositAgain')}
            </Link>
          </div>
        </ErrorBlock>
      </div>
    );
  }
  const status = progressOf(trade);
  const refresh = () => {
    onRefetch();
    void invalidateMoney(queryClient);
  };
  return (
    <>
      <DepositStatusCard
        status={status}
        hint={t(`pay.server.hint.${status}`)}
        amount={trade.amount}
        refreshing={refreshing}
        onRefresh={refresh}
      >
        <p className="wallet-instructions">{t('pay.server.fromRecords')}</p>
      </DepositStatusCard>
      <DepositDetails
        orderNo={trade.orderNo}
        channel={trade.method}
        amount={trade.amount}
        createdAt={trade.createdAt}
        amountRows={
          trade.actualAmount !== trade.amount && <List.Item extra={formatMoney(trade.actualAmount)}>{t('pay.server.credited')}</List.Item>
        }
      >
        {trade.remark !== '' && <List.Item extra={trade.remark}>{t('pay.server.remark')}</List.Item>}
      </DepositDetails>
      <div className="wallet-actions surface-card">
        <Link className="wallet-link-button" to={routes.transactionDetail({ orderNo: trade.orderNo })}>
          {t('pay.server.toDetail')}
        </Link>
        <Link className="wallet-link-button secondary" to={routes.recharge()}>
          {t('pay.depositAgain')}
        </Link>
      </div>
    </>
  );
}
