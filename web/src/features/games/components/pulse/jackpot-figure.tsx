import type { Jackpot } from '@contracts/games/live';
import { fromFen, toFen } from '@contracts/core/money';
import { useEffect, useRef } from 'react';
import { formatMoney } from '@web/lib/money';
import { prefersReducedMotion } from '@web/lib/motion';
import { serverNow } from '@web/lib/server-clock';

/** The pool `elapsedMs` after the answer's instant: it grows at its own rate, to the fen (what the server would say then). */
export function poolAt(jackpot: Pick<Jackpot, 'amount' | 'perSecond'>, elapsedMs: number): string {
  return fromFen(toFen(jackpot.amount) + Math.floor((toFen(jackpot.perSecond) * Math.max(0, elapsedMs)) / 1000));
}

/** How often the counting figure is redrawn: smooth enough for a figure growing by cents, light on a busy phone. */
const REDRAW_MS = 200;

/**
 * The jackpot's figure, counting up between polls at the pool's rate by the platform clock (written straight into the
 * text node a few times a second, not through React state); still under prefers-reduced-motion, where it moves only
 * when a poll answers.
 */
export function JackpotFigure({ jackpot }: { jackpot: Jackpot }) {
  const figure = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => {
      const text = formatMoney(poolAt(jackpot, serverNow() - Date.parse(jackpot.at)));
      if (figure.current && figure.current.textContent !== text) figure.current.textContent = text;
    }, REDRAW_MS);
    return () => window.clearInterval(timer);
  }, [jackpot]);
  return (
    <span ref={figure} className="pulse-jackpot-amount" data-testid="jackpot-amount">
      {formatMoney(jackpot.amount)}
    </span>
  );
}
