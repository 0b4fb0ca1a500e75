import { ledgerTypeLabels, type LedgerEntry } from '@contracts/records/money-log';
import { TradeStatus, TradeType, tradeTypeLabels, type TradeRecord } from '@contracts/records/trades';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@web/components/copy-button';
import { FactsList, type Facts } from '@web/components/facts-list';
import { formatMoney, signedMoney, winLossTone } from '@web/lib/money';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';
import { TradeAmount } from './trade-amount';
import { TradeStatusTag } from './trade-status';
import { Section } from '@web/components/section';

function OrderNo({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('records');
  return (
    <span className="records-mono">
      {orderNo} <CopyButton text={orderNo} label={t('detail.copyOrderNo')} />
    </span>
  );
}

/** A transaction with every field the server gives: type, status, amounts, method, times, remark. */
export function TradeDetail({ trade }: { trade: TradeRecord }) {
  const { t } = useTranslation('records');
  const { lang } = useSession();
  const rows: Facts = [
    [t('fields.orderNo'), <OrderNo orderNo={trade.orderNo} />],
    [t('fields.type'), tradeTypeLabels[trade.type][lang]],
    [t('fields.method'), trade.method],
    [t('fields.amount'), formatMoney(trade.amount)],
    [t('fields.fee'), formatMoney(trade.fee)],
    [t('fields.actualAmount'), formatMoney(trade.actualAmount)],
    [t('fields.status'), <TradeStatusTag status={trade.status} />],
    [t('fields.createdAt'), formatPlatformTime(trade.createdAt)],
    [t('fields.finishedAt'), trade.finishedAt ? formatPlatformTime(trade.finishedAt) : t('detail.notFinished')],
  ];
  if (trade.remark) rows.push([t('fields.remark'), trade.remark]);
  return (
    <article className="surface-card" aria-labelledby="records-detail-title">
      <div className="records-detail-head">
        <h2 id="records-detail-title">{tradeTypeLabels[trade.type][lang]}</h2>
        <TradeStatusTag status={trade.status} />
      </div>
      <p className="records-detail-amount-line">
        <TradeAmount trade={trade} className="records-detail-amount" />
      </p>
      {trade.status === TradeStatus.enum.pending && (
        <p className="records-detail-hint">{t(trade.type === TradeType.enum.deposit ? 'detail.pendingDeposit' : 'detail.pending')}</p>
      )}
      <FactsList rows={rows} className="records-facts" />
    </article>
  );
}

/** An order that is no transaction of its own (a bet, a payout): its order number and time. */
export function OrderSummary({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('records');
  const { lang } = useSession();
  const rows: Facts = [
    [t('fields.orderNo'), <OrderNo orderNo={entry.orderNo} />],
    [t('fields.createdAt'), formatPlatformTime(entry.createdAt)],
  ];
  if (entry.remark) rows.push([t('fields.remark'), entry.remark]);
  return (
    <article className="surface-card" aria-labelledby="records-detail-title">
      <div className="records-detail-head">
        <h2 id="records-detail-title">{ledgerTypeLabels[entry.type][lang]}</h2>
      </div>
      <FactsList rows={rows} className="records-facts" />
    </article>
  );
}

/** The balance changes the order made, oldest first: type, wallet, signed amount, balance after. */
export function OrderMovements({ entries }: { entries: LedgerEntry[] }) {
  const { t } = useTranslation('records');
  const { lang } = useSession();
  return (
    <Section title={t('detail.movements')} className="surface-card" titleClassName="records-card-title">
      {entries.length === 0 ? (
        <p className="records-detail-hint">{t('detail.noMovements')}</p>
      ) : (
        <ul className="records-movements">
          {[...entries].reverse().map((entry) => (
            <li key={entry.id}>
              <span className="records-row-main">
                <span className="records-row-title">{ledgerTypeLabels[entry.type][lang]}</span>
                <span className="records-row-meta">{entry.walletName}</span>
                <span className="records-row-meta">{formatPlatformTime(entry.createdAt)}</span>
              </span>
              <span className="records-row-side">
                <span className={`records-amount records-amount-${winLossTone(entry.amount)}`}>{signedMoney(entry.amount)}</span>
                <span className="records-row-meta">{t('log.after', { amount: formatMoney(entry.after) })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
