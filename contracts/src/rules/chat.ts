import { z } from 'zod';
import { CHAT_TEXT_MAX } from './chat-limits';
import { visibleText } from './text';

export * from './chat-limits';

export const ChatText = visibleText(z.string().trim().min(1, 'chat.empty'), 1, CHAT_TEXT_MAX, 'chat.tooLong');

/** The chat composer (home/kefu): one text field, the same rule the server applies to chat/send. */
export const ChatComposerForm = z.object({ text: ChatText });
export type ChatComposerForm = z.infer<typeof ChatComposerForm>;
