import type { Round } from '@contracts/lottery/lottery-types';
import type { LotteryTypeCode } from '@contracts/lottery/shapes';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { recentResultsQuery } from '@web/api/lottery/get-lottery-one-list';
import { QueryState } from '@web/components/query-state';
import { ResultView } from './result-view';

const CANCELLED = 3;

interface RecentResultsProps {
  lotteryId: number;
  type: LotteryTypeCode;
  onVerify: (round: Round) => void;
  onShowHistory: () => void;
}

/** The last rounds, newest first; each drawn one opens its fairness check; the whole history opens in a sheet. */
export function RecentResults({ lotteryId, type, onVerify, onShowHistory }: RecentResultsProps) {
  const { t } = useTranslation('lottery');
  const results = useQuery(recentResultsQuery(lotteryId));
  return (
    <section className="surface-card" aria-labelledby="lottery-recent-title">
      <div className="lottery-card-head">
        <h2 id="lottery-recent-title" className="lottery-card-title">
          {t('recent.title')}
        </h2>
        <button type="button" className="lottery-link-button" onClick={onShowHistory}>
          {t('history.open')}
        </button>
      </div>
      <QueryState query={results} label={t('recent.loading')} empty={<Empty className="lottery-empty" description={t('recent.empty')} />}>
        {(rounds) => (
          <ul className="lottery-recent">
            {rounds.map((round) => (
              <ResultRow key={round.issue} round={round} type={type} onVerify={onVerify} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** One past round: its issue, its result (or "cancelled"), and Verify once its seed is revealed. */
export function ResultRow({ round, type, onVerify }: { round: Round; type: LotteryTypeCode; onVerify: (round: Round) => void }) {
  const { t } = useTranslation('lottery');
  return (
    <li>
      <span className="lottery-recent-issue">{round.issue}</span>
      {round.status === CANCELLED ? (
        <span className="lottery-recent-cancelled">{t('round.cancelled')}</span>
      ) : round.result ? (
        <ResultView type={type} result={round.result} size="s" />
      ) : (
        <span>{t('round.drawing')}</span>
      )}
      {round.seed !== null ? (
        <button
          type="button"
          className="lottery-link-button"
          onClick={() => onVerify(round)}
          aria-label={t('recent.verifyIssue', { issue: round.issue })}
        >
          {t('recent.verify')}
        </button>
      ) : (
        <span />
      )}
    </li>
  );
}
