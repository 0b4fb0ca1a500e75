import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { IsoDateTime } from '../core/time';
import { QueryInt } from '../core/wire';
import { ChatText } from '../rules/chat';
import { CHAT_PAGE_MAX, CHAT_RATE_LIMIT, CHAT_SENDER, CHAT_TEXT_MAX } from '../rules/chat-limits';

/*
 * The customer-service chat of home/kefu. Spec §7 has no call for it (the platform's chat lived on a
 * third-party site); these two calls are this project's extension (docs/decisions.md), served by
 * the mock itself: an instant answer from the help centre's articles, then a human agent's reply.
 */

/** Who wrote a message: the player, the help-centre assistant (instant), or a human agent (later). */
export const ChatSender = z.enum(CHAT_SENDER);
export type ChatSender = z.infer<typeof ChatSender>;

/** The help article a bot answer points to, in the request language. */
export const ChatArticle = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** The article's first sentences as plain text, cut with "…". */
  excerpt: z.string(),
  /** The in-app page of the article (`pages/mine/helpCenter?id=…`), relative like other/getConfig's serviceUrl. */
  link: z.string().regex(/^pages\/mine\/helpCenter\?id=\d+$/),
});
export type ChatArticle = z.infer<typeof ChatArticle>;

export const ChatMessage = z
  .object({
    /** The conversation's own sequence (1, 2, 3 …): the cursor of chat/getMessages. */
    id: z.number().int().positive(),
    sender: ChatSender,
    /** The assistant's or the agent's name in the request language; null for the player. */
    senderName: z.string().nullable(),
    /** Plain text (never HTML): the player's words as sent, or the answer in the request language. */
    text: z.string().nullable(),
    /** An image the player sent: the URL common/upload gave. */
    image: z.string().nullable(),
    /** A bot answer's help article, when one matched the question. */
    article: ChatArticle.nullable(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

/** The conversation is waiting for a human agent: since when, and when the agent's reply is expected. */
export const ChatWaiting = z.object({ since: IsoDateTime, expectedBy: IsoDateTime }).meta({ id: 'ChatWaiting' });
export type ChatWaiting = z.infer<typeof ChatWaiting>;

const MessageId = QueryInt.pipe(z.number().int().min(0));

export const getMessages = endpoint({
  method: 'GET',
  path: 'chat/getMessages',
  auth: 'required',
  summary:
    "Extension (not in spec §7): the player's customer-service conversation, oldest first. No cursor: the newest " +
    `\`limit\` messages (default 50, at most ${CHAT_PAGE_MAX}); \`after=<id>\`: the messages after that one (a cheap ` +
    'poll: usually none); `before=<id>`: the messages before it (earlier history). `hasEarlier` / `hasLater` say whether ' +
    "more lie beyond the page; `waiting` is set while a human agent's reply is due.",
  input: z
    .object({
      after: MessageId.optional(),
      before: MessageId.optional().meta({
        description: 'Not together with `after` (checked by the server: a rule between two parameters).',
      }),
      limit: QueryInt.pipe(z.number().int().min(1).max(CHAT_PAGE_MAX)).default(50),
    })
    .refine((q) => q.after === undefined || q.before === undefined, { message: 'chat.cursor', path: ['before'] }),
  output: z.object({
    messages: z.array(ChatMessage),
    hasEarlier: z.boolean(),
    hasLater: z.boolean(),
    waiting: ChatWaiting.nullable(),
  }),
});

export const ChatSendInput = z
  .object({
    text: ChatText.optional(),
    /** The `path` or `url` that common/upload answered for the player's own png/jpg. */
    image: z.string().trim().min(1).max(300).optional(),
  })
  .refine((m) => (m.text === undefined) !== (m.image === undefined), 'chat.textOrImage')
  .meta({ description: 'Exactly one of `text` and `image` (checked by the server: a rule between two fields).' });
export type ChatSendInput = z.infer<typeof ChatSendInput>;

export const send = endpoint({
  method: 'POST',
  path: 'chat/send',
  auth: 'required',
  summary:
    `Extension (not in spec §7): sends one message, \`{text}\` (1–${CHAT_TEXT_MAX} characters, trimmed) or \`{image}\` ` +
    "(the player's own upload from common/upload). Answers the stored message and the assistant's instant reply (the " +
    'best-matching help article in the request language, or a hand-over when none matches); a human agent replies ' +
    `later (the clock, or the control API). At most ${CHAT_RATE_LIMIT} messages a minute. Honours Idempotency-Key, so a ` +
    'retried send posts once.',
  input: ChatSendInput,
  output: z.object({ message: ChatMessage, replies: z.array(ChatMessage), waiting: ChatWaiting.nullable() }),
  idempotent: true,
});
