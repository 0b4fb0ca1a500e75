import { formatMoney } from '@web/lib/money';
import type { Lang } from '@contracts/core/lang';
import { GAME_CATEGORY_LABELS, type GameCategory } from '@contracts/games/game-types';

/** "2026-11-22T12:00:05+08:00" → "2026-11-22 12:00:05": the wire time is already in platform time. */
export function formatPlatformTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

export function categoryLabel(category: number, lang: Lang): string {
  return GAME_CATEGORY_LABELS[category as GameCategory]?.[lang] ?? String(category);
}

/** A signed amount's tone: wins green, losses red, zero plain. */
export function winLossTone(amount: string): 'win' | 'loss' | 'even' {
  if (/^-/.test(amount)) return 'loss';
  return /^0+(\.0+)?$/.test(amount) ? 'even' : 'win';
}

/** A win/lose amount with its sign: "+¥12.00", "-¥5.00", "¥0.00". */
export function signedMoney(amount: string): string {
  return winLossTone(amount) === 'win' ? `+${formatMoney(amount)}` : formatMoney(amount);
}
