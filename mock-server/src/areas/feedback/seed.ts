import { DAY_MS } from '@contracts';
import { FeedbackStatus } from '@contracts/feedback/feedback';
import type { World } from '../../core/store';
import { findPlayerByUsername } from '../account';
import { cannedReply } from './reply';

/**
 * A believable history: demo01 sent a suggestion three days before the world's start and customer service
 * answered the next morning. Seeded replied and without a message (the welcome message stays the only one).
 */
export async function seedFeedback(world: World, startMs: number): Promise<void> {
  const demo = findPlayerByUsername(world, 'demo01');
  if (!demo) return;
  const feedback = { type: 3 as const, orderNo: null };
  await world.db.feedback.create({
    id: 1,
    uid: demo.uid,
    ...feedback,
    description: '希望彩票大厅可以增加一个按开奖时间排序的选项，方便找到马上开奖的游戏。',
    images: [],
    status: FeedbackStatus.enum.replied,
    createdAt: startMs - 3 * DAY_MS,
    dueAt: null,
    finishedAt: startMs - 3 * DAY_MS + 20 * 60 * 60_000,
    reply: cannedReply(feedback),
  });
}
