import type { LotteryLive } from '@contracts/lottery/lottery-types';
import type { LotteryTypeCode } from '@contracts/lottery/shapes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { usePhase } from '@web/components/countdown';
import { ResultView } from './result-view';
import { RoundClock } from './round-clock';

/** The play page of each type; the generic room (routes.game) serves any lottery too. */
export const ROOM_OF_TYPE = { 1: routes.gameA, 2: routes.gameB, 3: routes.gameNew } as const;

const CANCELLED = 3;

/** One lottery in the hall: name, period, live countdown (to close, then "drawing"), last result. The hall reads its rounds again when a countdown ends. */
export function HallTile({ live, onRoundEnd }: { live: LotteryLive; onRoundEnd: () => void }) {
  const { t } = useTranslation('lottery');
  const { lottery, current, previous } = live;
  const type = lottery.type as LotteryTypeCode;
  const phase = usePhase(current.closeAt, current.drawAt);
  return (
    <li>
      <Link to={ROOM_OF_TYPE[type]({ lotteryId: lottery.id })} className="lottery-tile" data-testid="lottery-tile">
        <span className="lottery-tile-head">
          <img src={lottery.icon} alt="" className="lottery-tile-icon" width={40} height={40} />
          <span className="lottery-tile-name">{lottery.name}</span>
          <span className="lottery-tile-period">{t('hall.period', { count: Math.round(lottery.intervalSeconds / 60) })}</span>
        </span>
        <span className="lottery-tile-round">
          <span>{t('round.issue', { issue: current.issue })}</span>
          <RoundClock
            phase={phase}
            closeAt={current.closeAt}
            drawAt={current.drawAt}
            cancelled={current.status === CANCELLED}
            onEnd={onRoundEnd}
          />
        </span>
        <span className="lottery-tile-result">
          {previous?.result ? <ResultView type={type} result={previous.result} size="s" /> : <span>{t('round.noResult')}</span>}
        </span>
      </Link>
    </li>
  );
}
