import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Named stale times: how long an answer may be shown before it is fetched again. */
export const staleTimes = {
  /** balances, anything money moves */
  live: 0,
  /** profile header, lists the player is looking at */
  short: 30_000,
  /** menus, configuration, dictionaries */
  long: 10 * 60_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: staleTimes.short,
        // A `code: 0` or 401 answer will not change by asking again; the network might.
        retry: (count, error) => count < 2 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
