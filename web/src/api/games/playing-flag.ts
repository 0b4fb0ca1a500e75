/**
 * A flag in sessionStorage: the player left for a game page and may come back (bfcache or reload).
 * Its own module so the home screen's return check does not pull in the game-opening code.
 */
export const PLAYING_FLAG = 'lobby.playing';
