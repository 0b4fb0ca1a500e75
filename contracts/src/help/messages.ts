import { z } from 'zod';
import type { Lang } from '../core/lang';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { PageQuery, Paged } from '../core/list';
import { IsoDateTime } from '../core/time';

/** 1 platform notice (sent to everyone), 2 personal message (deposit approved, VIP level-up …). */
export const MessageKind = z.enum({ notice: 1, personal: 2 }).meta({ id: 'MessageKind' });
export type MessageKind = z.infer<typeof MessageKind>;

export const messageKindLabels: Record<MessageKind, Record<Lang, string>> = {
  1: { en: 'Notice', zh_hans: '公告' },
  2: { en: 'Personal', zh_hans: '个人' },
};

export const MessageSummary = z.object({
  id: z.number().int().positive(),
  kind: MessageKind,
  title: z.string(),
  /** Plain-text start of the content. */
  excerpt: z.string(),
  read: z.boolean(),
  createdAt: IsoDateTime,
});
export type MessageSummary = z.infer<typeof MessageSummary>;

export const getAllMessageList = endpoint({
  method: 'GET',
  path: 'Message/getAllMessageList',
  auth: 'required',
  summary:
    "The player's notifications (mine/notify): notices and personal messages with their read flag, newest first, " +
    'paged; optionally one kind. `unread` counts every unread message of the kind, not only this page.',
  input: PageQuery.extend({ kind: QueryInt.pipe(MessageKind).optional() }),
  output: Paged(MessageSummary).extend({ unread: z.number().int().min(0) }),
});

export const Message = MessageSummary.omit({ excerpt: true }).extend({
  /** Rich text (HTML) in the request language; the web sanitises it. */
  content: z.string(),
});
export type Message = z.infer<typeof Message>;

export const getMessageInfo = endpoint({
  method: 'GET',
  path: 'Message/getMessageInfo',
  auth: 'required',
  summary:
    'One message (mine/notifyXq); reading it marks it read for this player (idempotent, so a GET), and the ' +
    "answer already says `read: true`. Another player's personal message: code 0, not found.",
  input: z.object({ id: QueryInt.pipe(z.number().int().positive()) }),
  output: Message,
});
