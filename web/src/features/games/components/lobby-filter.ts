import type { GameTab } from '@contracts/games/game-types';
import { useSearchParams } from 'react-router-dom';

export const GAME_TABS: readonly GameTab[] = [0, 1, 2];
export const TAB_KEYS = { 0: 'tab.all', 1: 'tab.recommend', 2: 'tab.collection' } as const;

/**
 * The lobby's tab (All / Recommend / Collection) and venue, kept in the URL so Back from a game page returns
 * to the same list; read by the tabs in the section's head and by the list below.
 */
export function useLobbyFilter() {
  const [params, setParams] = useSearchParams();
  const tabParam = Number(params.get('tab') ?? 0);
  const tab: GameTab = tabParam === 1 || tabParam === 2 ? tabParam : 0;
  const venueCode = params.get('venue') ?? '';
  const set = (name: 'tab' | 'venue', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === '' || value === '0') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { tab, venueCode, set };
}
