import { TradeStatus, TradeType, type TradeRecord } from '@contracts/records/trades';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Result, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { tradeByOrderQuery } from '@web/api/records/get-trade-list';
import { CopyButton } from '@web/components/copy-button';
import { ErrorBlock } from '@web/components/error-block';
import { LoadError } from '@web/components/query-state';
import { formatMoney } from '@web/lib/money';
import { invalidateMoney } from '@web/lib/money-keys';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';

type Progress = 'pending' | 'approved' | 'rejected';
const progressOf = (trade: TradeRecord): Progress =>
  trade.status === TradeStatus.enum.completed ? 'approved' : trade.status === TradeStatus.enum.pending ? 'pending' : 'rejected';

/**
 * The pay page when this device no longer has the order (a new browser, another phone, storage
 * cleared): the server's record of it (record/getTradeList by order number) — amount, method, status
 * and what to do next — and a link to its transaction detail. The receiving account is not in the
 * record, so a pending order says how to get it rather than showing a guess.
 */
export function ServerDeposit({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(['wallet', 'common']);
  const queryClient = useQueryClient();
  const record = useQuery(tradeByOrderQuery(useSession(), orderNo, { toast: false }));

  if (record.isPending) {
    return (
      <div className="surface-card" aria-busy="true" aria-label={t('pay.loading')}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  if (record.isError) {
    return (
      <div className="surface-card">
        <LoadError error={record.error} onRetry={() => void record.refetch()} size="small" />
      </div>
    );
  }
  const trade = record.data;
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
    void record.refetch();
    void invalidateMoney(queryClient);
  };
  return (
    <>
      <section className="surface-card" aria-labelledby="pay-status">
        <Result
          status={status === 'approved' ? 'success' : status === 'rejected' ? 'error' : 'waiting'}
          title={
            <span id="pay-status" role="status">
              {t(`pay.status.${status}`)}
            </span>
          }
          description={t(`pay.server.hint.${status}`)}
        />
        <p className="wallet-pay-amount">{formatMoney(trade.amount)}</p>
        <p className="wallet-instructions">{t('pay.server.fromRecords')}</p>
        <div className="wallet-actions">
          <Button color="primary" fill="outline" onClick={refresh} loading={record.isFetching} disabled={record.isFetching}>
            {t('pay.refresh')}
          </Button>
        </div>
      </section>
      <List className="wallet-list" header={t('pay.details')}>
        <List.Item
          extra={
            <span className="wallet-mono">
              {trade.orderNo} <CopyButton text={trade.orderNo} label={t('pay.copyOrder')} />
            </span>
          }
        >
          {t('fields:orderNo')}
        </List.Item>
        <List.Item extra={trade.method}>{t('fields:channelId')}</List.Item>
        <List.Item extra={formatMoney(trade.amount)}>{t('fields:amount')}</List.Item>
        {trade.actualAmount !== trade.amount && <List.Item extra={formatMoney(trade.actualAmount)}>{t('pay.server.credited')}</List.Item>}
        <List.Item extra={formatPlatformTime(trade.createdAt)}>{t('pay.createdAt')}</List.Item>
        {trade.remark !== '' && <List.Item extra={trade.remark}>{t('pay.server.remark')}</List.Item>}
      </List>
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
