import { z } from 'zod';
import { LimitKind, LimitPeriod, LimitView } from '../protection/limits';
import { IsoDateTime } from '../core/time';
import { controlEndpoint } from './endpoint';

const PlayerProtection = z.object({
  username: z.string(),
  limits: z.array(LimitView),
  realityCheckMinutes: z.number().int(),
  timeOutUntil: IsoDateTime.nullable(),
  excludedUntil: IsoDateTime.nullable(),
  promotionalMessages: z.boolean(),
});

/** Player protection for QA and demos: what the clock would take 24 hours or weeks to do. */
export const protection = {
  list: controlEndpoint({
    method: 'GET',
    path: 'protection',
    summary: "A player's limits (with pending raises), reality-check interval, time-out and self-exclusion.",
    input: z.object({ username: z.string().min(1) }),
    output: PlayerProtection,
  }),
  raiseDue: controlEndpoint({
    method: 'POST',
    path: 'protection/raise-due',
    summary:
      "Moves a player's pending raises (one kind and period, or all) to due now, so the player can confirm them at once. 404 unknown player, 409 none pending.",
    input: z.object({ username: z.string().min(1), kind: LimitKind.optional(), period: LimitPeriod.optional() }),
    output: z.object({ username: z.string(), due: z.number().int().min(1) }),
  }),
  notices: controlEndpoint({
    method: 'POST',
    path: 'protection/notices',
    summary:
      'Whether this world shows the one-time notices (the invitation to set a deposit limit, the responsible-gaming notice before a first bet): with `shown: false` every player reads as having seen them. Journeys about something else turn them off; a reset turns them back on.',
    input: z.object({ shown: z.boolean() }),
    output: z.object({ shown: z.boolean() }),
  }),
  endTimeOut: controlEndpoint({
    method: 'POST',
    path: 'protection/end-time-out',
    summary: "Ends a player's time-out now (not a self-exclusion, which only its end date lifts). 404 unknown player, 409 none running.",
    input: z.object({ username: z.string().min(1) }),
    output: z.object({ username: z.string(), endedAt: IsoDateTime }),
  }),
};
