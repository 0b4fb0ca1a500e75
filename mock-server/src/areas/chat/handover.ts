import { ChatSender } from '@contracts/chat/chat';
import { HandoverStatus } from '@contracts/control/chat';
import { translate, type ErrorKey } from '../../core/errors';
import { nextOrderNo } from '../../core/ledger';
import { defineLifecycle, type Lifecycle } from '../../core/lifecycle';
import type { World } from '../../core/store';
import type { Bilingual } from '../help';
import { topicOf } from './bot';
import { appendMessage, waitingHandover } from './conversation';
import type { ChatHandoverRecord } from './schemas';

/** A human agent answers a handed-over conversation this long after its first waiting message (mock clock). */
export const CHAT_AGENT_DELAY_MS = 2 * 60_000;

/** Invented agents; a conversation's reply comes from one of them, by its case number. */
const AGENTS: Bilingual[] = [
  { en: 'Lin', zh_hans: '小林' },
  { en: 'Mei', zh_hans: '小美' },
  { en: 'Jun', zh_hans: '小俊' },
];

const TOPIC_TEXT: Record<string, ErrorKey> = {
  deposit: 'chat.agent.deposit',
  withdrawal: 'chat.agent.withdrawal',
  transfer: 'chat.agent.transfer',
  vip: 'chat.agent.vip',
  security: 'chat.agent.security',
  account: 'chat.agent.account',
};

const both = (render: (lang: 'en' | 'zh_hans') => string): Bilingual => ({ en: render('en'), zh_hans: render('zh_hans') });

/**
 * A player message joins the waiting hand-over, or opens one due CHAT_AGENT_DELAY_MS later. The first
 * question that matched an article sets the agent's topic; an image is remembered for the reply.
 */
export async function handOver(
  world: World,
  nowMs: number,
  uid: number,
  found: { articleId: number | null; image: boolean },
): Promise<ChatHandoverRecord> {
  const waiting = waitingHandover(world, uid);
  if (!waiting) {
    return world.db.chatHandovers.create({
      orderNo: nextOrderNo(world, 'CS', nowMs),
      uid,
      status: HandoverStatus.enum.waiting,
      articleId: found.articleId,
      withImage: found.image,
      createdAt: nowMs,
      dueAt: nowMs + CHAT_AGENT_DELAY_MS,
      finishedAt: null,
    });
  }
  const fields = { articleId: waiting.articleId ?? found.articleId, withImage: waiting.withImage || found.image };
  const updated = await world.db.chatHandovers.update((q) => q.where({ orderNo: waiting.orderNo }), {
    data: (h) => void Object.assign(h, fields),
  });
  return updated ?? waiting;
}

/** The agent's reply, written in both languages at once (the conversation shows the one it is read in). */
async function writeReply(world: World, atMs: number, handover: ChatHandoverRecord): Promise<void> {
  const seq = Number(handover.orderNo.slice(-6));
  const agent = AGENTS[seq % AGENTS.length]!;
  const topic = handover.articleId === null ? null : topicOf(handover.articleId);
  const topicKey: ErrorKey = (topic === null ? undefined : TOPIC_TEXT[topic]) ?? 'chat.agent.general';
  await appendMessage(world, {
    uid: handover.uid,
    sender: ChatSender.enum.agent,
    text: null,
    image: null,
    bot: null,
    articleId: null,
    agentName: both((lang) => translate('chat.agent.name', lang, { name: agent[lang] })),
    agentText: both((lang) =>
      [
        translate('chat.agent.greeting', lang, { name: agent[lang] }),
        translate(topicKey, lang),
        handover.withImage ? translate('chat.agent.image', lang) : '',
      ]
        .filter(Boolean)
        .join(lang === 'en' ? ' ' : ''),
    ),
    createdAt: atMs,
  });
}

/** Waiting → replied, once: by the clock at `dueAt`, or earlier through the control API. */
export const handoverLifecycle: Lifecycle<ChatHandoverRecord, 'reply'> = defineLifecycle<ChatHandoverRecord, 'reply'>({
  key: (handover) => handover.orderNo,
  find: (world, orderNo) => world.db.chatHandovers.findFirst((q) => q.where({ orderNo })),
  pending: (world) => world.db.chatHandovers.findMany((q) => q.where({ status: HandoverStatus.enum.waiting })),
  due: (handover) => ({ decision: 'reply', atMs: handover.dueAt }),
  decisions: {
    reply: async (world, atMs, handover) => {
      await writeReply(world, atMs, handover);
      return { status: HandoverStatus.enum.replied };
    },
  },
  write: (world, orderNo, fields) =>
    world.db.chatHandovers.update((q) => q.where({ orderNo }), { data: (h) => void Object.assign(h, fields) }),
});
