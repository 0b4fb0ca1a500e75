import type { Lang } from '@contracts/core/lang';
import { GAME_CATEGORY_LABELS, type GameCategory } from '@contracts/games/game-types';

/** One time format for every page (lib/platform-time). */
export { formatPlatformTime } from '@web/lib/platform-time';

export function categoryLabel(category: number, lang: Lang): string {
  return GAME_CATEGORY_LABELS[category as GameCategory]?.[lang] ?? String(category);
}

/** Signed amounts are formatted once for every page (lib/money). */
export { signedMoney, winLossTone } from '@web/lib/money';
