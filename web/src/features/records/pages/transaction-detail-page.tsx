import type { TradeRecord } from '@contracts/records/trades';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { moneyLogByOrderQuery } from '@web/api/records/get-money-log-list';
import { tradeByOrderQuery } from '@web/api/records/get-trade-list';
import { DetailFrame, NotFound } from '@web/components/detail-frame';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { allOf } from '@web/components/query-state';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { recordsListLook } from '../components/records-look';
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

  const both = allOf(trade, movements);
  // Neither a transaction nor a balance change under this number: nothing to show.
  const found = { ...both, data: both.data && (both.data[0] === null && both.data[1].length === 0 ? null : both.data) };
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="records-page">
        <DetailFrame
          query={found}
          named={orderNo !== ''}
          notFound={() => (
            <NotFound title={t('detail.notFound')} description={t('detail.notFoundHint')} className="records-state">
              <Link to={routes.transactionRecord()} className="text-link">
                {t('detail.toRecords')}
              </Link>
            </NotFound>
          )}
          label={t('common:loading')}
          lines={6}
          look={recordsListLook}
        >
          {([record, entries]) => {
            const firstEntry = entries[entries.length - 1];
            return (
              <>
                {record ? <TradeDetail trade={record} /> : firstEntry && <OrderSummary entry={firstEntry} />}
                <OrderMovements entries={entries} />
              </>
            );
          }}
        </DetailFrame>
      </div>
    </Page>
  );
}
