import { z } from 'zod';
import { controlEndpoint } from './endpoint';

export const account = {
  expireSessions: controlEndpoint({
    method: 'POST',
    path: 'sessions/expire',
    summary: 'Expires one token, every token of a player, or (neither given) every token: the next call gets 401.',
    input: z.object({ token: z.string().optional(), username: z.string().optional() }),
    output: z.object({ expired: z.number().int().min(0) }),
  }),
};
