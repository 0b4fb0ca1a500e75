import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { BottomSheet } from '@web/components/bottom-sheet';
import { PinPad } from './pin-pad';

interface PinSheetProps {
  visible: boolean;
  amount: string;
  pending: boolean;
  /** The server's refusal (wrong password, quota …), shown under the cells. */
  error: string;
  onSubmit: (pin: string) => void;
  onClose: () => void;
}

/** Asks for the 6-digit withdrawal password on the PIN pad; six digits submit at once. */
export function PinSheet({ visible, amount, pending, error, onSubmit, onClose }: PinSheetProps) {
  const { t } = useTranslation('wallet');
  const [pin, setPin] = useState('');
  const [lastError, setLastError] = useState(error);
  if (error !== lastError) {
    // A refusal clears the cells so the player types again.
    setLastError(error);
    if (error) setPin('');
  }
  return (
    <BottomSheet
      className="wallet-sheet-keypad"
      visible={visible}
      titleId="pin-title"
      title={t('pin.title')}
      pending={pending}
      showPending
      onClose={onClose}
    >
      <p className="wallet-sheet-text">{t('pin.amount', { amount: formatMoney(amount || '0') })}</p>
      <PinPad id="withdraw-pin" value={pin} onChange={setPin} onFill={(v) => !pending && onSubmit(v)} error={error} autoFocus />
    </BottomSheet>
  );
}
