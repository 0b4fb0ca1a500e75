import type { FastFoodBet } from '@contracts/fastfood/fastfood-types';
import type { LotteryOrder } from '@contracts/lottery/lottery-types';
import { BetStatus } from '@contracts/records/bets';
import type { TFunction } from 'i18next';
import { memo, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { OrderStatusTag, payoutTone, platformTime } from './order-status';

/** One line of an order: a lottery option at the odds it was placed at, or chips on a food item. */
interface OrderLine {
  key: string;
  name: string;
  amount: string;
  /** A lottery line's odds; chips on an item pay its rate, which the order does not repeat. */
  odds?: string;
  won: boolean | null;
  payout: string;
}

/** What an order card shows of an order of either timed game. */
interface OrderCard {
  orderNo: string;
  title: string;
  round: string;
  placedAt: string;
  stake: string;
  payout: string;
  status: BetStatus;
  /** The result row; null where there is none to show yet (fast food before its draw). */
  result: ReactNode;
  lineName: string;
  lines: OrderLine[];
}

type OrderItemProps =
  { kind: 'lottery'; order: LotteryOrder } | { kind: 'fastfood'; order: FastFoodBet; itemNames: ReadonlyMap<number, string> };

/** A lottery order: its result (or that it is not drawn yet) always, a line per option. */
function lotteryCard(order: LotteryOrder, t: TFunction): OrderCard {
  const result = order.result ? (
    <span className="order-balls" role="img" aria-label={t('lottery.resultLabel', { result: order.result.join(' ') })}>
      {order.result.map((n, i) => (
        <span key={i} className="order-ball" aria-hidden="true">
          {n}
        </span>
      ))}
    </span>
  ) : (
    <span className="order-meta">{t('lottery.notDrawn')}</span>
  );
  return {
    orderNo: order.orderNo,
    title: order.lotteryName,
    round: t('lottery.issue', { issue: order.issue }),
    placedAt: order.placedAt,
    stake: order.totalAmount,
    payout: order.winAmount,
    status: order.status,
    result,
    lineName: t('lines.option'),
    lines: order.lines.map((line, index) => ({
      key: `${line.option}-${index}`,
      name: line.optionName,
      amount: line.amount,
      odds: line.odds,
      won: line.won,
      payout: line.payout,
    })),
  };
}

/**
 * A fast-food order (one submit): the winning item once drawn — named by the layout's `itemNames` when
 * the order had no chips on it — and a line per item.
 */
function fastFoodCard(order: FastFoodBet, itemNames: ReadonlyMap<number, string>, t: TFunction): OrderCard {
  const drawn = order.status === BetStatus.enum.completed;
  const winner =
    order.winningItemId === null
      ? undefined
      : (order.stakes.find((stake) => stake.itemId === order.winningItemId)?.itemName ?? itemNames.get(order.winningItemId));
  return {
    orderNo: order.orderNo,
    title: t('fastfood.title'),
    round: t('fastfood.round', { roundNo: order.roundNo }),
    placedAt: order.placedAt,
    stake: order.totalStake,
    payout: order.totalPayout,
    status: order.status,
    result: drawn ? <span>{winner ?? t('fastfood.otherItem')}</span> : null,
    lineName: t('fastfood.item'),
    lines: order.stakes.map((stake) => ({
      key: String(stake.itemId),
      name: stake.itemName,
      amount: stake.amount,
      won: drawn ? stake.itemId === order.winningItemId : null,
      payout: stake.payout,
    })),
  };
}

/** One order of a timed game: what it was, its result and status; opens to its lines (amount, odds where it has them, won or lost, payout). */
export const OrderItem = memo(function OrderItem(props: OrderItemProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [open, setOpen] = useState(false);
  const order = props.kind === 'lottery' ? lotteryCard(props.order, t) : fastFoodCard(props.order, props.itemNames, t);
  const drawn = order.status === BetStatus.enum.completed;
  const withOdds = order.lines.some((line) => line.odds !== undefined);
  return (
    <li className="order-card" data-order={order.orderNo}>
      <button type="button" className="order-summary" aria-expanded={open} aria-controls={`${id}-lines`} onClick={() => setOpen(!open)}>
        <span className="order-main">
          <span className="order-title">{order.title}</span>
          <span className="order-meta">{order.round}</span>
          <span className="order-meta">{platformTime(order.placedAt)}</span>
        </span>
        <span className="order-side">
          <span className="order-amount">{formatMoney(order.stake)}</span>
          <span className={`order-win order-tone-${payoutTone(order.payout, drawn)}`}>
            {t('lottery.win', { amount: formatMoney(order.payout) })}
          </span>
          <OrderStatusTag status={order.status} />
        </span>
      </button>
      {order.result !== null && (
        <div className="order-result">
          <span>{t('lottery.result')}</span>
          {order.result}
        </div>
      )}
      {open && (
        <div id={`${id}-lines`}>
          <table className="order-lines">
            <caption className="visually-hidden">{t('lottery.linesCaption', { orderNo: order.orderNo })}</caption>
            <thead>
              <tr>
                <th scope="col">{order.lineName}</th>
                <th scope="col">{t('lines.amount')}</th>
                {withOdds && <th scope="col">{t('lines.odds')}</th>}
                <th scope="col">{t('lines.outcome')}</th>
                <th scope="col">{t('lines.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.key}>
                  <th scope="row">{line.name}</th>
                  <td>{formatMoney(line.amount)}</td>
                  {withOdds && <td>{line.odds}</td>}
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
