import { fromFen, toPlatformIso } from '@contracts';
import type { control } from '@contracts/control';
import { isDomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { isoOrNull, type ControlHandlers } from '../../control/context';
import { listOrders } from '../../control/orders';
import { getPlayer } from '../account/players';
import { withdrawalLifecycle } from './orders';
import type { WithdrawalOrderRecord } from './schemas';

function view(world: World, o: WithdrawalOrderRecord) {
  return { orderNo: o.orderNo, username: getPlayer(world, o.uid).username, uid: o.uid, methodType: o.methodType, payee: o.payeeLabel, amount: fromFen(o.amountFen), actualAmount: fromFen(o.actualFen), turnoverWarning: o.turnoverWarning, status: o.status, createdAt: toPlatformIso(o.createdAt), dueAt: isoOrNull(o.dueAt), finishedAt: isoOrNull(o.finishedAt) };
}

/** Withdrawals for QA: list them, pay or reject (refund) a pending one. */
export const withdrawal: ControlHandlers<typeof control.withdrawal> = {
  withdrawals: (input, { world }) => {
    const orders = listOrders(world, world.db.withdrawalOrders.all(), input);
    return isDomainError(orders) ? orders : { orders: orders.map((o) => view(world, o)) };
  },
  payWithdrawal: async (input, { world, now }) => {
    const order = await withdrawalLifecycle.decide(world, now, input.orderNo, 'pay');
    return isDomainError(order) ? order : { order: view(world, order) };
  },
  rejectWithdrawal: async (input, { world, now }) => {
    const order = await withdrawalLifecycle.decide(world, now, input.orderNo, 'reject');
    return isDomainError(order) ? order : { order: view(world, order) };
  },
};
