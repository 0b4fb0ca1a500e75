import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { onServerClockChange, serverNow } from '@web/lib/server-clock';

/** "01:05" for 65 s, "1:02:03" past an hour; never negative. */
export function formatRemaining(seconds: number): string {
  const total = Math.max(0, seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/**
 * Notifies at the platform-clock instants `next(now)` names, and at once whenever the page becomes
 * visible again or the server offset moves. It counts nothing: every reader recomputes from
 * `serverNow()`, so a throttled timer or a sleeping phone is corrected on the first frame back.
 */
export function watchServerClock(next: (now: number) => number | null, notify: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    notify();
    const now = serverNow();
    const at = next(now);
    // 5 ms past the instant so the reader is on the far side of it; capped so a long wait re-checks.
    if (at !== null) timer = setTimeout(check, Math.min(Math.max(at - now, 0) + 5, 60_000));
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  check();
  document.addEventListener('visibilitychange', onVisible);
  const unsubscribe = onServerClockChange(check);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
  };
}

const nextWholeSecond = (now: number) => now - (now % 1000) + 1000;

/** Whole seconds left until `targetMs` by the platform clock (0 once passed). */
function secondsLeft(targetMs: number): number {
  return Math.max(0, Math.ceil((targetMs - serverNow()) / 1000));
}

interface CountdownProps {
  /** The instant counted down to (ISO 8601, from the server). */
  to: string;
  /** Called once when the count reaches zero (e.g. refetch the round); again only for a new `to`. */
  onEnd?: () => void;
  className?: string;
}

/**
 * mm:ss to an instant of the platform clock. It subscribes on its own, so a ticking second
 * re-renders these few characters only, never the page around it.
 */
export function Countdown({ to, onEnd, className }: CountdownProps) {
  const target = Date.parse(to);
  const subscribe = useCallback((notify: () => void) => watchServerClock(nextWholeSecond, notify), []);
  const left = useSyncExternalStore(subscribe, () => secondsLeft(target));
  const endedFor = useRef<number | null>(null);
  useEffect(() => {
    if (left === 0 && endedFor.current !== target) {
      endedFor.current = target;
      onEnd?.();
    }
  }, [left, target, onEnd]);
  return (
    <time className={className} dateTime={to} data-seconds-left={left}>
      {formatRemaining(left)}
    </time>
  );
}

export type RoundPhase = 'betting' | 'closed' | 'drawn';

export function phaseAt(now: number, closeAtMs: number, drawAtMs: number): RoundPhase {
  return now < closeAtMs ? 'betting' : now < drawAtMs ? 'closed' : 'drawn';
}

/**
 * The phase of a round by the platform clock. Its caller re-renders only when the phase changes
 * (twice a round), not every second: useSyncExternalStore compares the string it returns.
 */
export function usePhase(closeAt: string, drawAt: string): RoundPhase {
  const close = Date.parse(closeAt);
  const draw = Date.parse(drawAt);
  const subscribe = useCallback(
    (notify: () => void) => watchServerClock((now) => [close, draw].find((at) => at > now) ?? null, notify),
    [close, draw],
  );
  return useSyncExternalStore(subscribe, () => phaseAt(serverNow(), close, draw));
}
