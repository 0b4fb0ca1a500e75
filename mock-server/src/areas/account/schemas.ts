import { z } from 'zod';

/* The account area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

export const PlayerRecord = z.object({
  uid: z.number().int().positive(),
  username: z.string(),
  /** Usernames are unique regardless of case. */
  usernameKey: z.string(),
  passwordHash: z.string(),
  secondaryPasswordHash: z.string().nullable(),
  realName: z.string().nullable(),
  gender: z.union([z.literal(1), z.literal(2)]).nullable(),
  birthday: z.string().nullable(),
  mobile: z.string(),
  email: z.string().nullable(),
  avatar: z.string(),
  vipLevel: z.number().int().min(0),
  inviteCode: z.string(),
  invitedBy: z.number().int().nullable(),
  infoConfirmed: z.boolean(),
  registeredAt: z.number(),
  lastLoginAt: z.number().nullable(),
});
export type PlayerRecord = z.infer<typeof PlayerRecord>;

/**
 * Consecutive failures at one secret (secret-budget.ts): `login <username> <client>` (a name known or
 * not, so the answer reveals nothing) or `withdrawal <uid>`, and until when its party must wait.
 */
export const SecretGuardRecord = z.object({
  key: z.string(),
  failures: z.number().int().min(0),
  waitUntil: z.number().nullable(),
});
export type SecretGuardRecord = z.infer<typeof SecretGuardRecord>;
