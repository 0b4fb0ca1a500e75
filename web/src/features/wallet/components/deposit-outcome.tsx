import type { DepositProgress } from '@web/api/records/get-trade-list';
import { Button, List, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@web/components/copy-button';
import { formatMoney } from '@web/lib/money';
import { formatPlatformTime } from '@web/lib/platform-time';

interface DepositStatusCardProps {
  status: DepositProgress;
  hint: string;
  amount: string;
  /** Under the amount (the gift, where to find the order). */
  children?: ReactNode;
  refreshing: boolean;
  onRefresh: () => void;
}

/** One deposit's status (announced when it changes), its amount, and Refresh: the pay page's head, from the order or the record. */
export function DepositStatusCard({ status, hint, amount, children, refreshing, onRefresh }: DepositStatusCardProps) {
  const { t } = useTranslation('wallet');
  return (
    <section className="surface-card" aria-labelledby="pay-status">
      <Result
        status={status === 'approved' ? 'success' : status === 'rejected' ? 'error' : 'waiting'}
        title={
          <span id="pay-status" role="status">
            {t(`pay.status.${status}`)}
          </span>
        }
        description={hint}
      />
      <p className="wallet-pay-amount">{formatMoney(amount)}</p>
      {children}
      <div className="wallet-actions">
        <Button color="primary" fill="outline" onClick={onRefresh} loading={refreshing} disabled={refreshing}>
          {t('pay.refresh')}
        </Button>
      </div>
    </section>
  );
}

interface DepositDetailsProps {
  orderNo: string;
  channel: string;
  amount: string;
  createdAt: string;
  /** Rows about the amount, right under it (what was credited). */
  amountRows?: ReactNode;
  /** Rows after the creation time. */
  children?: ReactNode;
}

/** The deposit's order number (with Copy), channel, amount and creation time. */
export function DepositDetails({ orderNo, channel, amount, createdAt, amountRows, children }: DepositDetailsProps) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <List className="wallet-list" header={t('pay.details')}>
      <List.Item
        extra={
          <span className="wallet-mono">
            {orderNo} <CopyButton text={orderNo} label={t('pay.copyOrder')} />
          </span>
        }
      >
        {t('fields:orderNo')}
      </List.Item>
      <List.Item extra={channel}>{t('fields:channelId')}</List.Item>
      <List.Item extra={formatMoney(amount)}>{t('fields:amount')}</List.Item>
      {amountRows}
      <List.Item extra={formatPlatformTime(createdAt)}>{t('pay.createdAt')}</List.Item>
      {children}
    </List>
  );
}
