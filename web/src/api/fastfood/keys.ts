import type { OrderStatus } from '@contracts/lottery/lottery-types';
import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

export interface FastFoodListFilter {
  startDate?: string | undefined;
  endDate?: string | undefined;
  status?: OrderStatus | undefined;
}

/**
 * The fast-food game. The layout, rates and drawn rounds are the same for every player (names follow the
 * language); the table, balance, bets and fund log are the player's money and key under the money root,
 * so a submit (or a deposit, a transfer…) refreshes them with every other balance.
 */
export const fastfoodKeys = {
  all: ['fastfood'] as const,
  option: (lang: Viewer['lang']) => [...fastfoodKeys.all, 'option', lang] as const,
  rate: () => [...fastfoodKeys.all, 'rate'] as const,
  history: () => [...fastfoodKeys.all, 'history'] as const,
  money: [...moneyKeyRoot, 'fastfood'] as const,
  table: (viewer: Viewer) => [...fastfoodKeys.money, 'table', ...viewerKey(viewer)] as const,
  balance: (viewer: Viewer) => [...fastfoodKeys.money, 'balance', ...viewerKey(viewer)] as const,
  betRec: (viewer: Viewer, roundNo: string | undefined) =>
    [...fastfoodKeys.money, 'betRec', ...viewerKey(viewer), roundNo ?? 'current'] as const,
  betList: (viewer: Viewer, filter: FastFoodListFilter) => [...fastfoodKeys.money, 'betList', ...viewerKey(viewer), filter] as const,
  funds: (viewer: Viewer, filter: FastFoodListFilter) => [...fastfoodKeys.money, 'funds', ...viewerKey(viewer), filter] as const,
};
