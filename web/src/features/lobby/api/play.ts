import { getWalletList } from '@contracts/funds/wallets';
import { openGame } from '@contracts/games/play';
import type { Lang } from '@contracts/core/lang';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import { lobbyMoneyKeys } from './keys';
import { PLAYING_FLAG } from './playing-flag';

/** The player's wallets (central + one per venue): the game page shows the venue's balance it plays against. */
export const walletsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: lobbyMoneyKeys.wallets(lang),
    queryFn: ({ signal }) => request(getWalletList, {}, { signal }),
    staleTime: staleTimes.live,
  });


export function useOpenGame() {
  return useMutation({
    // The page shows a refusal (maintenance, no trial) inline, so no toast as well.
    mutationFn: (input: { gameId: number; trial: boolean }) => request(openGame, input, { toast: false }),
  });
}

/** Leaves the app for the game page (a full navigation: the demo page links back to the app). */
export function goToGame(url: string) {
  try {
    sessionStorage.setItem(PLAYING_FLAG, '1');
  } catch {
    // storage disabled: the return still reloads the app, which fetches every balance anew
  }
  window.location.assign(url);
}
