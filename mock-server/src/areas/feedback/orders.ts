import { DAY_MS, fromFen, toPlatformIso, type Lang } from '@contracts';
import { FeedbackOrderKind, feedbackOrderKindLabels, type FeedbackOrder } from '@contracts/feedback/feedback';
import { FEEDBACK_ORDER_DAYS } from '@contracts/rules/feedback';
import { TradeType } from '@contracts/records/trades';
import type { DomainCtx } from '../../core/domain-ctx';
import { betGameName, betsPlacedIn } from '../games';
import { findHouseVenue } from '../../catalogue/venues';
import { findLottery, lotteryBook } from '../lottery';
import { fastFoodBook } from '../fastfood';
import { allTrades } from '../records';

const K = FeedbackOrderKind.enum;

/** One of the player's orders, read from the area that owns it, with the instant it was made. */
export interface PlayerOrder {
  order: FeedbackOrder;
  atMs: number;
}

/** The order kinds a transaction record stands for; bonuses, rebates, interest … are no order a player would name. */
const TRADE_KINDS: Partial<Record<TradeType, FeedbackOrderKind>> = {
  [TradeType.enum.deposit]: K.deposit,
  [TradeType.enum.withdrawal]: K.withdrawal,
  [TradeType.enum.transferIn]: K.transfer,
  [TradeType.enum.transferOut]: K.transfer,
};

const titled = (kind: FeedbackOrderKind, lang: Lang, ...parts: string[]) => [feedbackOrderKindLabels[kind][lang], ...parts].join(' · ');

/**
 * Every order of the player, whatever its age: deposits, withdrawals and transfers as the transaction
 * records see them (orders and ledger), lobby bets, lottery and fast-food orders from their own areas.
 * Lottery and fast-food orders also have a row among the bets (house venues); they are named once, as
 * what they are.
 */
export function playerOrders(ctx: DomainCtx): PlayerOrder[] {
  const {
    world,
    lang,
    player: { uid },
  } = ctx;
  const orders: PlayerOrder[] = [];
  const order = (orderNo: string, kind: FeedbackOrderKind, title: string, amount: string, atMs: number) =>
    orders.push({ order: { orderNo, kind, title, amount, createdAt: toPlatformIso(atMs) }, atMs });

  for (const { atMs, trade } of allTrades(ctx)) {
    const kind = TRADE_KINDS[trade.type];
    if (kind !== undefined) order(trade.orderNo, kind, titled(kind, lang, trade.method), trade.amount, atMs);
  }
  for (const bet of betsPlacedIn(world, uid)) {
    if (findHouseVenue(bet.venueCode)) continue;
    order(bet.orderNo, K.gameBet, titled(K.gameBet, lang, betGameName(world, bet, lang)), fromFen(bet.stakeFen), bet.betAt);
  }
  for (const lottery of lotteryBook.table.ofPlayer(world, uid)) {
    const name = findLottery(lottery.lotteryId)?.name[lang] ?? String(lottery.lotteryId);
    order(lottery.orderNo, K.lottery, titled(K.lottery, lang, name, lottery.issue), fromFen(lottery.totalFen), lottery.placedAt);
  }
  for (const food of fastFoodBook.table.ofPlayer(world, uid)) {
    order(food.orderNo, K.fastFood, titled(K.fastFood, lang, food.roundNo), fromFen(food.totalFen), food.placedAt);
  }
  return orders;
}

/** Where an order stands against the 7-day rule: made at most 7 × 24 hours ago (and not after now). */
export function orderAge(nowMs: number, atMs: number): 'recent' | 'tooOld' | 'future' {
  if (atMs > nowMs) return 'future';
  return atMs >= nowMs - FEEDBACK_ORDER_DAYS * DAY_MS ? 'recent' : 'tooOld';
}

/** feedback/getOrder: the player's orders of the past 7 days of the given kinds, newest first (then by number). */
export function recentOrders(ctx: DomainCtx, kinds: readonly FeedbackOrderKind[]): FeedbackOrder[] {
  return playerOrders(ctx)
    .filter((o) => kinds.includes(o.order.kind) && orderAge(ctx.now, o.atMs) === 'recent')
    .sort((a, b) => b.atMs - a.atMs || b.order.orderNo.localeCompare(a.order.orderNo))
    .map((o) => o.order);
}
