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

/**
 * A password reset by code (one per player): the 6 digits "sent" to the bound mobile, until when they work, the
 * wrong tries against them, and the hour the reset stays locked after the fifth. `code` is null once used or burnt.
 */
export const PasswordResetRecord = z.object({
  uid: z.number().int(),
  code: z.string().nullable(),
  sentAt: z.number(),
  expiresAt: z.number().nullable(),
  failures: z.number().int().min(0),
  lockedUntil: z.number().nullable(),
});
export type PasswordResetRecord = z.infer<typeof PasswordResetRecord>;
