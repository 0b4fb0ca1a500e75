import { z } from 'zod';
import { IsoDateTime } from '../core/time';
import { QueryInt } from '../core/wire';
import { FeedbackStatus } from '../feedback/feedback';
import { FeedbackType } from '../rules/feedback';
import { controlEndpoint } from './endpoint';

/** A feedback entry as QA sees it: the player's words, the related order and, once replied, the reply in both languages. */
export const FeedbackView = z
  .object({
    id: z.number().int().positive(),
    username: z.string(),
    uid: z.number().int(),
    type: FeedbackType,
    orderNo: z.string().nullable(),
    description: z.string(),
    images: z.array(z.string()),
    status: FeedbackStatus,
    createdAt: IsoDateTime,
    /** When the clock replies unless an operator replied first; null once replied. */
    dueAt: IsoDateTime.nullable(),
    repliedAt: IsoDateTime.nullable(),
    reply: z.object({ en: z.string(), zh_hans: z.string() }).nullable(),
  })
  .meta({ id: 'FeedbackView' });
export type FeedbackView = z.infer<typeof FeedbackView>;

/** Feedback: list it, and reply now instead of waiting for the clock's reply. */
export const feedback = {
  list: controlEndpoint({
    method: 'GET',
    path: 'feedback',
    summary: 'Feedback entries, newest first (awaiting a reply by default).',
    input: z.object({ status: z.enum(['pending', 'replied', 'all']).default('pending'), username: z.string().optional() }),
    output: z.object({ feedback: z.array(FeedbackView) }),
  }),
  reply: controlEndpoint({
    method: 'POST',
    path: 'feedback/{id}/reply',
    summary:
      'Customer service replies to a feedback entry now: with `content` (plain text, shown in both languages) or, ' +
      'without it, the reply the clock would give for its type. The player gets a personal message. 404 unknown, 409 already replied.',
    input: z.object({ id: QueryInt.pipe(z.number().int().positive()), content: z.string().trim().min(1).max(500).optional() }),
    output: z.object({ feedback: FeedbackView }),
  }),
};
