import { fromFen, toPlatformIso } from '@contracts';
import type { control } from '@contracts/control';
import type { World } from '../../core/store';
import { isoOrNull, type ControlHandlers } from '../../control/context';
import { decideOrder, listOrdersWith } from '../../control/orders';
import { getPlayer } from '../account';
import { withdrawalLifecycle } from './orders';
import type { WithdrawalOrderRecord } from './schemas';

function view(world: World, o: WithdrawalOrderRecord) {
  return {
    orderNo: o.orderNo,
    username: getPlayer(world, o.uid).username,
    uid: o.uid,
    methodType: o.methodType,
    payee: o.payeeLabel.en,
    amount: fromFen(o.amountFen),
    actualAmount: fromFen(o.actualFen),
    turnoverWarning: o.turnoverWarning,
    status: o.status,
    createdAt: toPlatformIso(o.createdAt),
    dueAt: isoOrNull(o.dueAt),
    finishedAt: isoOrNull(o.finishedAt),
  };
}

/** Withdrawals for QA: list them, pay or reject (refund) a pending one. */
export const withdrawal: ControlHandlers<typeof control.withdrawal> = {
  withdrawals: listOrdersWith((world) => world.db.withdrawalOrders.all(), view),
  payWithdrawal: decideOrder(withdrawalLifecycle, 'pay', view),
  rejectWithdrawal: decideOrder(withdrawalLifecycle, 'reject', view),
};
