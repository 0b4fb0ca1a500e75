import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
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
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="wallet-sheet wallet-sheet-keypad" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="pin-title">
      <h2 id="pin-title" className="wallet-sheet-title">
        {t('pin.title')}
      </h2>
      <p className="wallet-sheet-text">{t('pin.amount', { amount: formatMoney(amount || '0') })}</p>
      <PinPad id="withdraw-pin" value={pin} onChange={setPin} onFill={(v) => !pending && onSubmit(v)} error={error} autoFocus />
      <div className="wallet-sheet-actions">
        <Button block onClick={onClose} disabled={pending} loading={pending}>
          {t('common:cancel')}
        </Button>
      </div>
      </div>
    </Popup>
  );
}
