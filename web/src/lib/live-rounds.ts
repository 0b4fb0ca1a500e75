import { serverNow } from './server-clock';

/** A page that shows live rounds reads them again this often … */
export const LIVE_ROUNDS_POLL_MS = 5_000;
/** … and this often once a round's draw time has passed, until the server answers the next round. */
export const DRAWN_ROUND_POLL_MS = 1_000;

/**
 * The one way a page keeps its live rounds true (a lottery room, the lottery hall, the fast-food table): the
 * `refetchInterval` of the query that holds them. The countdowns run from server time, but a round that the
 * mock's control API jumped or cancelled, or a clock moved by QA, can only be learnt from the server, so the
 * rounds are read every 5 s while shown, and every second once a draw is due until the next round is there.
 * TanStack Query stops interval refetches while the tab is hidden.
 */
export function pollLiveRounds<T>(roundsOf: (data: T) => ReadonlyArray<{ drawAt: string }>) {
  return (query: { state: { data: T | undefined } }): number => {
    const data = query.state.data;
    const now = serverNow();
    const drawDue = data !== undefined && roundsOf(data).some((round) => now >= Date.parse(round.drawAt));
    return drawDue ? DRAWN_ROUND_POLL_MS : LIVE_ROUNDS_POLL_MS;
  };
}
