import { fromFen } from '@contracts';
import { translate } from '../core/errors';
import { CENTRAL, credit } from '../core/ledger';
import { defineLifecycle, orderCases, type Lifecycle } from '../core/lifecycle';
import type { World } from '../core/store';
import { settleHouseBet, voidHouseBet } from '../areas/games';
import { tellAboutOrder } from '../areas/help';
import type { OrderBook, RoundOrder } from './order-book';
import { resultOf, type RoundGame } from './round-game';

/** A note in both languages, from the mock's messages. */
const bothLanguages = (key: Parameters<typeof translate>[0], params: Record<string, string | number> = {}) => ({
  en: translate(key, 'en', params),
  zh_hans: translate(key, 'zh_hans', params),
});

export type RoundLifecycle<O extends RoundOrder> = Lifecycle<O, 'settle' | 'cancel'>;

/**
 * A timed game's order lifecycle (core/lifecycle.ts): each order is a case due at its round's draw.
 * `settle` reads the round's result, lets the game mark what won (at the odds or rates it was placed
 * at), pays it in one `payout` entry and settles the order's row among the bets, which counts the
 * turnover, and a win is a personal message; `cancel` (a cancelled round) refunds the stake in one `betRefund` entry. Either happens
 * once: the lifecycle refuses a decided case.
 */
export function roundLifecycle<O extends RoundOrder, R>(book: OrderBook<O, R>): RoundLifecycle<O> {
  return defineLifecycle<O, 'settle' | 'cancel'>({
    ...orderCases<O>(book.table),
    due: (order) => ({ decision: 'settle', atMs: order.drawAt }),
    decisions: {
      settle: async (world, atMs, order) => {
        const game = book.gameOf(order);
        const issue = book.issueOf(order);
        const { fields, payoutFen, drawn } = book.settle(order, await resultOf(world, game.round, issue));
        if (payoutFen > 0) {
          await credit(world, atMs, {
            uid: order.uid,
            wallet: CENTRAL,
            type: 'payout',
            amountFen: payoutFen,
            orderNo: order.orderNo,
            remark: `${game.name.en} ${issue}`,
          });
          await tellAboutOrder(world, atMs, {
            uid: order.uid,
            orderNo: order.orderNo,
            title: 'news.betWonTitle',
            sentences: [['news.orderWon', { game: game.name, issue, orderNo: order.orderNo, amount: fromFen(payoutFen) }]],
            link: 'bet',
          });
        }
        const outcome = payoutFen > 0 ? bothLanguages('lottery.won', { amount: fromFen(payoutFen) }) : bothLanguages('lottery.lost');
        await settleHouseBet(world, order.orderNo, atMs, payoutFen, {
          en: `${drawn.en} · ${outcome.en}`,
          zh_hans: `${drawn.zh_hans} · ${outcome.zh_hans}`,
        });
        return { ...fields, status: 1 };
      },
      cancel: async (world, atMs, order) => {
        await credit(world, atMs, {
          uid: order.uid,
          wallet: CENTRAL,
          type: 'betRefund',
          amountFen: order.totalFen,
          orderNo: order.orderNo,
          remark: `round ${book.issueOf(order)} cancelled`,
        });
        await voidHouseBet(world, order.orderNo, atMs, bothLanguages('lottery.voided'));
        // Every order's status is RoundOrder's, which O extends: TypeScript cannot see that through the generic.
        return { status: 2 } as Partial<O>;
      },
    },
  });
}

/** The clock job of a book: settles every order whose draw has come. */
export const settleDueOrders =
  <O extends RoundOrder>(lifecycle: RoundLifecycle<O>) =>
  (world: World, nowMs: number) =>
    lifecycle.settleDue(world, nowMs);

/** What the control API needs of a timed game to move the clock to its rounds and cancel one with refunds. */
export interface TimedGame {
  round: RoundGame<unknown>;
  /** Order numbers of the round still waiting for the draw. */
  pendingOrders: (world: World, issue: string) => string[];
  lifecycle: Pick<Lifecycle<RoundOrder, 'cancel'>, 'decide'>;
}

/** A game of a book as the control API sees it. */
export function timedGame<O extends RoundOrder, R>(book: OrderBook<O, R>, lifecycle: RoundLifecycle<O>, round: RoundGame<R>): TimedGame {
  const pendingOrders = (world: World, issue: string) =>
    book.table
      .all(world)
      .filter((o) => o.status === 0 && book.issueOf(o) === issue && book.gameOf(o).round.code === round.code)
      .map((o) => o.orderNo);
  return { round, pendingOrders, lifecycle };
}
