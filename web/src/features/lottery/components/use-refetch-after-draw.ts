import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lotteryKeys } from '@web/api/lottery/keys';
import type { RoundPhase } from '@web/components/countdown';

/** How often rounds are asked for again once a draw time has passed, until the server has moved on. */
const DRAW_POLL_MS = 2_000;

/**
 * Past a round's draw every round view is stale (hall, room, results, history): they are fetched again
 * every 2 s until the server answers the next round (this device's clock may run a little ahead of it).
 * Hall tiles and rooms drawing together share the one refetch of `lotteryKeys.all`.
 */
export function useRefetchAfterDraw(phase: RoundPhase, issue: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (phase !== 'drawn') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: lotteryKeys.all });
    refresh();
    const timer = setInterval(refresh, DRAW_POLL_MS);
    return () => clearInterval(timer);
  }, [phase, issue, queryClient]);
}
