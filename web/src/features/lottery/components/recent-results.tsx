import type { Round } from '@contracts/lottery/lottery-types';
import type { LotteryTypeCode } from '@contracts/lottery/shapes';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { recentResultsQuery } from '@web/api/lottery/get-lottery-one-list';
import { QueryState } from '@web/components/query-state';
import { ResultView } from './result-view';

const CANCELLED = 3;

/** The last rounds, newest first; each drawn one opens its fairness check. */
export function RecentResults({ lotteryId, type, onVerify }: { lotteryId: number; type: LotteryTypeCode; onVerify: (round: Round) => void }) {
  const { t } = useTranslation('lottery');
  const results = useQuery(recentResultsQuery(lotteryId));
  return (
    <section className="lottery-card" aria-labelledby="lottery-recent-title">
      <h2 id="lottery-recent-title" className="lottery-card-title">
        {t('recent.title')}
      </h2>
      <QueryState label={t('recent.loading')} isPending={results.isPending} isError={results.isError} onRetry={() => void results.refetch()}>
        {() =>
          results.data && results.data.length > 0 ? (
            <ul className="lottery-recent">
              {results.data.map((round) => (
                <li key={round.issue}>
                  <span className="lottery-recent-issue">{round.issue}</span>
                  {round.status === CANCELLED ? (
                    <span className="lottery-recent-cancelled">{t('round.cancelled')}</span>
                  ) : round.result ? (
                    <ResultView type={type} result={round.result} size="s" />
                  ) : (
                    <span>{t('round.drawing')}</span>
                  )}
                  {round.seed !== null && (
                    <button type="button" className="lottery-link-button" onClick={() => onVerify(round)} aria-label={t('recent.verifyIssue', { issue: round.issue })}>
                      {t('recent.verify')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <Empty description={t('recent.empty')} />
          )
        }
      </QueryState>
    </section>
  );
}
