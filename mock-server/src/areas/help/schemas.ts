import { z } from 'zod';
import { MessageKind } from '@contracts/help/messages';

/* The help area's store records. Times are epoch milliseconds of the mock clock. */

/** A text in both languages: the answer picks the request's. */
export const Bilingual = z.object({ en: z.string(), zh_hans: z.string() });
export type Bilingual = z.infer<typeof Bilingual>;

/** A notice (uid null: every player) or a personal message (one player). Content is rich text (HTML). */
export const MessageRecord = z.object({
  id: z.number().int().positive(),
  uid: z.number().int().nullable(),
  kind: MessageKind,
  title: Bilingual,
  content: Bilingual,
  createdAt: z.number(),
});
export type MessageRecord = z.infer<typeof MessageRecord>;

/** That a player has read a message (notices are shared, so "read" is per player, not on the message). */
export const MessageReadRecord = z.object({
  uid: z.number().int(),
  messageId: z.number().int().positive(),
  readAt: z.number(),
});
export type MessageReadRecord = z.infer<typeof MessageReadRecord>;

/** When a help article (fixed text, areas/help/articles.ts) was last edited, relative to the world's start. */
export const HelpStampRecord = z.object({ id: z.number().int().positive(), updatedAt: z.number() });
export type HelpStampRecord = z.infer<typeof HelpStampRecord>;
