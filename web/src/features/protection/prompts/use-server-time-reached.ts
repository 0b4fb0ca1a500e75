import { useCallback, useSyncExternalStore } from 'react';
import { watchServerClock } from '@web/components/countdown';
import { serverNow } from '@web/lib/server-clock';

/**
 * Whether the platform clock has reached `atMs` (null: never). It re-reads at that instant, when the page comes
 * back and whenever the server's offset moves (a fresh answer after QA moved the mock's clock), never by the
 * device's clock alone.
 */
export function useServerTimeReached(atMs: number | null): boolean {
  const subscribe = useCallback(
    (notify: () => void) => watchServerClock((now) => (atMs !== null && atMs > now ? atMs : null), notify),
    [atMs],
  );
  return useSyncExternalStore(subscribe, () => atMs !== null && serverNow() >= atMs);
}
