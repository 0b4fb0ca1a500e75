import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

/**
 * The withdrawal overview (balance, quota, fees) and orders move money: under the money root. Bound
 * payees and the bank and currency lists do not, and stay outside.
 */
export const withdrawalKeys = {
  money: [...moneyKeyRoot, 'withdrawal'] as const,
  overviews: () => [...withdrawalKeys.money, 'overview'] as const,
  overview: (viewer: Viewer) => [...withdrawalKeys.overviews(), ...viewerKey(viewer)] as const,
  orders: (viewer: Viewer) => [...withdrawalKeys.money, 'orders', ...viewerKey(viewer)] as const,
  payeesAll: () => ['withdrawal', 'payees'] as const,
  payees: (viewer: Viewer) => [...withdrawalKeys.payeesAll(), ...viewerKey(viewer)] as const,
  banks: (lang: Viewer['lang']) => ['withdrawal', 'banks', lang] as const,
  currencies: (lang: Viewer['lang']) => ['withdrawal', 'currencies', lang] as const,
};
