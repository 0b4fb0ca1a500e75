import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { moneyKeyRoot } from '@web/lib/money-keys';
import { PLAYING_FLAG } from '@web/api/games/playing-flag';

function takePlayingFlag(): boolean {
  try {
    const was = sessionStorage.getItem(PLAYING_FLAG) === '1';
    sessionStorage.removeItem(PLAYING_FLAG);
    return was;
  } catch {
    return false;
  }
}

/**
 * Back from a game page, balances must be the game's outcome. A normal return reloads the app (fresh
 * anyway); a return from the back-forward cache shows the old page as it was, so: drop the money
 * queries nobody shows (they load anew, no stale number in between) and refetch the shown ones.
 */
export function useMoneyOnReturn() {
  const queryClient = useQueryClient();
  useEffect(() => {
    takePlayingFlag(); // a fresh load needs nothing: clear the flag
    const refresh = () => {
      queryClient.removeQueries({ queryKey: moneyKeyRoot, type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey: moneyKeyRoot });
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted || takePlayingFlag()) refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && takePlayingFlag()) refresh();
    };
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
}
