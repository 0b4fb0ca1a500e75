import type { TradeRecord } from '@contracts/records/trades';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { moneyLogByOrderQuery } from '@web/api/records/get-money-log-list';
import { tradeByOrderQuery } from '@web/api/records/get-trade-list';
import { ErrorBlock } from '@web/components/error-block';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { LoadError } from '@web/components/query-state';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { OrderMovements, OrderSummary, TradeDetail } from '../components/trade-detail';
import '../records.css';

export default function TransactionDetailPage(props: PageProps) {
  return (
    <FeatureStrings ns="records">
      <TransactionDetail {...props} />
    </FeatureStrings>
  );
}

/**
 * mine/transactionDetail?orderNo=…: one transaction and the balance changes it made. Opened from the
 * transaction records it has the row; otherwise (the money log, the pay page, a reload) the server's
 * record is read by order number. An order that is no transaction (a bet) shows its balance changes.
 */
function TransactionDetail({ titleKey }: PageProps) {
  const { t } = useTranslation('records');
  const viewer = useSession();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const passed = (useLocation().state as { trade?: TradeRecord } | null)?.trade;
  const initial = passed?.orderNo === orderNo ? passed : undefined;
  const trade = useQuery({ ...tradeByOrderQuery(viewer, orderNo), ...(initial ? { initialData: initial } : {}) });
  const movements = useQuery(moneyLogByOrderQuery(viewer, orderNo));

  const notFound = orderNo === '' || (trade.data === null && movements.data?.length === 0);
  const firstEntry = movements.data?.[movements.data.length - 1];
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="records-page">
        {notFound ? (
          <ErrorBlock status="empty" title={t('detail.notFound')} description={t('detail.notFoundHint')} className="records-state">
            <Link to={routes.transactionRecord()} className="text-link">
              {t('detail.toRecords')}
            </Link>
          </ErrorBlock>
        ) : trade.isError || movements.isError ? (
          <LoadError error={trade.error ?? movements.error} className="records-state" onRetry={() => void (trade.isError ? trade.refetch() : movements.refetch())} />
        ) : trade.data === undefined || movements.data === undefined ? (
          <div className="records-loading" aria-busy="true" aria-label={t('common:loading')}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : (
          <>
            {trade.data ? <TradeDetail trade={trade.data} /> : firstEntry && <OrderSummary entry={firstEntry} />}
            <OrderMovements entries={movements.data} />
          </>
        )}
      </div>
    </Page>
  );
}
