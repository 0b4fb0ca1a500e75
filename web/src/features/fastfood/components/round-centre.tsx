import type { FastFoodRound, FoodItem } from '@contracts/fastfood/fastfood-types';
import { useTranslation } from 'react-i18next';
import { Countdown, type RoundPhase } from '@web/components/countdown';
import { keepNumbersWhole } from '@web/lib/keep-whole';
import { RoundOutcome } from './round-outcome';

interface RoundCentreProps {
  current: FastFoodRound;
  previous: FastFoodRound | null;
  phase: RoundPhase;
  running: boolean;
  items: ReadonlyMap<number, FoodItem>;
  onClose: () => void;
  onDraw: () => void;
}

/** The ring's centre: the round open now, its countdown (to the close while betting, then to the draw), and the last round's result, named as such. */
export function RoundCentre({ current, previous, phase, running, items, onClose, onDraw }: RoundCentreProps) {
  const { t } = useTranslation('fastfood');
  return (
    <>
      <p className="ff-round-no">{keepNumbersWhole(t('round.number', { roundNo: current.roundNo }))}</p>
      {phase === 'betting' ? (
        <p className="ff-phase" data-phase="betting">
          <span>{t('round.closesIn')}</span>
          <Countdown to={current.closeAt} onEnd={onClose} className="ff-countdown" />
        </p>
      ) : (
        <p className="ff-phase" data-phase={phase === 'closed' ? 'closed' : 'drawing'}>
          <span>{t('round.drawing')}</span>
          <Countdown to={current.drawAt} onEnd={onDraw} className="ff-countdown" />
        </p>
      )}
      {running ? (
        <p className="ff-outcome-running">{t('round.lightRunning')}</p>
      ) : (
        previous && <RoundOutcome round={previous} items={items} />
      )}
    </>
  );
}
