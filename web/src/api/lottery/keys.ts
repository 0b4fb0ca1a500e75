import type { OrderStatus } from '@contracts/lottery/lottery-types';
import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

export interface LotteryOrderFilter {
  startDate: string;
  endDate: string;
  lotteryId?: number | undefined;
  status?: OrderStatus | undefined;
}

/** The lotteries. The player's orders are money they bet: under the money root (an order or a draw adds rows). */
export const lotteryKeys = {
  all: ['lottery'] as const,
  lotteryList: (lang: Viewer['lang']) => [...lotteryKeys.all, 'lotteryList', lang] as const,
  money: [...moneyKeyRoot, 'lottery'] as const,
  userGameList: (viewer: Viewer, filter: LotteryOrderFilter) => [...lotteryKeys.money, 'userGameList', ...viewerKey(viewer), filter] as const,
};
