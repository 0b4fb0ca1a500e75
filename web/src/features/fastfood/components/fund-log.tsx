import type { FastFoodFundEntry } from '@contracts/fastfood/fastfood-types';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { platformTime } from './format';

const TYPE_KEYS = { 1: 'funds.stake', 2: 'funds.payout', 3: 'funds.refund' } as const;

/** My fast-food fund log: each stake, payout and refund with the balance after it. */
export function FundLog({ entries }: { entries: readonly FastFoodFundEntry[] }) {
  const { t } = useTranslation('fastfood');
  return (
    <ul className="ff-list">
      {entries.map((entry) => (
        <li key={entry.id} className="ff-row ff-fund">
          <div className="ff-row-head">
            <span className="ff-row-title">{t(TYPE_KEYS[entry.type])}</span>
            <span className={entry.amount.startsWith('-') ? 'ff-amount ff-tone-loss' : 'ff-amount ff-tone-win'}>
              {entry.amount.startsWith('-') ? formatMoney(entry.amount) : `+${formatMoney(entry.amount)}`}
            </span>
          </div>
          <p className="ff-row-meta">
            {platformTime(entry.createdAt)} · {entry.roundNo}
          </p>
          <p className="ff-row-meta">{t('funds.balanceAfter', { amount: formatMoney(entry.balanceAfter) })}</p>
        </li>
      ))}
    </ul>
  );
}
