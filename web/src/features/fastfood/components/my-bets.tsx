import { betStatusLabels } from '@contracts/records/bets';
import type { FastFoodBet } from '@contracts/fastfood/fastfood-types';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';
import { platformTime } from './format';

/** My fast-food orders: each submit with its chips per item and what they paid. */
export function MyBets({ bets }: { bets: readonly FastFoodBet[] }) {
  const { t } = useTranslation('fastfood');
  const { lang } = useSession();
  return (
    <ul className="ff-list">
      {bets.map((order) => (
        <li key={order.orderNo} className="ff-row" data-order={order.orderNo}>
          <div className="ff-row-head">
            <span className="ff-row-title">{order.roundNo}</span>
            <span className={`ff-status ff-status-${order.status}`}>{betStatusLabels[order.status][lang]}</span>
          </div>
          <p className="ff-row-meta">
            {platformTime(order.placedAt)} · {order.orderNo}
          </p>
          <table className="ff-lines">
            <thead>
              <tr>
                <th scope="col">{t('bets.item')}</th>
                <th scope="col">{t('bets.stake')}</th>
                <th scope="col">{t('bets.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {order.stakes.map((stake) => (
                <tr key={stake.itemId}>
                  <th scope="row">{stake.itemName}</th>
                  <td>{formatMoney(stake.amount)}</td>
                  <td>{formatMoney(stake.payout)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="ff-row-total">
            {t('bets.total', { stake: formatMoney(order.totalStake), payout: formatMoney(order.totalPayout) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
