import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

/** VIP progress moves with deposits and bets, privileges with claims: under the money root. */
export const vipKeys = {
  all: [...moneyKeyRoot, 'vip'] as const,
  info: (viewer: Viewer) => [...vipKeys.all, 'info', ...viewerKey(viewer)] as const,
};
