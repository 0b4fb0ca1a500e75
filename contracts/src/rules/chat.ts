import { z } from 'zod';

/** A chat message's text: trimmed, 1–500 characters as a player counts them (code points). */
export const CHAT_TEXT_MAX = 500;
/** At most this many player messages in any rolling minute of the platform clock (a flood is refused). */
export const CHAT_RATE_LIMIT = 20;
export const CHAT_RATE_WINDOW_MS = 60_000;
/** The most messages one chat/getMessages answer carries. */
export const CHAT_PAGE_MAX = 100;

export const ChatText = z
  .string()
  .trim()
  .min(1, 'chat.empty')
  .refine((v) => [...v].length <= CHAT_TEXT_MAX, 'chat.tooLong');

/** The chat composer (home/kefu): one text field, the same rule the server applies to chat/send. */
export const ChatComposerForm = z.object({ text: ChatText });
export type ChatComposerForm = z.infer<typeof ChatComposerForm>;
