import type { ChatMessage, ChatWaiting } from '@contracts/chat/chat';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { staleTimes } from '@web/lib/query';
import { request } from '@web/lib/request';
import type { Viewer } from '../viewer';
import { chatKeys } from './keys';

/** What the page shows: the messages known so far (oldest first), whether older ones exist, and the agent's wait. */
export interface Conversation {
  messages: ChatMessage[];
  hasEarlier: boolean;
  waiting: ChatWaiting | null;
}

/** While an agent's reply is due the page asks every 3 s; otherwise only another device could add a message. */
export const CHAT_POLL_WAITING_MS = 3_000;
export const CHAT_POLL_IDLE_MS = 15_000;
/** Pages a poll may read in a row when the server says more follow (a conversation read after a long absence). */
const MAX_PAGES_PER_POLL = 5;

/** Messages by id, oldest first; an id seen twice (a poll and a send answer crossing) is kept once. */
export function mergeMessages(known: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return [...known];
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * chat/getMessages as one growing conversation: the first read takes the newest page, every later read
 * (the poll) only asks for what came after the last message held, so an idle poll answers an empty list.
 * The merge is made into whatever the cache holds when the answer arrives, so a send answered meanwhile
 * is not lost.
 */
export const conversationQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: chatKeys.conversation(viewer),
    queryFn: async ({ signal, client, queryKey }): Promise<Conversation> => {
      const held = client.getQueryData<Conversation>(queryKey);
      if (!held) {
        const page = await request(wire.chat.getMessages, {}, { signal });
        return { messages: page.messages, hasEarlier: page.hasEarlier, waiting: page.waiting };
      }
      let after = held.messages.at(-1)?.id ?? 0;
      let fresh: ChatMessage[] = [];
      let waiting = held.waiting;
      for (let i = 0; i < MAX_PAGES_PER_POLL; i++) {
        // A failed poll shows on the page (a line with Retry), not as a toast every few seconds.
        const page = await request(wire.chat.getMessages, { after }, { signal, toast: false });
        fresh = fresh.concat(page.messages);
        waiting = page.waiting;
        after = page.messages.at(-1)?.id ?? after;
        if (!page.hasLater) break;
      }
      const now = client.getQueryData<Conversation>(queryKey) ?? held;
      return { ...now, messages: mergeMessages(now.messages, fresh), waiting };
    },
    staleTime: staleTimes.live,
    // TanStack Query stops interval refetches while the page is hidden (refetchIntervalInBackground: false).
    refetchInterval: (query) => (query.state.data?.waiting ? CHAT_POLL_WAITING_MS : CHAT_POLL_IDLE_MS),
  });

/** Reads the page of messages before the oldest one held ("show earlier messages") into the conversation. */
export async function loadEarlierMessages(queryClient: QueryClient, viewer: Viewer): Promise<void> {
  const key = chatKeys.conversation(viewer);
  const first = queryClient.getQueryData<Conversation>(key)?.messages[0];
  if (!first) return;
  const page = await request(wire.chat.getMessages, { before: first.id });
  queryClient.setQueryData<Conversation>(
    key,
    (held) => held && { ...held, messages: mergeMessages(page.messages, held.messages), hasEarlier: page.hasEarlier },
  );
}
