import { DepositStatus, type DepositOrder } from '@contracts/deposit/submit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { List, Skeleton } from 'antd-mobile';
import { ErrorBlock } from '@web/components/error-block';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@web/components/page';
import { formatMoney } from '@web/lib/money';
import { invalidateMoney } from '@web/lib/money-keys';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { routes } from '@web/app/routes';
import { depositReceiptQuery, type DepositReceipt } from '@web/api/deposit/deposit-receipt';
import { depositProgressQuery, type DepositProgress } from '@web/api/records/get-trade-list';
import { BalanceBar } from '../components/balance-bar';
import { CryptoReceiver } from '../components/crypto-receiver';
import { DepositDetails, DepositStatusCard } from '../components/deposit-outcome';
import { PayeeAccount } from '../components/payee-account';
import { ServerDeposit } from '../components/server-deposit';
import { formatPlatformTime } from '@web/lib/platform-time';
import '../wallet.css';

const progressOf = (order: DepositOrder): DepositProgress =>
  order.status === DepositStatus.enum.approved ? 'approved' : order.status === DepositStatus.enum.rejected ? 'rejected' : 'pending';

/**
 * The payment / result page of one deposit order (?orderNo=…): its status, the amount and gift, and
 * how to pay — the receiving account (FPS, cash), the payment link (card transfer, Alipay) or the
 * USDT amount, address and QR code (crypto). The order comes from the submit answer (kept for the
 * session); its status is polled from the transaction records while pending. A device without the
 * order (a new session) shows the server's record of it instead.
 */
export default function PayPage({ titleKey }: PageProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const receipt = useQuery(depositReceiptQuery(useSession(), orderNo));

  return (
    <Page title={t(`routes:${titleKey}`)}>
      <BalanceBar />
      {receipt.isPending && orderNo !== '' ? (
        <div className="surface-card" aria-busy="true" aria-label={t('pay.loading')}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      ) : receipt.data ? (
        <OrderView receipt={receipt.data} />
      ) : orderNo !== '' ? (
        // This device no longer has the order: the server's record of it.
        <ServerDeposit orderNo={orderNo} />
      ) : (
        <div className="surface-card">
          <ErrorBlock status="empty" title={t('pay.notFound')} description={t('pay.notFoundHint')}>
            <Link className="wallet-link-button" to={routes.transactionRecord()}>
              {t('pay.toRecords')}
            </Link>
          </ErrorBlock>
        </div>
      )}
    </Page>
  );
}

function OrderView({ receipt }: { receipt: DepositReceipt }) {
  const { t } = useTranslation(['wallet', 'common']);
  const queryClient = useQueryClient();
  const { order, payee } = receipt;
  const progress = useQuery(depositProgressQuery(useSession(), order.orderNo, progressOf(order)));
  const status = progress.data ?? progressOf(order);
  useEffect(() => {
    // A decided order changed the balance: every money figure refreshes.
    if (status !== 'pending') void invalidateMoney(queryClient);
  }, [status, queryClient]);
  const refresh = () => {
    void progress.refetch();
    void invalidateMoney(queryClient);
  };
  const hasGift = order.gift !== '0.00';
  // How to pay is for a pending order only: once it is decided, where to pay would mislead.
  const toPay = status === 'pending';
  const hint =
    status === 'approved' && hasGift ? t('pay.statusHint.approvedGift', { gift: formatMoney(order.gift) }) : t(`pay.statusHint.${status}`);

  return (
    <>
      <DepositStatusCard status={status} hint={hint} amount={order.amount} refreshing={progress.isFetching} onRefresh={refresh}>
        {hasGift && <p className="wallet-pay-gift">{t('pay.gift', { gift: formatMoney(order.gift) })}</p>}
      </DepositStatusCard>

      {receipt.instructions && toPay && (
        <div className="surface-card">
          <p className="wallet-instructions">{receipt.instructions}</p>
        </div>
      )}
      {order.crypto && toPay && <CryptoReceiver {...order.crypto} />}
      {payee && toPay && <PayeeAccount payee={payee} />}
      {order.payUrl && toPay && (
        <div className="surface-card">
          <a className="wallet-link-button" href={order.payUrl} target="_blank" rel="noopener noreferrer">
            {t('pay.openPayPage')}
          </a>
        </div>
      )}

      <DepositDetails orderNo={order.orderNo} channel={order.channelName} amount={order.amount} createdAt={order.createdAt}>
        {status === 'pending' && <List.Item extra={formatPlatformTime(order.expiresAt)}>{t('pay.expiresAt')}</List.Item>}
      </DepositDetails>
      <div className="wallet-actions surface-card">
        <Link className="wallet-link-button secondary" to={routes.mine()}>
          {t('pay.toMine')}
        </Link>
        <Link className="wallet-link-button secondary" to={routes.recharge()}>
          {t('pay.depositAgain')}
        </Link>
      </div>
    </>
  );
}
