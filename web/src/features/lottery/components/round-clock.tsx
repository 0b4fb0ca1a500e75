import { useTranslation } from 'react-i18next';
import { Countdown, type RoundPhase } from '@web/components/countdown';

interface RoundClockProps {
  phase: RoundPhase;
  closeAt: string;
  drawAt: string;
  cancelled?: boolean;
  onEnd?: () => void;
}

/**
 * "Closes in 00:42" while bets are open, "Drawing… 00:04" between close and draw, "Drawing…" until the
 * next round arrives. The countdown re-renders only itself; this line changes with the phase.
 */
export function RoundClock({ phase, closeAt, drawAt, cancelled = false, onEnd }: RoundClockProps) {
  const { t } = useTranslation('lottery');
  if (cancelled) return <span className="lottery-clock is-cancelled">{t('round.cancelled')}</span>;
  if (phase === 'betting') {
    return (
      <span className="lottery-clock">
        {t('round.closesIn')} <strong className="lottery-clock-time">{<Countdown to={closeAt} onEnd={onEnd} />}</strong>
      </span>
    );
  }
  return (
    <span className="lottery-clock is-drawing">
      {t('round.drawing')}
      {phase === 'closed' && (
        <strong className="lottery-clock-time">
          {' '}
          <Countdown to={drawAt} onEnd={onEnd} />
        </strong>
      )}
    </span>
  );
}
