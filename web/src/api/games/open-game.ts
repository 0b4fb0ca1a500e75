import type { openGame } from '@contracts/games/play';
import type { InputOf } from '@contracts/core/endpoint';
import { useMutation } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { isOwnPlayUrl } from './play-url';
import { PLAYING_FLAG } from './playing-flag';

export function useOpenGame() {
  return useMutation({
    // The page shows a refusal (maintenance, no trial) inline, so no toast as well.
    mutationFn: (input: InputOf<typeof openGame>) => request(wire.games.openGame, input, { toast: false }),
  });
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
