import { ChatSender, type ChatMessage, type ChatSendInput, type ChatWaiting } from '@contracts/chat/chat';
import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS } from '@contracts/rules/chat';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, type DomainError } from '../../core/errors';
import { ownUpload } from '../content';
import { bestArticle } from './bot';
import { appendMessage, messagesOf, messageView, waitingView } from './conversation';
import { handOver } from './handover';

/** How long until the oldest message of the last minute leaves it (whole seconds, at least 1). */
function floodWait(world: DomainCtx['world'], uid: number, now: number): number | null {
  const recent = messagesOf(world, uid).filter((m) => m.sender === ChatSender.enum.player && m.createdAt > now - CHAT_RATE_WINDOW_MS);
  if (recent.length < CHAT_RATE_LIMIT) return null;
  const oldest = recent[recent.length - CHAT_RATE_LIMIT]!;
  return Math.max(1, Math.ceil((oldest.createdAt + CHAT_RATE_WINDOW_MS - now) / 1000));
}

/**
 * chat/send: stores the player's message, answers at once from the help articles (in the request's
 * language) and hands the conversation over to a human agent, whose reply the clock brings later.
 */
export async function sendMessage(
  ctx: DomainCtx,
  input: ChatSendInput,
): Promise<{ message: ChatMessage; replies: ChatMessage[]; waiting: ChatWaiting | null } | DomainError> {
  const {
    world,
    now,
    lang,
    player: { uid },
  } = ctx;
  const wait = floodWait(world, uid, now);
  if (wait !== null) return fail('chat.tooFast', { max: CHAT_RATE_LIMIT, seconds: wait });
  const upload = input.image === undefined ? undefined : ownUpload(world, uid, input.image);
  if (input.image !== undefined && !upload) return fail('chat.imageNotOwn');

  // Stored as the upload's own path ("authorization/<id>.png"), whatever form the player sent.
  const image = upload?.path ?? null;
  const match = input.text === undefined ? null : bestArticle(input.text, lang);
  const sent = await appendMessage(world, {
    uid,
    sender: ChatSender.enum.player,
    text: input.text ?? null,
    image,
    bot: null,
    articleId: null,
    agentText: null,
    agentName: null,
    createdAt: now,
  });
  const answer = await appendMessage(world, {
    uid,
    sender: ChatSender.enum.bot,
    text: null,
    image: null,
    bot: image !== null ? 'image' : match ? 'article' : 'noMatch',
    articleId: match?.id ?? null,
    agentText: null,
    agentName: null,
    createdAt: now,
  });
  const handover = await handOver(world, now, uid, { articleId: match?.id ?? null, image: image !== null });
  return { message: messageView(sent, lang), replies: [messageView(answer, lang)], waiting: waitingView(handover) };
}
