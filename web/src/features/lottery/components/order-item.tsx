import { OrderStatus, type LotteryOrder } from '@contracts/lottery/lottery-types';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { OrderStatusTag, payoutTone, platformTime } from './order-status';

/** One lottery order: what it was, its result and status; opens to its lines (option, amount, odds, won or lost, payout). */
export const OrderItem = memo(function OrderItem({ order }: { order: LotteryOrder }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [open, setOpen] = useState(false);
  const drawn = order.status === OrderStatus.enum.completed;
  return (
    <li className="order-card" data-order={order.orderNo}>
      <button type="button" className="order-summary" aria-expanded={open} aria-controls={`${id}-lines`} onClick={() => setOpen(!open)}>
        <span className="order-main">
          <span className="order-title">{order.lotteryName}</span>
          <span className="order-meta">{t('lottery.issue', { issue: order.issue })}</span>
          <span className="order-meta">{platformTime(order.placedAt)}</span>
        </span>
        <span className="order-side">
          <span className="order-amount">{formatMoney(order.totalAmount)}</span>
          <span className={`order-win order-tone-${payoutTone(order.winAmount, drawn)}`}>
            {t('lottery.win', { amount: formatMoney(order.winAmount) })}
          </span>
          <OrderStatusTag status={order.status} />
        </span>
      </button>
      <div className="order-result">
        <span>{t('lottery.result')}</span>
        {order.result ? (
          <span className="order-balls" role="img" aria-label={t('lottery.resultLabel', { result: order.result.join(' ') })}>
            {order.result.map((n, i) => (
              <span key={i} className="order-ball" aria-hidden="true">
                {n}
              </span>
            ))}
          </span>
        ) : (
          <span className="order-meta">{t('lottery.notDrawn')}</span>
        )}
      </div>
      {open && (
        <div id={`${id}-lines`}>
          <table className="order-lines">
            <caption className="visually-hidden">{t('lottery.linesCaption', { orderNo: order.orderNo })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lines.option')}</th>
                <th scope="col">{t('lines.amount')}</th>
                <th scope="col">{t('lines.odds')}</th>
                <th scope="col">{t('lines.outcome')}</th>
                <th scope="col">{t('lines.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={`${line.option}-${index}`}>
                  <th scope="row">{line.optionName}</th>
                  <td>{formatMoney(line.amount)}</td>
                  <td>{line.odds}</td>
                  <td className={line.won === null ? undefined : line.won ? 'order-tone-win' : 'order-tone-loss'}>
                    {line.won === null ? t('lines.pending') : line.won ? t('lines.won') : t('lines.lost')}
                  </td>
                  <td>{formatMoney(line.payout)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="order-meta order-no">{t('orderNo', { orderNo: order.orderNo })}</p>
        </div>
      )}
    </li>
  );
});
