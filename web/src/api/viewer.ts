import type { Lang } from '@contracts/core/lang';

/**
 * Who asks: the server answers in the request's language and for the logged-in player (uid, or '' for
 * a visitor). A key holds them wherever the answer depends on them, so one player's or one language's
 * answer is never shown to another.
 */
export interface Viewer {
  lang: Lang;
  uid: string;
}

/** The key parts of a viewer: language, then player. */
export const viewerKey = (viewer: Viewer) => [viewer.lang, viewer.uid] as const;
