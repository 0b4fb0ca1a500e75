import { fromFen, toPlatformIso } from '@contracts';
import type { control } from '@contracts/control';
import type { World } from '../../core/store';
import { isoOrNull, type ControlHandlers } from '../../control/context';
import { decideOrder, listOrdersWith } from '../../control/orders';
import { getPlayer } from '../account';
import { depositLifecycle } from './orders';
import type { DepositOrderRecord } from './schemas';

function view(world: World, o: DepositOrderRecord) {
  return {
    orderNo: o.orderNo,
    username: getPlayer(world, o.uid).username,
    uid: o.uid,
    channelId: o.channelId,
    channelType: o.channelType,
    amount: fromFen(o.amountFen),
    gift: fromFen(o.giftFen),
    status: o.status,
    createdAt: toPlatformIso(o.createdAt),
    dueAt: isoOrNull(o.dueAt),
    expiresAt: toPlatformIso(o.expiresAt),
    finishedAt: isoOrNull(o.finishedAt),
  };
}

/** Deposits for QA: list them, decide a pending one (the clock decides the others on its own). */
export const deposit: ControlHandlers<typeof control.deposit> = {
  deposits: listOrdersWith((world) => world.db.depositOrders.all(), view),
  approveDeposit: decideOrder(depositLifecycle, 'approve', view),
  rejectDeposit: decideOrder(depositLifecycle, 'reject', view),
};
