import { toPlatformIso } from '@contracts';
import type { control } from '@contracts/control';
import { HandoverStatus } from '@contracts/control/chat';
import { fail, isDomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { isoOrNull, playerNamed, type ControlHandlers } from '../../control/context';
import { getPlayer } from '../account';
import { waitingHandover } from './conversation';
import { handoverLifecycle } from './handover';
import type { ChatHandoverRecord } from './schemas';

function view(world: World, h: ChatHandoverRecord) {
  return {
    orderNo: h.orderNo,
    username: getPlayer(world, h.uid).username,
    uid: h.uid,
    status: h.status,
    articleId: h.articleId,
    createdAt: toPlatformIso(h.createdAt),
    dueAt: toPlatformIso(h.dueAt),
    finishedAt: isoOrNull(h.finishedAt),
  };
}

/** The chat's hand-overs for QA: list them, or have the agent answer a player now (the clock does it at `dueAt`). */
export const chat: ControlHandlers<typeof control.chat> = {
  handovers: (input, ctx) => {
    const player = input.username === undefined ? null : playerNamed(ctx.world, input.username);
    if (isDomainError(player)) return player;
    const status = input.status === 'all' ? null : HandoverStatus.enum[input.status];
    const handovers = ctx.world.db.chatHandovers
      .findMany((q) => q.where((h) => (status === null || h.status === status) && (player === null || h.uid === player.uid)))
      .sort((a, b) => b.createdAt - a.createdAt || b.orderNo.localeCompare(a.orderNo));
    return { handovers: handovers.map((h) => view(ctx.world, h)) };
  },
  reply: async (input, ctx) => {
    const player = playerNamed(ctx.world, input.username);
    if (isDomainError(player)) return player;
    const waiting = waitingHandover(ctx.world, player.uid);
    if (!waiting) return fail('chat.nothingWaiting', { username: input.username }, 409);
    const handover = await handoverLifecycle.decide(ctx.world, ctx.now, waiting.orderNo, 'reply');
    return isDomainError(handover) ? handover : { handover: view(ctx.world, handover) };
  },
};
