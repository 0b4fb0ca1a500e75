import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

/** The filter of lottery/getUserGameList (home/orderRecord and a game room's "my orders"). */
export interface UserGameFilter {
  lotteryId?: number | undefined;
  status?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * Lottery keys. Rounds (hall, room, results, history) move with the clock: all under `rounds()`, so a
 * draw refreshes every one of them at once. Rules (catalogue, board, odds) change rarely. The player's
 * orders move with money (an order debits, a draw pays): under the money root, so `invalidateMoney`
 * after a bet or a draw refreshes them with the balance. Names are translated: keys carry the language.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  rounds: () => [...lotteryKeys.all, 'rounds'] as const,
  hall: (lang: Viewer['lang']) => [...lotteryKeys.rounds(), 'hall', lang] as const,
  room: (lang: Viewer['lang'], lotteryId: number) => [...lotteryKeys.rounds(), 'room', lotteryId, lang] as const,
  /** locsgwin/getGameInfo: without an id the server picks its colour lottery. */
  colourRoom: (lang: Viewer['lang'], lotteryId: number | undefined) => [...lotteryKeys.rounds(), 'colour-room', lotteryId ?? 0, lang] as const,
  colourLast: (lang: Viewer['lang'], lotteryId: number | undefined) => [...lotteryKeys.rounds(), 'colour-last', lotteryId ?? 0, lang] as const,
  results: (lotteryId: number) => [...lotteryKeys.rounds(), 'results', lotteryId] as const,
  history: (lotteryId: number) => [...lotteryKeys.rounds(), 'history', lotteryId] as const,
  rules: () => [...lotteryKeys.all, 'rules'] as const,
  catalogue: (lang: Viewer['lang']) => [...lotteryKeys.rules(), 'catalogue', lang] as const,
  board: (lang: Viewer['lang'], lotteryId: number) => [...lotteryKeys.rules(), 'board', lotteryId, lang] as const,
  odds: (lotteryId: number) => [...lotteryKeys.rules(), 'odds', lotteryId] as const,
  orders: () => [...moneyKeyRoot, 'lottery-orders'] as const,
  userGameList: (viewer: Viewer, filter: UserGameFilter) => [...lotteryKeys.orders(), 'list', ...viewerKey(viewer), filter] as const,
  /** A game room's latest orders of one lottery (one page, not the record list's infinite pages). */
  roomOrders: (viewer: Viewer, lotteryId: number) => [...lotteryKeys.orders(), 'room', ...viewerKey(viewer), lotteryId] as const,
  colourBets: (viewer: Viewer, lotteryId: number | undefined) => [...lotteryKeys.orders(), 'colour', ...viewerKey(viewer), lotteryId ?? 0] as const,
};
