import { HOUSE_LOTTERY } from '../games';
import type { OrderBook, OrderGame } from '../../rounds/order-book';
import { roundLifecycle, settleDueOrders } from '../../rounds/settle';
import { findLottery, type LotteryDefinition } from './catalogue';
import { optionWins } from './options';
import type { LotteryOrderRecord } from './schemas';

function lotteryOf(order: LotteryOrderRecord): LotteryDefinition {
  const lottery = findLottery(order.lotteryId);
  if (!lottery) throw new Error(`order ${order.orderNo} names lottery ${order.lotteryId}, which does not exist`);
  return lottery;
}

/** A lottery as its orders' ledger entries and bet rows name it. */
export const lotteryGame = (lottery: LotteryDefinition): OrderGame<number[]> => ({
  round: lottery,
  gameId: lottery.id,
  name: lottery.name,
});

/**
 * The lotteries' orders for the round engine: each line wins or loses by its option's rule and pays its
 * stake × the odds it was placed at, rounded down to the fen; the bet row shows the drawn numbers.
 */
export const lotteryBook: OrderBook<LotteryOrderRecord, number[]> = {
  orderPrefix: 'LT',
  venueCode: HOUSE_LOTTERY,
  table: {
    all: (world) => world.db.lotteryOrders.all(),
    ofPlayer: (world, uid) => world.db.lotteryOrders.findMany((q) => q.where({ uid })),
    create: (world, order) => world.db.lotteryOrders.create(order),
    update: (world, orderNo, fields) =>
      world.db.lotteryOrders.update((q) => q.where({ orderNo }), { data: (o) => void Object.assign(o, fields) }),
  },
  issueOf: (order) => order.issue,
  gameOf: (order) => lotteryGame(lotteryOf(order)),
  payoutOf: (order) => order.winFen,
  settle: (order, result) => {
    const lottery = lotteryOf(order);
    const lines = order.lines.map((line) => {
      const won = optionWins(lottery.type, line.option, result);
      return { ...line, won, payoutFen: won ? Math.floor((line.amountFen * line.oddsCents) / 100) : 0 };
    });
    const winFen = lines.reduce((sum, line) => sum + line.payoutFen, 0);
    const drawn = result.join(' ');
    return { fields: { lines, winFen, result }, payoutFen: winFen, drawn: { en: drawn, zh_hans: drawn } };
  },
};

export const lotteryLifecycle = roundLifecycle(lotteryBook);
export const settleDueLotteryOrders = settleDueOrders(lotteryLifecycle);
