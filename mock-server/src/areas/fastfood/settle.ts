import { fromFen } from '@contracts';
import { CENTRAL, credit } from '../../core/ledger';
import { defineLifecycle, orderCases, type Lifecycle } from '../../core/lifecycle';
import type { World } from '../../core/store';
import { settleHouseBet, voidHouseBet } from '../games/bets/house-bets';
import { bothLanguages } from '../lottery/settle';
import { ringPositionOf } from './rounds';
import type { FastFoodOrderRecord } from './schemas';
import { findFoodItem, RING } from './table';

/**
 * The fast-food order's lifecycle, like the lottery's: due at its round's draw; `settle` pays chips on
 * the item under the lamp where the light stopped (stake × rate, one `payout` entry), `cancel` (a
 * cancelled round) refunds the order's stake once (`betRefund`).
 */
export const fastFoodLifecycle: Lifecycle<FastFoodOrderRecord, 'settle' | 'cancel'> = defineLifecycle<FastFoodOrderRecord, 'settle' | 'cancel'>({
  ...orderCases<FastFoodOrderRecord>({
    all: (world) => world.db.fastFoodOrders.all(),
    update: (world, orderNo, fields) => world.db.fastFoodOrders.update((q) => q.where({ orderNo }), { data: (o) => void Object.assign(o, fields) }),
  }),
  due: (order) => ({ decision: 'settle', atMs: order.drawAt }),
  decisions: {
    settle: async (world, atMs, order) => {
      const winner = RING[await ringPositionOf(world, order.roundNo)]!;
      const stakes = order.stakes.map((s) => ({ ...s, payoutFen: s.itemId === winner ? Math.floor((s.amountFen * findFoodItem(s.itemId)!.rateCents) / 100) : 0 }));
      const payoutFen = stakes.reduce((sum, s) => sum + s.payoutFen, 0);
      if (payoutFen > 0) await credit(world, atMs, { uid: order.uid, wallet: CENTRAL, type: 'payout', amountFen: payoutFen, orderNo: order.orderNo, remark: `Fast Food ${order.roundNo}` });
      const item = findFoodItem(winner)!;
      const outcome = payoutFen > 0 ? bothLanguages('lottery.won', { amount: fromFen(payoutFen) }) : bothLanguages('lottery.lost');
      await settleHouseBet(world, order.orderNo, atMs, payoutFen, { en: `${item.name.en} · ${outcome.en}`, zh_hans: `${item.name.zh_hans} · ${outcome.zh_hans}` });
      return { status: 1, stakes, payoutFen, winningItemId: winner };
    },
    cancel: async (world, atMs, order) => {
      await credit(world, atMs, { uid: order.uid, wallet: CENTRAL, type: 'betRefund', amountFen: order.totalFen, orderNo: order.orderNo, remark: `round ${order.roundNo} cancelled` });
      await voidHouseBet(world, order.orderNo, atMs, bothLanguages('lottery.voided'));
      return { status: 2 };
    },
  },
});

export const settleDueFastFoodOrders = (world: World, nowMs: number) => fastFoodLifecycle.settleDue(world, nowMs);
