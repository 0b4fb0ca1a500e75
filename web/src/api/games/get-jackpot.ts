import { queryOptions } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { noteServerTime } from '@web/lib/server-clock';
import { request } from '@web/lib/request';
import { gamesKeys } from './keys';

/** Between polls the strip counts up at the pool's own rate; a poll corrects it (a hit resets the pool). */
export const JACKPOT_POLL_MS = 30_000;

export const jackpotQuery = () =>
  queryOptions({
    queryKey: gamesKeys.jackpot(),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const jackpot = await request(wire.games.getJackpot, {}, { signal, toast: false });
      // Its instant is the server's now: the figure counts on from it by the platform clock.
      noteServerTime(jackpot.at, sentAt);
      return jackpot;
    },
    refetchInterval: JACKPOT_POLL_MS,
  });
