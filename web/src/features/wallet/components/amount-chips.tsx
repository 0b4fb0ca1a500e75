import { toFen } from '@contracts/core/money';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';

interface AmountChipsProps {
  amounts: string[];
  min: string;
  max: string;
  value: string;
  onPick: (amount: string) => void;
}

/** Quick amounts under the amount field; chips outside the channel's limits are left out. */
export function AmountChips({ amounts, min, max, value, onPick }: AmountChipsProps) {
  const { t } = useTranslation('wallet');
  const usable = amounts.filter((a) => toFen(a) >= toFen(min) && toFen(a) <= toFen(max));
  if (usable.length === 0) return null;
  const current = /^\d+(\.\d{1,2})?$/.test(value) ? toFen(value) : null;
  return (
    <div className="wallet-chips" role="group" aria-label={t('recharge.quickAmounts')}>
      {usable.map((amount) => (
        <button
          key={amount}
          type="button"
          className="wallet-chip"
          aria-pressed={current === toFen(amount)}
          onClick={() => onPick(amount.replace(/\.00$/, ''))}
        >
          {formatMoney(amount).replace(/\.00$/, '')}
        </button>
      ))}
    </div>
  );
}
