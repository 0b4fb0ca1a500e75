import { betStatusLabels, type BetRecord } from '@contracts/records/bets';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';
import { formatPlatformTime } from '@web/lib/platform-time';
import { signedMoney, winLossTone } from '@web/lib/money';
import { routes } from '@web/app/routes';

export const STATUS_TONE = { 0: 'pending', 1: 'done', 2: 'cancelled', 3: 'cancelled' } as const;

export function StatusTag({ status }: { status: BetRecord['status'] }) {
  const { lang } = useSession();
  return <span className={`lobby-status lobby-status-${STATUS_TONE[status]}`}>{betStatusLabels[status][lang]}</span>;
}

/** One bet in the list: a link to its detail page, carrying the row so the page needs no call. */
export const BetItem = memo(function BetItem({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation('lobby');
  return (
    <li>
      <Link className="lobby-bet" to={routes.betDetail({ orderNo: bet.orderNo })} state={{ bet }}>
        <span className="lobby-bet-main">
          <span className="lobby-bet-game">{bet.gameName}</span>
          <span className="lobby-bet-meta">
            {bet.venueName} · {formatPlatformTime(bet.betAt)}
          </span>
          <span className="lobby-bet-meta">{t('records.stake', { amount: formatMoney(bet.stake) })}</span>
        </span>
        <span className="lobby-bet-side">
          <span className={`lobby-amount lobby-amount-${winLossTone(bet.winLoss)}`}>
            <span className="visually-hidden">{t('records.winLoss')} </span>
            {signedMoney(bet.winLoss)}
          </span>
          <StatusTag status={bet.status} />
        </span>
      </Link>
    </li>
  );
});
