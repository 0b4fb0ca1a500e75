import type { OutputOf } from '@contracts/core/endpoint';
import type { getTotalList } from '@contracts/records/bets';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney, signedMoney } from '@web/lib/money';
import { LoadError, QueryState, type QueryLike } from '@web/components/query-state';

type Totals = OutputOf<typeof getTotalList>;

/**
 * gamebet/getTotalList: count, stake, valid bet and win/lose of the window (bets that stand, as the note says), and
 * per venue. Loading and failed, the block keeps its place in the totals' frame.
 */
export function BetTotals({ query }: { query: QueryLike<Totals> }) {
  const { t } = useTranslation('lobby');
  return (
    <QueryState
      query={query}
      label={t('totals.heading')}
      loading={
        <section className="lobby-totals" aria-busy="true" aria-label={t('totals.heading')}>
          <Skeleton.Paragraph lineCount={2} animated />
        </section>
      }
      failure={(error, retry) => (
        <section className="lobby-totals" aria-label={t('totals.heading')}>
          <LoadError error={error} title={t('totals.error')} onRetry={retry} size="small" />
        </section>
      )}
    >
      {(data) => <TotalsTable data={data} />}
    </QueryState>
  );
}

function TotalsTable({ data }: { data: Totals }) {
  const { t } = useTranslation('lobby');
  const { total } = data;
  return (
    <section className="lobby-totals" aria-labelledby="lobby-totals-heading">
      <h2 id="lobby-totals-heading" className="visually-hidden">
        {t('totals.heading')}
      </h2>
      <dl className="lobby-totals-grid">
        <div>
          <dt>{t('totals.count')}</dt>
          <dd data-testid="totals-count">{total.betCount}</dd>
        </div>
        <div>
          <dt>{t('totals.stake')}</dt>
          <dd data-testid="totals-stake">{formatMoney(total.stake)}</dd>
        </div>
        <div>
          <dt>{t('totals.validBet')}</dt>
          <dd data-testid="totals-valid">{formatMoney(total.validBet)}</dd>
        </div>
        <div>
          <dt>{t('totals.winLoss')}</dt>
          <dd data-testid="totals-winloss">{signedMoney(total.winLoss)}</dd>
        </div>
      </dl>
      <p className="lobby-muted lobby-totals-scope">{t('totals.scope')}</p>
      {data.venues.length > 1 && (
        <details className="lobby-totals-venues">
          <summary>{t('totals.byVenue')}</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('fields:venueCode')}</th>
                <th scope="col">{t('totals.count')}</th>
                <th scope="col">{t('totals.stake')}</th>
                <th scope="col">{t('totals.winLoss')}</th>
              </tr>
            </thead>
            <tbody>
              {data.venues.map((venue) => (
                <tr key={venue.venueCode}>
                  <th scope="row">{venue.venueName}</th>
                  <td>{venue.betCount}</td>
                  <td>{formatMoney(venue.stake)}</td>
                  <td>{signedMoney(venue.winLoss)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
