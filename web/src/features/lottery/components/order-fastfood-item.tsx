import type { FastFoodBet } from '@contracts/fastfood/fastfood-types';
import { OrderStatus } from '@contracts/lottery/lottery-types';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { OrderStatusTag, payoutTone, platformTime } from './order-status';

interface OrderFastFoodItemProps {
  order: FastFoodBet;
  /** Item names from the game's layout (fastfood/getOption), for a winning item the order had no chips on. */
  itemNames: ReadonlyMap<number, string>;
}

/** One fast-food order (one submit): its round, stake and payout; opens to the chips per item. */
export const OrderFastFoodItem = memo(function OrderFastFoodItem({ order, itemNames }: OrderFastFoodItemProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [open, setOpen] = useState(false);
  const drawn = order.status === OrderStatus.enum.completed;
  const winner =
    order.winningItemId === null
      ? undefined
      : (order.stakes.find((stake) => stake.itemId === order.winningItemId)?.itemName ?? itemNames.get(order.winningItemId));
  return (
    <li className="order-card" data-order={order.orderNo}>
      <button type="button" className="order-summary" aria-expanded={open} aria-controls={`${id}-lines`} onClick={() => setOpen(!open)}>
        <span className="order-main">
          <span className="order-title">{t('fastfood.title')}</span>
          <span className="order-meta">{t('fastfood.round', { roundNo: order.roundNo })}</span>
          <span className="order-meta">{platformTime(order.placedAt)}</span>
        </span>
        <span className="order-side">
          <span className="order-amount">{formatMoney(order.totalStake)}</span>
          <span className={`order-win order-tone-${payoutTone(order.totalPayout, drawn)}`}>
            {t('lottery.win', { amount: formatMoney(order.totalPayout) })}
          </span>
          <OrderStatusTag status={order.status} />
        </span>
      </button>
      {drawn && (
        <div className="order-result">
          <span>{t('lottery.result')}</span>
          <span>{winner ?? t('fastfood.otherItem')}</span>
        </div>
      )}
      {open && (
        <div id={`${id}-lines`}>
          <table className="order-lines">
            <caption className="visually-hidden">{t('lottery.linesCaption', { orderNo: order.orderNo })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fastfood.item')}</th>
                <th scope="col">{t('lines.amount')}</th>
                <th scope="col">{t('lines.outcome')}</th>
                <th scope="col">{t('lines.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {order.stakes.map((stake) => {
                const won = drawn ? stake.itemId === order.winningItemId : null;
                return (
                  <tr key={stake.itemId}>
                    <th scope="row">{stake.itemName}</th>
                    <td>{formatMoney(stake.amount)}</td>
                    <td className={won === null ? undefined : won ? 'order-tone-win' : 'order-tone-loss'}>
                      {won === null ? t('lines.pending') : won ? t('lines.won') : t('lines.lost')}
                    </td>
                    <td>{formatMoney(stake.payout)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="order-meta order-no">{t('orderNo', { orderNo: order.orderNo })}</p>
        </div>
      )}
    </li>
  );
});
