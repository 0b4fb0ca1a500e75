import type { Lang } from '@contracts/core/lang';
import { GAME_CATEGORY_LABELS, type GameCategory } from '@contracts/games/game-types';

export function categoryLabel(category: number, lang: Lang): string {
  return GAME_CATEGORY_LABELS[category as GameCategory]?.[lang] ?? String(category);
}
