import { toPlatformIso, type Lang } from '@contracts';
import { FeedbackStatus, feedbackTypeLabels } from '@contracts/feedback/feedback';
import { translate, type ErrorKey } from '../../core/errors';
import { escapeHtml } from '../../core/html';
import { defineLifecycle, type Lifecycle } from '../../core/lifecycle';
import type { World } from '../../core/store';
import { postMessage, type Bilingual } from '../help';
import type { FeedbackRecord } from './schemas';

/** The clock answers a feedback this long after it was sent, unless an operator replied first. */
export const FEEDBACK_REPLY_MS = 30 * 60_000;

/** The app's feedback detail page (web/src/app/routes.ts `routes.feedbackDetail`), as an in-app link of a message. */
const DETAIL_HASH = '#/pages/service/feedbackDetail';

const both = (key: ErrorKey, params: Record<string, string> = {}): Bilingual => ({
  en: translate(key, 'en', params),
  zh_hans: translate(key, 'zh_hans', params),
});

/** What customer service answers to a type: the rule of this mock that the question is about, naming the order when there is one. */
export function cannedReply(feedback: Pick<FeedbackRecord, 'type' | 'orderNo'>): Bilingual {
  const text = both(`feedback.reply.${feedback.type}`);
  if (feedback.orderNo === null) return text;
  const about = both('feedback.replyOrder', { orderNo: feedback.orderNo });
  return { en: `${about.en}${text.en}`, zh_hans: `${about.zh_hans}${text.zh_hans}` };
}

/** "2026-11-22 12:00" in the platform zone, for a message's text. */
const minuteOf = (ms: number) => toPlatformIso(ms).slice(0, 16).replace('T', ' ');

/** The reply reaches the player as a personal message too (Message/getAllMessageList), linking to the feedback. */
async function tellPlayer(world: World, atMs: number, feedback: FeedbackRecord, reply: Bilingual) {
  const content = (lang: Lang) =>
    [
      `<p>${escapeHtml(translate('feedback.replyIntro', lang, { type: feedbackTypeLabels[feedback.type][lang], date: minuteOf(feedback.createdAt) }))}</p>`,
      `<p>${escapeHtml(reply[lang])}</p>`,
      `<p><a href="${DETAIL_HASH}?id=${feedback.id}">${escapeHtml(translate('feedback.replyLink', lang))}</a></p>`,
    ].join('');
  await postMessage(world, atMs, {
    uid: feedback.uid,
    kind: 2,
    title: both('feedback.replyTitle'),
    content: { en: content('en'), zh_hans: content('zh_hans') },
  });
}

const byKey = (key: string) => ({ id: Number(key) });

/**
 * Pending → replied, once: by the clock after FEEDBACK_REPLY_MS with the type's reply, or by an operator
 * (control API) with a text of their own. The effect writes the reply and sends the player a message; no money moves.
 */
export const feedbackLifecycle: Lifecycle<FeedbackRecord, 'reply', Bilingual> = defineLifecycle<FeedbackRecord, 'reply', Bilingual>({
  key: (feedback) => String(feedback.id),
  find: (world, key) => world.db.feedback.findFirst((q) => q.where(byKey(key))) ?? undefined,
  pending: (world) => world.db.feedback.findMany((q) => q.where({ status: FeedbackStatus.enum.pending })),
  due: (feedback) => (feedback.dueAt === null ? null : { decision: 'reply', atMs: feedback.dueAt }),
  decisions: {
    reply: async (world, atMs, feedback, given) => {
      const reply = given ?? cannedReply(feedback);
      await tellPlayer(world, atMs, feedback, reply);
      return { status: FeedbackStatus.enum.replied, reply, dueAt: null };
    },
  },
  write: (world, key, fields) => world.db.feedback.update((q) => q.where(byKey(key)), { data: (f) => void Object.assign(f, fields) }),
});
