import type { OrderStatus } from '@contracts/lottery/lottery-types';
import type { QueryKey } from '@tanstack/react-query';
import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

export interface LotteryOrderFilter {
  startDate: string;
  endDate: string;
  lotteryId?: number | undefined;
  status?: OrderStatus | undefined;
}

/**
 * The lotteries. Everything under `all` moves with the clock (the hall, a room, results, history): a
 * draw invalidates `all` and every view of rounds refetches. The rules (catalogue, board, odds) change
 * rarely and live under their own root, so a draw does not refetch them. The player's orders are money
 * they bet: under the money root (an order or a draw adds rows), refreshed with the balance.
 * Names are translated by the server: keys carry the language where an answer has names.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  lotteryList: (lang: Viewer['lang']) => [...lotteryKeys.all, 'lotteryList', lang] as const,
  /** Typed as a plain QueryKey like colourRoom: a room page reads either call through one query type. */
  room: (lang: Viewer['lang'], lotteryId: number): QueryKey => [...lotteryKeys.all, 'room', lotteryId, lang],
  /** locsgwin/getGameInfo: without an id the server picks its colour lottery. */
  colourRoom: (lang: Viewer['lang'], lotteryId: number | undefined): QueryKey => [...lotteryKeys.all, 'colour-room', lotteryId ?? 0, lang],
  results: (lotteryId: number) => [...lotteryKeys.all, 'results', lotteryId] as const,
  history: (lotteryId: number) => [...lotteryKeys.all, 'history', lotteryId] as const,
  rules: ['lottery-rules'] as const,
  catalogue: (lang: Viewer['lang']) => [...lotteryKeys.rules, 'catalogue', lang] as const,
  board: (lang: Viewer['lang'], lotteryId: number) => [...lotteryKeys.rules, 'board', lotteryId, lang] as const,
  odds: (lotteryId: number) => [...lotteryKeys.rules, 'odds', lotteryId] as const,
  money: [...moneyKeyRoot, 'lottery'] as const,
  userGameList: (viewer: Viewer, filter: LotteryOrderFilter) =>
    [...lotteryKeys.money, 'userGameList', ...viewerKey(viewer), filter] as const,
  /** A game room's latest orders of one lottery (one page, not the record list's infinite pages). */
  roomOrders: (viewer: Viewer, lotteryId: number) => [...lotteryKeys.money, 'room', ...viewerKey(viewer), lotteryId] as const,
  colourBets: (viewer: Viewer, lotteryId: number | undefined) =>
    [...lotteryKeys.money, 'colour', ...viewerKey(viewer), lotteryId ?? 0] as const,
};
