import type { FoodItem } from '@contracts/fastfood/fastfood-types';
import { useTranslation } from 'react-i18next';
import type { Pending } from './chips';
import { money } from './format';

interface ItemBoardProps {
  items: readonly FoodItem[];
  rates: ReadonlyMap<number, string>;
  /** My chips placed this round, fen per item (fastfood/bet). */
  placed: Readonly<Record<number, number>>;
  pending: Pending;
  disabled: boolean;
  onTap: (itemId: number) => void;
}

/** One button per food item: its rate, my chips this round and the chips waiting to be placed. A tap adds the chosen chip. */
export function ItemBoard({ items, rates, placed, pending, disabled, onTap }: ItemBoardProps) {
  const { t } = useTranslation('fastfood');
  return (
    <ul className="ff-items" aria-label={t('items.label')}>
      {items.map((item) => {
        const mine = placed[item.id] ?? 0;
        const waiting = pending[item.id] ?? 0;
        return (
          <li key={item.id}>
            <button
              type="button"
              className={waiting > 0 ? 'ff-item has-pending' : 'ff-item'}
              disabled={disabled}
              onClick={() => onTap(item.id)}
              data-item={item.code}
            >
              <img src={item.icon} alt="" width={36} height={36} />
              <span className="ff-item-name">{item.name}</span>
              <span className="ff-item-rate">{t('items.rate', { rate: rates.get(item.id) ?? '--' })}</span>
              <span className="ff-item-mine">{mine > 0 ? t('items.mine', { amount: money(mine) }) : ' '}</span>
              {waiting > 0 && <span className="ff-item-pending">{t('items.pending', { amount: money(waiting) })}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
