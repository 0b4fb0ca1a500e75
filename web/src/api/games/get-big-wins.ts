import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { gamesKeys } from './keys';

/** The mock draws a new win every 45 clock seconds: asking every 30 s keeps the ticker's list fresh. */
export const BIG_WINS_POLL_MS = 30_000;

export const bigWinsQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: gamesKeys.bigWins(viewer.lang),
    queryFn: ({ signal }) => request(wire.games.getBigWins, {}, { signal, toast: false }),
    // Interval refetches stop while the page is hidden (refetchIntervalInBackground: false).
    refetchInterval: BIG_WINS_POLL_MS,
  });
