import type { Lang } from '@contracts';
import type { BetStatus } from '@contracts/records/bets';
import type { DomainCtx } from '../core/domain-ctx';
import { isDomainError, type DomainError } from '../core/errors';
import { CENTRAL, debit, nextOrderNo } from '../core/ledger';
import type { OrderTable } from '../core/lifecycle';
import type { World } from '../core/store';
import { inUnitOfWork } from '../core/unit-of-work';
import { openHouseBet } from '../areas/games';
import { inWindow, recordWindow, type DateWindowInput } from '../core/calendar';
import type { RoundSlot } from './clock';
import type { RoundGame } from './round-game';

/** What every timed game's order record has (the rest is the game's: lines and odds, chips on items). */
export interface RoundOrder {
  orderNo: string;
  uid: number;
  drawAt: number;
  totalFen: number;
  status: BetStatus;
  placedAt: number;
  finishedAt: number | null;
}

/** The game an order is on, as its ledger entries and its row among the bets name it. */
export interface OrderGame<R> {
  round: RoundGame<R>;
  /** The row's gameId among the bets: the lottery's id (fast food: 1). */
  gameId: number;
  /**
   * Its name in both languages: its ledger entries use the English one like every remark ("1-minute Dice
   * 20261122-0631", "Fast Food FF…"), a message about a win the player's language.
   */
  name: Record<Lang, string>;
}

/**
 * One game's orders (the lotteries', fast food's), configured by the area that owns their collection:
 * how to read and write it, which round and game an order is on, and how it reads once its round drew.
 */
export interface OrderBook<O extends RoundOrder, R> {
  /** "LT", "FF": the prefix of its order numbers. */
  orderPrefix: string;
  /** The house venue of its rows among the bets. */
  venueCode: string;
  table: OrderTable<O> & { create: (world: World, order: O) => Promise<O>; ofPlayer: (world: World, uid: number) => O[] };
  issueOf: (order: O) => string;
  gameOf: (order: O) => OrderGame<R>;
  payoutOf: (order: O) => number;
  /** The settled order: the fields written, what it pays, and the draw as its bet row shows it ("3 5 6", "Pizza"). */
  settle: (order: O, result: R) => { fields: Partial<O>; payoutFen: number; drawn: Record<Lang, string> };
}

/** An order about to be placed on an open round: its game, stake, the row's content and the record to store. */
export interface Placement<O> {
  game: OrderGame<unknown>;
  slot: RoundSlot;
  totalFen: number;
  content: Record<Lang, string>;
  record: (orderNo: string) => O;
}

/**
 * Places one order, paid from the central wallet in ONE ledger entry, with its row among the bets; all or
 * nothing. `answer` reads the world as the order left it.
 */
export function placeRoundOrder<O extends RoundOrder, R, A>(
  ctx: DomainCtx,
  book: OrderBook<O, R>,
  placement: Placement<O>,
  answer: (order: O) => A,
): Promise<A | DomainError> {
  const {
    world,
    now,
    player: { uid },
  } = ctx;
  const { game, slot, totalFen, content } = placement;
  const overLimit = world.guards.stake(world, uid, totalFen, now, ctx.lang);
  if (overLimit) return Promise.resolve(overLimit);
  return inUnitOfWork(world, async () => {
    const orderNo = nextOrderNo(world, book.orderPrefix, now);
    const paid = await debit(world, now, {
      uid,
      wallet: CENTRAL,
      type: 'bet',
      amountFen: totalFen,
      orderNo,
      remark: `${game.name.en} ${slot.issue}`,
    });
    if (isDomainError(paid)) return paid;
    const order = await book.table.create(world, placement.record(orderNo));
    await openHouseBet(world, { orderNo, uid, venueCode: book.venueCode, gameId: game.gameId, content, stakeFen: totalFen, betAt: now });
    return answer(order);
  });
}

export interface OrderFilter extends DateWindowInput {
  status?: BetStatus | undefined;
}

const newestFirst = (a: RoundOrder, b: RoundOrder) => b.placedAt - a.placedAt || b.orderNo.localeCompare(a.orderNo);

/** The player's orders placed inside the record window that match the filter (and `also`), newest first. */
export function playerOrders<O extends RoundOrder, R>(
  world: World,
  book: OrderBook<O, R>,
  uid: number,
  nowMs: number,
  filter: OrderFilter,
  also: (order: O) => boolean = () => true,
): O[] {
  const window = recordWindow(nowMs, filter);
  return book.table
    .ofPlayer(world, uid)
    .filter((o) => inWindow(window, o.placedAt) && (filter.status === undefined || o.status === filter.status) && also(o))
    .sort(newestFirst);
}

/** Every order of the book that `keep` keeps, newest first (the control API's list). */
export function allOrders<O extends RoundOrder, R>(world: World, book: OrderBook<O, R>, keep: (order: O) => boolean): O[] {
  return book.table.all(world).filter(keep).sort(newestFirst);
}

/** The totals of a whole query: the stakes that stand (awaiting the draw or settled) and every payout. */
export function orderTotals<O extends RoundOrder, R>(book: OrderBook<O, R>, orders: readonly O[]): { stakeFen: number; payoutFen: number } {
  const stakeFen = orders.filter((o) => o.status === 0 || o.status === 1).reduce((s, o) => s + o.totalFen, 0);
  return { stakeFen, payoutFen: orders.reduce((s, o) => s + book.payoutOf(o), 0) };
}
