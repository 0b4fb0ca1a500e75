import type { BetRecord } from '@contracts/records/bets';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { FactsList, type Facts } from '@web/components/facts-list';
import { Page } from '@web/components/page';
import { formatMoney } from '@web/lib/money';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { systemInfoQuery } from '@web/api/common/get-system-info';
import { serverNow } from '@web/lib/server-clock';
import { betByOrderQuery } from '@web/api/records/get-bet-list';
import { StatusTag } from '../components/bet-item';
import { formatPlatformTime } from '@web/lib/platform-time';
import { signedMoney, winLossTone } from '@web/lib/money';
import { categoryLabel } from '../components/format';
import { routes } from '@web/app/routes';
import '../games.css';
import { DetailFrame, NotFound } from '@web/components/detail-frame';

/** mine/betDetail?orderNo=…: one bet. Opened from the list it has the row; otherwise it looks the order up. */
export default function BetDetailPage({ titleKey }: PageProps) {
  const { t } = useTranslation('lobby');
  const viewer = useSession();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const passed = (useLocation().state as { bet?: BetRecord } | null)?.bet;
  const initial = passed?.orderNo === orderNo ? passed : undefined;
  const system = useQuery({ ...systemInfoQuery(), enabled: !initial });
  const nowMs = system.data ? serverNow() : 0;
  const bet = useQuery({
    ...betByOrderQuery(viewer, orderNo, nowMs, initial),
    enabled: orderNo !== '' && (initial !== undefined || nowMs > 0),
  });

  // The lookup waits for the server's clock: a failure of either is the page's, and retry asks again for it.
  const lookup = {
    data: bet.data,
    isPending: bet.isPending,
    error: system.error ?? bet.error,
    refetch: () => (system.isError ? system.refetch() : bet.refetch()),
  };
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <DetailFrame
        query={lookup}
        named={orderNo !== ''}
        notFound={() => (
          <NotFound title={t('betDetail.notFound')} description={t('betDetail.notFoundHint')} className="lobby-state">
            <Link to={routes.betRecord()} className="text-link">
              {t('betDetail.toRecords')}
            </Link>
          </NotFound>
        )}
        label={t('common:loading')}
        lines={6}
        look={{ loading: 'lobby-detail', state: 'lobby-state' }}
        errorTitle={t('error.title')}
      >
        {(found) => <BetDetail bet={found} />}
      </DetailFrame>
    </Page>
  );
}

function BetDetail({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation('lobby');
  const { lang } = useSession();
  const rows: Facts = [
    [t('betDetail.orderNo'), <span className="lobby-mono">{bet.orderNo}</span>],
    [t('betDetail.venue'), bet.venueName],
    [t('fields:gameType'), categoryLabel(bet.gameType, lang)],
    [t('betDetail.content'), bet.content],
    [t('totals.stake'), formatMoney(bet.stake)],
    [t('totals.validBet'), formatMoney(bet.validBet)],
    [t('totals.winLoss'), <span className={`lobby-amount lobby-amount-${winLossTone(bet.winLoss)}`}>{signedMoney(bet.winLoss)}</span>],
    [t('betDetail.betAt'), formatPlatformTime(bet.betAt)],
    [t('betDetail.settledAt'), bet.settledAt ? formatPlatformTime(bet.settledAt) : t('betDetail.notSettled')],
  ];
  return (
    <article className="lobby-detail" aria-labelledby="lobby-bet-name">
      <div className="lobby-bet-head">
        <h2 id="lobby-bet-name">{bet.gameName}</h2>
        <StatusTag status={bet.status} />
      </div>
      <FactsList rows={rows} className="lobby-facts lobby-facts-rows" />
    </article>
  );
}
