import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/use-session';
import { bigWinsQuery } from '@web/api/games/get-big-wins';
import { jackpotQuery } from '@web/api/games/get-jackpot';
import { BigWinTicker } from './big-win-ticker';
import { JackpotFigure } from './jackpot-figure';

/**
 * The lobby's pulse under the bulletins: the jackpot pool and the big-win ticker, from the mock's world. Each keeps
 * its line while it loads; one that fails leaves its line empty rather than showing a number that is not the world's.
 */
export function LivePulse() {
  const { t } = useTranslation('lobby');
  const jackpot = useQuery(jackpotQuery());
  const wins = useQuery(bigWinsQuery(useSession()));
  return (
    <div className="pulse">
      <section className="pulse-jackpot" aria-labelledby="pulse-jackpot-label">
        <h2 id="pulse-jackpot-label" className="pulse-jackpot-label">
          {t('pulse.jackpot')}
        </h2>
        {jackpot.data && <JackpotFigure jackpot={jackpot.data} />}
      </section>
      {wins.data && wins.data.length > 0 ? <BigWinTicker wins={wins.data} /> : <div className="pulse-ticker" aria-hidden="true" />}
    </div>
  );
}
