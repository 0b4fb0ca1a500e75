import { fromFen, toFen } from '@contracts/core/money';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { ToggleRow } from '@web/components/toggle-row';

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
    <ToggleRow
      label={t('recharge.quickAmounts')}
      className="wallet-chips"
      optionClassName="wallet-chip"
      options={usable.map((amount) => ({ value: toFen(amount), label: formatMoney(amount).replace(/\.00$/, '') }))}
      value={current}
      onChange={(fen) => onPick(fromFen(fen).replace(/\.00$/, ''))}
    />
  );
}
