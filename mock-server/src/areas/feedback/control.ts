import { toPlatformIso } from '@contracts';
import type { control } from '@contracts/control';
import type { FeedbackView } from '@contracts/control/feedback';
import { FeedbackStatus } from '@contracts/feedback/feedback';
import { isoOrNull, playerNamed, type ControlHandlers } from '../../control/context';
import { fail, isDomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { getPlayer } from '../account';
import { feedbackLifecycle } from './reply';
import type { FeedbackRecord } from './schemas';

function view(world: World, f: FeedbackRecord): FeedbackView {
  return {
    id: f.id,
    username: getPlayer(world, f.uid).username,
    uid: f.uid,
    type: f.type,
    orderNo: f.orderNo,
    description: f.description,
    images: f.images,
    status: f.status,
    createdAt: toPlatformIso(f.createdAt),
    dueAt: isoOrNull(f.dueAt),
    repliedAt: isoOrNull(f.finishedAt),
    reply: f.reply,
  };
}

const STATUS = { pending: FeedbackStatus.enum.pending, replied: FeedbackStatus.enum.replied, all: null } as const;

/** Feedback for QA: list it, and reply now (the clock replies to the others after the reply delay). */
export const feedback: ControlHandlers<typeof control.feedback> = {
  list: (input, { world }) => {
    const player = input.username === undefined ? null : playerNamed(world, input.username);
    if (isDomainError(player)) return player;
    const status = STATUS[input.status];
    const list = world.db.feedback
      .findMany((q) => q.where((f) => (status === null || f.status === status) && (player === null || f.uid === player.uid)))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    return { feedback: list.map((f) => view(world, f)) };
  },
  reply: async (input, { world, now }) => {
    // Named for what it is (the lifecycle's own refusals speak of orders); the decision itself still goes through it.
    const found = world.db.feedback.findFirst((q) => q.where({ id: input.id }));
    if (!found) return fail('feedback.controlUnknown', { id: input.id }, 404);
    if (found.status !== FeedbackStatus.enum.pending) return fail('feedback.controlReplied', { id: input.id }, 409);
    const given = input.content === undefined ? undefined : { en: input.content, zh_hans: input.content };
    const replied = await feedbackLifecycle.decide(world, now, String(input.id), 'reply', given);
    return isDomainError(replied) ? replied : { feedback: view(world, replied) };
  },
};
