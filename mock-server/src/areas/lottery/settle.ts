import { fromFen } from '@contracts';
import { translate } from '../../core/errors';
import { CENTRAL, credit } from '../../core/ledger';
import { defineLifecycle, orderCases, type Lifecycle } from '../../core/lifecycle';
import type { World } from '../../core/store';
import { findLottery } from './catalogue';
import { settleHouseBet, voidHouseBet } from '../games/bets/house-bets';
import { optionWins } from './options';
import { resultOf } from './round-views';
import type { LotteryOrderRecord } from './schemas';

/** A note in both languages, from the mock's messages. */
export const bothLanguages = (key: Parameters<typeof translate>[0], params: Record<string, string | number> = {}) => ({
  en: translate(key, 'en', params),
  zh_hans: translate(key, 'zh_hans', params),
});

/**
 * The lottery order's lifecycle (core/lifecycle.ts): each order is a case due at its round's draw.
 * `settle` reads the round's result, marks each line won or lost with the odds it was placed at, pays
 * the winning lines in one `payout` entry and records the turnover; `cancel` (a cancelled round)
 * refunds the stake in one `betRefund` entry. Either happens once: the lifecycle refuses a decided case.
 */
export const lotteryLifecycle: Lifecycle<LotteryOrderRecord, 'settle' | 'cancel'> = defineLifecycle<LotteryOrderRecord, 'settle' | 'cancel'>({
  ...orderCases<LotteryOrderRecord>({
    all: (world) => world.db.lotteryOrders.all(),
    update: (world, orderNo, fields) => world.db.lotteryOrders.update((q) => q.where({ orderNo }), { data: (o) => void Object.assign(o, fields) }),
  }),
  due: (order) => ({ decision: 'settle', atMs: order.drawAt }),
  decisions: {
    settle: async (world, atMs, order) => {
      const lottery = findLottery(order.lotteryId);
      if (!lottery) throw new Error(`order ${order.orderNo} names lottery ${order.lotteryId}, which does not exist`);
      const result = await resultOf(world, lottery, order.issue);
      const lines = order.lines.map((line) => {
        const won = optionWins(lottery.type, line.option, result);
        return { ...line, won, payoutFen: won ? Math.floor((line.amountFen * line.oddsCents) / 100) : 0 };
      });
      const winFen = lines.reduce((sum, line) => sum + line.payoutFen, 0);
      if (winFen > 0) await credit(world, atMs, { uid: order.uid, wallet: CENTRAL, type: 'payout', amountFen: winFen, orderNo: order.orderNo, remark: `${lottery.name.en} ${order.issue}` });
      const outcome = winFen > 0 ? bothLanguages('lottery.won', { amount: fromFen(winFen) }) : bothLanguages('lottery.lost');
      const drawn = result.join(' ');
      await settleHouseBet(world, order.orderNo, atMs, winFen, { en: `${drawn} · ${outcome.en}`, zh_hans: `${drawn} · ${outcome.zh_hans}` });
      return { status: 1, lines, winFen, result };
    },
    cancel: async (world, atMs, order) => {
      await credit(world, atMs, { uid: order.uid, wallet: CENTRAL, type: 'betRefund', amountFen: order.totalFen, orderNo: order.orderNo, remark: `round ${order.issue} cancelled` });
      await voidHouseBet(world, order.orderNo, atMs, bothLanguages('lottery.voided'));
      return { status: 2 };
    },
  },
});

export const settleDueLotteryOrders = (world: World, nowMs: number) => lotteryLifecycle.settleDue(world, nowMs);
