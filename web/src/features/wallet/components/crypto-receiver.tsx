import { useTranslation } from 'react-i18next';
import { CopyButton } from '@web/components/copy-button';
import { QrCode } from '@web/components/qr-code';

interface CryptoReceiverProps {
  protocol: string;
  address: string;
  qrContent: string;
  /** The USDT to send, once an order fixed it (the pay page); the form shows its estimate beside the rate. */
  payAmount?: string;
  rate?: string;
  /** h2 on the pay page, h3 inside the deposit form (whose title is the h2). */
  heading: 'h2' | 'h3';
}

/** Where a USDT deposit is paid to: the amount (when fixed), the QR code and the address, each to copy or scan. */
export function CryptoReceiver({ protocol, address, qrContent, payAmount, rate, heading: Heading }: CryptoReceiverProps) {
  const { t } = useTranslation('wallet');
  const id = `crypto-receiver-${protocol}`;
  return (
    <section className="surface-card wallet-crypto" aria-labelledby={id}>
      <Heading id={id} className="wallet-section-title">
        {t('pay.cryptoTitle', { protocol })}
      </Heading>
      {payAmount && (
        <p className="wallet-crypto-amount">
          {payAmount} USDT <CopyButton text={payAmount} label={t('pay.copyAmount')} />
        </p>
      )}
      {rate && <p className="form-hint">{t('recharge.rateValue', { rate })}</p>}
      <QrCode value={qrContent} label={t('pay.qr', { protocol })} className="wallet-qr" />
      <p className="wallet-mono wallet-address">
        {address} <CopyButton text={address} label={t('pay.copyAddress')} />
      </p>
    </section>
  );
}
