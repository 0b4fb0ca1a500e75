import { tradeTypeLabels, type TradeRecord } from '@contracts/records/trades';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';
import { TradeAmount } from './trade-amount';
import { TradeStatusTag } from './trade-status';

/** One transaction in the list: a link to its detail, carrying the row so the page needs no call. */
export const TradeItem = memo(function TradeItem({ trade }: { trade: TradeRecord }) {
  const { t } = useTranslation('records');
  const { lang } = useSession();
  return (
    <li>
      <Link className="records-row" to={routes.transactionDetail({ orderNo: trade.orderNo })} state={{ trade }}>
        <span className="records-row-main">
          <span className="records-row-title">{tradeTypeLabels[trade.type][lang]}</span>
          <span className="records-row-meta">{trade.method}</span>
          <span className="records-row-meta">{formatPlatformTime(trade.createdAt)}</span>
        </span>
        <span className="records-row-side">
          <span className="records-amount-cell">
            <span className="visually-hidden">{t('fields.amount')} </span>
            <TradeAmount trade={trade} className="records-amount" />
          </span>
          <TradeStatusTag status={trade.status} />
        </span>
      </Link>
    </li>
  );
});
