import { z } from 'zod';
import { IsoDateTime } from '../core/time';
import { controlEndpoint } from './endpoint';

/** 0 waiting for the agent, 1 the agent has replied. */
export const HandoverStatus = z.enum({ waiting: 0, replied: 1 });

/** A conversation handed over to a human agent: a case of the shared lifecycle, due `dueAt`. */
export const HandoverView = z
  .object({
    orderNo: z.string(),
    username: z.string(),
    uid: z.number().int(),
    status: HandoverStatus,
    /** The help article the agent's reply is about (the best match of the questions), null when none matched. */
    articleId: z.number().int().nullable(),
    createdAt: IsoDateTime,
    dueAt: IsoDateTime,
    finishedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'ChatHandover' });

/** The customer-service chat: its hand-overs to a human agent, and the agent's reply on demand. */
export const chat = {
  handovers: controlEndpoint({
    method: 'GET',
    path: 'chat/handovers',
    summary: 'Conversations handed over to a human agent, newest first (waiting by default).',
    input: z.object({ status: z.enum(['waiting', 'replied', 'all']).default('waiting'), username: z.string().optional() }),
    output: z.object({ handovers: z.array(HandoverView) }),
  }),
  reply: controlEndpoint({
    method: 'POST',
    path: 'chat/reply',
    summary:
      "Makes the human agent answer a player's waiting conversation now, instead of when the clock reaches its due time. " +
      '404 unknown player, 409 nothing waiting.',
    input: z.object({ username: z.string().min(1) }),
    output: z.object({ handover: HandoverView }),
  }),
};
