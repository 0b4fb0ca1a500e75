import type { Lang } from '@contracts/core/lang';
import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

/**
 * Promotions: the tabs and the lists are the same for everyone (per language); one promotion's page carries
 * the player's standing on its apply action, which deposits, bets and VIP levels move, so it keys under the
 * money root and any money change refreshes it.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  classes: (lang: Lang) => [...promotionKeys.all, 'classes', lang] as const,
  lists: (lang: Lang) => [...promotionKeys.all, 'list', lang] as const,
  list: (lang: Lang, classId: number) => [...promotionKeys.lists(lang), classId] as const,
  details: () => [...moneyKeyRoot, 'promotion'] as const,
  detail: (viewer: Viewer, id: number) => [...promotionKeys.details(), ...viewerKey(viewer), id] as const,
};
