import { useTranslation } from 'react-i18next';
import { CopyButton } from '@web/components/copy-button';
import { QrCode } from '@web/components/qr-code';

interface CryptoReceiverProps {
  protocol: string;
  address: string;
  qrContent: string;
  /** The USDT to send, as the order fixed it. */
  payAmount: string;
  rate: string;
}

/**
 * Where a USDT deposit is paid to, once its order exists (the pay page): the amount, the QR code and the
 * address, each to copy or scan. The form shows none of it: paying before the order fixes the amount and
 * opens its window would pay into nothing.
 */
export function CryptoReceiver({ protocol, address, qrContent, payAmount, rate }: CryptoReceiverProps) {
  const { t } = useTranslation('wallet');
  const id = `crypto-receiver-${protocol}`;
  return (
    <section className="surface-card wallet-crypto" aria-labelledby={id}>
      <h2 id={id} className="wallet-section-title">
        {t('pay.cryptoTitle', { protocol })}
      </h2>
      <p className="wallet-crypto-amount">
        {payAmount} USDT <CopyButton text={payAmount} label={t('pay.copyAmount')} />
      </p>
      <p className="form-hint">{t('recharge.rateValue', { rate })}</p>
      <QrCode value={qrContent} label={t('pay.qr', { protocol })} className="wallet-qr" />
      <p className="wallet-mono wallet-address">
        {address} <CopyButton text={address} label={t('pay.copyAddress')} />
      </p>
    </section>
  );
}
