import { z } from 'zod';
import { LimitKind, LimitPeriod } from '@contracts/protection/limits';
import { RealityCheckMinutes } from '@contracts/protection/session';

/* The protection area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

/**
 * One limit of a player (a kind and a period). A pending raise or removal waits in `pending*` until the player
 * confirms it after `dueAt`; `dueAt` null means nothing is pending.
 */
export const LimitRecord = z.object({
  uid: z.number().int(),
  kind: LimitKind,
  period: LimitPeriod,
  amountFen: z.number().int().positive().nullable(),
  /** The amount a pending change asks for; null with a `dueAt` asks to remove the limit. */
  pendingFen: z.number().int().positive().nullable(),
  requestedAt: z.number().nullable(),
  dueAt: z.number().nullable(),
});
export type LimitRecord = z.infer<typeof LimitRecord>;

/** A player's protection settings and breaks: one record per player that has touched any of them. */
export const ProtectionRecord = z.object({
  uid: z.number().int(),
  realityCheckMinutes: RealityCheckMinutes,
  /** When the reality-check interval last started counting (set or acknowledged); a login starts it too. */
  realityFromAt: z.number().nullable(),
  timeOutUntil: z.number().nullable(),
  excludedUntil: z.number().nullable(),
  /** Self-exclusion stops them; nothing in the mock turns them back on, as a real opt-in would. */
  promotionalMessages: z.boolean(),
  seenLimitInvitation: z.boolean(),
  seenBetNotice: z.boolean(),
});
export type ProtectionRecord = z.infer<typeof ProtectionRecord>;

/** The world's own protection settings (one record, id 1): whether the one-time notices are shown at all. */
export const ProtectionWorldRecord = z.object({ id: z.literal(1), oneTimeNotices: z.boolean() });
export type ProtectionWorldRecord = z.infer<typeof ProtectionWorldRecord>;
