import type { BigWin } from '@contracts/games/live';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { prefersReducedMotion, usePageVisible } from '@web/lib/motion';

function WinLine({ win }: { win: BigWin }) {
  const { t } = useTranslation('lobby');
  return (
    <>
      {t('pulse.winLine', { player: win.player, game: win.gameName })} <strong>{formatMoney(win.amount)}</strong>
    </>
  );
}

/**
 * Recent big wins on one line that moves sideways (a CSS animation over the list drawn twice, so it loops without a
 * jump). It stands still under prefers-reduced-motion, while the page is hidden, and after the pause button
 * (WCAG 2.2.2); standing still it shows the newest win.
 */
export function BigWinTicker({ wins }: { wins: BigWin[] }) {
  const { t } = useTranslation('lobby');
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const visible = usePageVisible();
  const moving = !stopped && visible && wins.length > 1;
  return (
    <section className="pulse-ticker" aria-label={t('pulse.winsLabel')} data-testid="big-win-ticker" data-moving={moving}>
      <span className="pulse-ticker-badge" aria-hidden="true">
        {t('pulse.winsBadge')}
      </span>
      <div className="pulse-ticker-window">
        {stopped ? (
          <p className="pulse-ticker-still">{wins[0] && <WinLine win={wins[0]} />}</p>
        ) : (
          <div className="pulse-ticker-track" style={{ animationDuration: `${Math.max(wins.length, 1) * 4}s` }}>
            <ul className="pulse-ticker-list">
              {wins.map((win) => (
                <li key={win.id}>
                  <WinLine win={win} />
                </li>
              ))}
            </ul>
            {/* The second copy only carries the loop's seam: assistive technology reads the list once. */}
            <ul className="pulse-ticker-list" aria-hidden="true">
              {wins.map((win) => (
                <li key={win.id}>
                  <WinLine win={win} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <button type="button" className="pulse-ticker-toggle" aria-pressed={stopped} onClick={() => setStopped((s) => !s)}>
        {t('pulse.pause')}
      </button>
    </section>
  );
}
