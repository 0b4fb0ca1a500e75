import { toPlatformIso } from '@contracts';
import type { control } from '@contracts/control';
import type { World } from '../../core/store';
import { isoOrNull, type ControlHandlers } from '../../control/context';
import { decideOrder, listOrdersWith } from '../../control/orders';
import { getPlayer } from '../account';
import { partnerLifecycle } from './partner';
import type { PartnerApplicationRecord } from './schemas';

function view(world: World, a: PartnerApplicationRecord) {
  return {
    orderNo: a.orderNo,
    username: getPlayer(world, a.uid).username,
    uid: a.uid,
    contact: a.contact,
    message: a.message,
    status: a.status,
    createdAt: toPlatformIso(a.createdAt),
    dueAt: isoOrNull(a.dueAt),
    finishedAt: isoOrNull(a.finishedAt),
  };
}

/** Partner applications for QA: list them, decide a pending one (the clock approves the others after the review delay). */
export const partner: ControlHandlers<typeof control.partner> = {
  applications: listOrdersWith((world) => world.db.partnerApplications.all(), view),
  approveApplication: decideOrder(partnerLifecycle, 'approve', view),
  rejectApplication: decideOrder(partnerLifecycle, 'reject', view),
};
