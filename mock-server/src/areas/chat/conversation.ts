import { toPlatformIso, type Lang } from '@contracts';
import { ChatSender, type ChatMessage, type ChatWaiting } from '@contracts/chat/chat';
import { translate } from '../../core/errors';
import type { World } from '../../core/store';
import { chatArticle } from './bot';
import type { ChatHandoverRecord, ChatMessageRecord } from './schemas';

/** A player's messages, oldest first. */
export function messagesOf(world: World, uid: number): ChatMessageRecord[] {
  return world.db.chatMessages.findMany((q) => q.where({ uid })).sort((a, b) => a.seq - b.seq);
}

/** Appends a message at the end of the player's conversation (the next number of its own sequence). */
export async function appendMessage(world: World, fields: Omit<ChatMessageRecord, 'seq'>): Promise<ChatMessageRecord> {
  const last = messagesOf(world, fields.uid).at(-1);
  return world.db.chatMessages.create({ ...fields, seq: (last?.seq ?? 0) + 1 });
}

/** The hand-over of the player waiting for an agent, if any (at most one waits at a time). */
export function waitingHandover(world: World, uid: number): ChatHandoverRecord | undefined {
  return world.db.chatHandovers.findFirst((q) => q.where({ uid, status: 0 }));
}

export function waitingView(handover: ChatHandoverRecord | undefined): ChatWaiting | null {
  return handover ? { since: toPlatformIso(handover.createdAt), expectedBy: toPlatformIso(handover.dueAt) } : null;
}

const BOT_TEXT = { article: 'chat.bot.article', noMatch: 'chat.bot.noMatch', image: 'chat.bot.image' } as const;

/** A stored message as the wire has it, in the language of this read (bot and agent texts follow it). */
export function messageView(record: ChatMessageRecord, lang: Lang): ChatMessage {
  const base = { id: record.seq, sender: record.sender, createdAt: toPlatformIso(record.createdAt), image: null, article: null };
  if (record.sender === ChatSender.enum.bot) {
    return {
      ...base,
      senderName: translate('chat.bot.name', lang),
      text: record.bot ? translate(BOT_TEXT[record.bot], lang) : null,
      article: record.articleId === null ? null : chatArticle(record.articleId, lang),
    };
  }
  if (record.sender === ChatSender.enum.agent) {
    return { ...base, senderName: record.agentName?.[lang] ?? null, text: record.agentText?.[lang] ?? null };
  }
  return { ...base, senderName: null, text: record.text, image: record.image === null ? null : `/assets/uploads/${record.image}` };
}
