import { getWalletList } from '@contracts/funds/wallets';
import { openGame } from '@contracts/games/play';
import type { Lang } from '@contracts/core/lang';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { staleTimes } from '@web/lib/query';
import { apiBase } from '@web/lib/native-bridge';
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

/**
 * A play URL the app may open: http(s) on the app's own origin, or inside the native wrapper on the
 * configured API host's origin. Anything else (a URL built from a forged Host) is not followed.
 */
export function isOwnPlayUrl(url: string, here: string = window.location.href): boolean {
  try {
    const target = new URL(url, here);
    const allowed = new Set([new URL(here).origin, new URL(apiBase(), here).origin]);
    return (target.protocol === 'https:' || target.protocol === 'http:') && allowed.has(target.origin);
  } catch {
    return false;
  }
}

/** Leaves the app for the game page (a full navigation: the demo page links back to the app). */
export function goToGame(url: string) {
  if (!isOwnPlayUrl(url)) throw new Error('refused a play URL on another origin');
  try {
    sessionStorage.setItem(PLAYING_FLAG, '1');
  } catch {
    // storage disabled: the return still reloads the app, which fetches every balance anew
  }
  window.location.assign(url);
}
