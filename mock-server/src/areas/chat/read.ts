import type { ChatMessage, ChatWaiting } from '@contracts/chat/chat';
import type { DomainCtx } from '../../core/domain-ctx';
import { messagesOf, messageView, waitingHandover, waitingView } from './conversation';

export interface ConversationQuery {
  after?: number;
  before?: number;
  limit: number;
}

/**
 * chat/getMessages: one page of the conversation, oldest first. `after` reads forward from a message (the
 * web's poll: the first `limit` newer ones), `before` backward (earlier history), neither the newest page.
 */
export function readConversation(
  ctx: DomainCtx,
  query: ConversationQuery,
): { messages: ChatMessage[]; hasEarlier: boolean; hasLater: boolean; waiting: ChatWaiting | null } {
  const {
    world,
    lang,
    player: { uid },
  } = ctx;
  const all = messagesOf(world, uid);
  let from: number;
  let to: number;
  if (query.after !== undefined) {
    const after = query.after;
    from = all.findIndex((m) => m.seq > after);
    if (from === -1) from = all.length;
    to = Math.min(all.length, from + query.limit);
  } else {
    const before = query.before;
    to = before === undefined ? all.length : all.filter((m) => m.seq < before).length;
    from = Math.max(0, to - query.limit);
  }
  return {
    messages: all.slice(from, to).map((m) => messageView(m, lang)),
    hasEarlier: from > 0,
    hasLater: to < all.length,
    waiting: waitingView(waitingHandover(world, uid)),
  };
}
