import { z } from 'zod';
import { IsoDateTime } from '../core/time';
import { controlEndpoint } from './endpoint';

export const account = {
  expireSessions: controlEndpoint({
    method: 'POST',
    path: 'sessions/expire',
    summary: 'Expires one token, every token of a player, or (neither given) every token: the next call gets 401.',
    input: z.object({ token: z.string().optional(), username: z.string().optional() }),
    output: z.object({ expired: z.number().int().min(0) }),
  }),
  resetCode: controlEndpoint({
    method: 'GET',
    path: 'account/reset-code',
    summary:
      'The password-reset code the mock "sent" to a player\'s mobile (what the SMS would say), with its expiry, the wrong ' +
      'tries so far and the lock, if any. 404 unknown player or no code sent.',
    input: z.object({ username: z.string().min(1) }),
    output: z.object({
      /** Null once it has been used, or burnt by the fifth wrong try. */
      code: z.string().nullable(),
      expiresAt: IsoDateTime.nullable(),
      failures: z.number().int().min(0),
      lockedUntil: IsoDateTime.nullable(),
    }),
  }),
};
