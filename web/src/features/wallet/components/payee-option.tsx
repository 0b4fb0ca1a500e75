import { PayeeType, type Payee } from '@contracts/withdrawal/payees';
import { useTranslation } from 'react-i18next';

/**
 * One bound payee as a pressable option: bank and masked number, or alias and masked address; `flag` says why it
 * cannot be paid (a card in another name).
 */
export function PayeeOption({
  payee,
  selected,
  flag,
  onPick,
}: {
  payee: Payee;
  selected: boolean;
  flag?: string | undefined;
  onPick: () => void;
}) {
  return (
    <button type="button" className="wallet-payee" aria-pressed={selected} onClick={onPick}>
      <PayeeLine payee={payee} />
      {flag && <span className="wallet-payee-flag">{flag}</span>}
    </button>
  );
}

export function PayeeLine({ payee }: { payee: Payee }) {
  const { t } = useTranslation('wallet');
  if (payee.type === PayeeType.enum.bankCard) {
    return (
      <>
        {/* A bank may have no logo (the contract allows ""): an empty src would make the browser fetch the page again. */}
        {payee.bankLogo ? (
          <img src={payee.bankLogo} alt="" width={28} height={28} />
        ) : (
          <span className="wallet-payee-nologo" aria-hidden="true" />
        )}
        <span className="wallet-payee-main">{payee.bankName}</span>
        <span className="wallet-payee-sub">
          {payee.cardholderName} · {payee.maskedNumber}
        </span>
      </>
    );
  }
  if (payee.type === PayeeType.enum.crypto) {
    return (
      <>
        <span className="wallet-payee-main">{payee.alias}</span>
        <span className="wallet-payee-sub">
          USDT-{payee.protocol} · {payee.maskedAddress}
        </span>
      </>
    );
  }
  return (
    <>
      <span className="wallet-payee-main">{payee.alias}</span>
      <span className="wallet-payee-sub">
        {t('payees.walletOf', { name: payee.realName })} · {payee.maskedAddress}
      </span>
    </>
  );
}
