import type { PlayResultView, PlayState } from '../view';

/** One kind of game's picture: the shell (play-page.browser.ts) plays, the scene draws. */
export interface Scene {
  /** The play was sent: start what moves while the mock decides (the reels spin). */
  start?(): void;
  /** The play was refused: stop what start() set going. */
  cancel?(): void;
  /** Animates an answered play's outcome (instant games), before the page shows the figures. */
  played?(result: PlayResultView): Promise<void>;
  /** A fresh state (first draw, after a play, a refresh); answers words to announce, if a round was dealt. */
  update?(state: PlayState, first: boolean): string | null;
}

export type InstantScene<K extends string> = Extract<NonNullable<PlayResultView['scene']>, { kind: K }>;
