import { ledgerTypeLabels, type LedgerEntry } from '@contracts/records/money-log';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { formatMoney, signedMoney, winLossTone } from '@web/lib/money';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';

/** One balance change: its type, wallet and remark, the signed amount and the balance after it; opens its order's detail. */
export const MoneyLogItem = memo(function MoneyLogItem({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('records');
  const { lang } = useSession();
  return (
    <li>
      <Link className="records-row" to={routes.transactionDetail({ orderNo: entry.orderNo })}>
        <span className="records-row-main">
          <span className="records-row-title">{ledgerTypeLabels[entry.type][lang]}</span>
          <span className="records-row-meta">
            {entry.walletName}
            {entry.remark ? ` · ${entry.remark}` : ''}
          </span>
          <span className="records-row-meta">{formatPlatformTime(entry.createdAt)}</span>
        </span>
        <span className="records-row-side">
          <span className={`records-amount records-amount-${winLossTone(entry.amount)}`}>
            <span className="visually-hidden">{t('fields.amount')} </span>
            {signedMoney(entry.amount)}
          </span>
          <span className="records-row-meta">{t('log.after', { amount: formatMoney(entry.after) })}</span>
        </span>
      </Link>
    </li>
  );
});
