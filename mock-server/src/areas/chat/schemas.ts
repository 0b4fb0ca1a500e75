import { z } from 'zod';
import { ChatSender } from '@contracts/chat/chat';
import { HandoverStatus } from '@contracts/control/chat';
import { Bilingual } from '../help';

/* The chat area's store records. Times are epoch milliseconds of the mock clock. */

/** What a bot message said: an article that matched, no match (a hand-over), or an image received. */
export const BotReply = z.enum(['article', 'noMatch', 'image']);
export type BotReply = z.infer<typeof BotReply>;

/**
 * One message of a player's conversation. `seq` counts per player (the wire `id`). The player's text is
 * stored as sent; a bot answer is stored as what it said (rendered in the language of each read); an
 * agent's reply is stored in both languages when it is written.
 */
export const ChatMessageRecord = z.object({
  uid: z.number().int(),
  seq: z.number().int().positive(),
  sender: ChatSender,
  text: z.string().nullable(),
  /** An image the player sent: its file under /assets/uploads/ ("authorization/<id>.png"). */
  image: z.string().nullable(),
  bot: BotReply.nullable(),
  articleId: z.number().int().nullable(),
  agentText: Bilingual.nullable(),
  agentName: Bilingual.nullable(),
  createdAt: z.number(),
});
export type ChatMessageRecord = z.infer<typeof ChatMessageRecord>;

/**
 * A conversation handed over to a human agent: a case of core/lifecycle.ts keyed by its number, pending
 * (status 0) until the agent replies once, by the clock at `dueAt` or the control API. Every player message
 * while it waits joins it; the next message after the reply opens a new one.
 */
export const ChatHandoverRecord = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  status: HandoverStatus,
  /** The best help article among its questions (the agent's topic); null while none matched. */
  articleId: z.number().int().nullable(),
  /** Whether the player sent an image while it waited (the agent acknowledges it). */
  withImage: z.boolean(),
  createdAt: z.number(),
  dueAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type ChatHandoverRecord = z.infer<typeof ChatHandoverRecord>;
