import type { Lang } from '@contracts/core/lang';
import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

/** The interest balance moves with the central wallet (and the clock): under the money root. */
export const interestKeys = {
  money: [...moneyKeyRoot, 'interest'] as const,
  data: (viewer: Viewer) => [...interestKeys.money, 'data', ...viewerKey(viewer)] as const,
  list: (viewer: Viewer, type: number | undefined) => [...interestKeys.money, 'list', ...viewerKey(viewer), { type }] as const,
  /** Product terms only: the same for every player, by language. */
  types: (lang: Lang) => ['interest', 'types', lang] as const,
};
