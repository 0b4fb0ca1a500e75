import { OrderStatus, type LotteryOrder } from '@contracts/lottery/lottery-types';
import type { LotteryTypeCode } from '@contracts/lottery/shapes';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { roomOrdersQuery } from '@web/api/lottery/get-user-game-list';
import { colourBetListQuery } from '@web/api/lottery/locsgwin-bet-list';
import { routes } from '@web/app/routes';
import { QueryState } from '@web/components/query-state';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';
import { ResultView } from './result-view';

/** My latest orders of this lottery: the colour game's through locsgwin/betList, the others through getUserGameList. */
export function RoomOrders({ lotteryId, type }: { lotteryId: number; type: LotteryTypeCode }) {
  const { t } = useTranslation('lottery');
  const viewer = useSession();
  const colour = useQuery({ ...colourBetListQuery(viewer, lotteryId), enabled: type === 3 });
  const other = useQuery({ ...roomOrdersQuery(viewer, lotteryId), enabled: type !== 3 });
  const orders = type === 3 ? colour : other;
  return (
    <section className="surface-card" aria-labelledby="lottery-orders-title">
      <div className="lottery-card-head">
        <h2 id="lottery-orders-title" className="lottery-card-title">
          {t('orders.title')}
        </h2>
        <Link to={routes.orderRecord()} className="lottery-card-link">
          {t('orders.all')}
        </Link>
      </div>
      <QueryState
        query={orders}
        label={t('orders.loading')}
        empty={<Empty description={t('orders.empty')} />}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => (
          <ul className="lottery-orders">
            {page.list.map((order) => (
              <OrderItem key={order.orderNo} order={order} type={type} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function OrderItem({ order, type }: { order: LotteryOrder; type: LotteryTypeCode }) {
  const { t } = useTranslation('lottery');
  const drawn = order.status === OrderStatus.enum.completed;
  const won = drawn && order.winAmount !== '0.00';
  return (
    <li className="lottery-order" data-testid="lottery-order">
      <div className="lottery-order-head">
        <span>{t('orders.issue', { issue: order.issue })}</span>
        <span className={`lottery-order-status${won ? ' is-won' : ''}`}>
          {drawn ? (won ? t('orders.won', { amount: formatMoney(order.winAmount) }) : t('orders.lost')) : t(`status.${order.status}`)}
        </span>
      </div>
      <p className="lottery-order-lines">{order.lines.map((line) => `${line.optionName} ${formatMoney(line.amount)}`).join(' · ')}</p>
      <div className="lottery-order-foot">
        <span>{t('orders.stake', { amount: formatMoney(order.totalAmount) })}</span>
        {order.result && <ResultView type={type} result={order.result} size="s" />}
      </div>
    </li>
  );
}
