import { HOUSE_FASTFOOD } from '../games';
import type { OrderBook, OrderGame } from '../../rounds/order-book';
import { roundLifecycle, settleDueOrders, timedGame } from '../../rounds/settle';
import type { FastFoodOrderRecord } from './schemas';
import { FASTFOOD_ROUND, findFoodItem, RING } from './table';

/** Fast food as its orders' ledger entries ("Fast Food FF20261122-0631") and bet rows name it: its venue's only game. */
export const FASTFOOD_ORDER_GAME: OrderGame<number> = {
  round: FASTFOOD_ROUND,
  gameId: 1,
  name: { en: 'Fast Food', zh_hans: '快餐' },
};

/**
 * Fast food's orders for the round engine: the chips on the item under the lamp where the light stopped pay
 * stake × the item's rate, rounded down to the fen; the bet row shows the winning item.
 */
export const fastFoodBook: OrderBook<FastFoodOrderRecord, number> = {
  orderPrefix: 'FF',
  venueCode: HOUSE_FASTFOOD,
  table: {
    all: (world) => world.db.fastFoodOrders.all(),
    ofPlayer: (world, uid) => world.db.fastFoodOrders.findMany((q) => q.where({ uid })),
    create: (world, order) => world.db.fastFoodOrders.create(order),
    update: (world, orderNo, fields) =>
      world.db.fastFoodOrders.update((q) => q.where({ orderNo }), { data: (o) => void Object.assign(o, fields) }),
  },
  issueOf: (order) => order.roundNo,
  gameOf: () => FASTFOOD_ORDER_GAME,
  payoutOf: (order) => order.payoutFen,
  settle: (order, position) => {
    const winner = RING[position]!;
    const stakes = order.stakes.map((s) => ({
      ...s,
      payoutFen: s.itemId === winner ? Math.floor((s.amountFen * findFoodItem(s.itemId)!.rateCents) / 100) : 0,
    }));
    const payoutFen = stakes.reduce((sum, s) => sum + s.payoutFen, 0);
    return { fields: { stakes, payoutFen, winningItemId: winner }, payoutFen, drawn: findFoodItem(winner)!.name };
  },
};

export const fastFoodLifecycle = roundLifecycle(fastFoodBook);
export const settleDueFastFoodOrders = settleDueOrders(fastFoodLifecycle);
export const fastFoodTimedGame = timedGame(fastFoodBook, fastFoodLifecycle, FASTFOOD_ROUND);
