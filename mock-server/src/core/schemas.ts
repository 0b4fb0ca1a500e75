import { z } from 'zod';

/** Records of the mock's store. Times are epoch milliseconds of the mock clock; money is integer fen. */
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

export const SessionRecord = z.object({
  token: z.string(),
  uid: z.number().int(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type SessionRecord = z.infer<typeof SessionRecord>;

/** "central" or a venue code: the ledger is general so the wallet issue only adds venues. */
export const WalletRecord = z.object({
  uid: z.number().int(),
  code: z.string(),
  balanceFen: z.number().int().min(0),
});
export type WalletRecord = z.infer<typeof WalletRecord>;

export const LedgerType = z.enum([
  'deposit',
  'withdrawal',
  'withdrawalRefund',
  'transferIn',
  'transferOut',
  'bet',
  'payout',
  'betRefund',
  'bonus',
  'rebate',
  'interest',
  'adjustment',
]);
export type LedgerType = z.infer<typeof LedgerType>;

export const LedgerEntry = z.object({
  id: z.number().int().positive(),
  uid: z.number().int(),
  wallet: z.string(),
  type: LedgerType,
  amountFen: z.number().int(),
  beforeFen: z.number().int(),
  afterFen: z.number().int(),
  orderNo: z.string(),
  at: z.number(),
  remark: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const UploadRecord = z.object({
  /** Lower case: URLs are matched case-insensitively. */
  id: z.string(),
  uid: z.number().int(),
  directory: z.string(),
  mime: z.enum(['image/png', 'image/jpeg']),
  size: z.number().int(),
  base64: z.string(),
  createdAt: z.number(),
});
export type UploadRecord = z.infer<typeof UploadRecord>;

/** Consecutive failed logins per username (known or not, so the answer reveals nothing). */
export const LoginGuardRecord = z.object({
  usernameKey: z.string(),
  failures: z.number().int().min(0),
  lockedUntil: z.number().nullable(),
});
export type LoginGuardRecord = z.infer<typeof LoginGuardRecord>;

export const Counters = z.object({
  nextUid: z.number().int(),
  nextLedgerId: z.number().int(),
  nextOrderSeq: z.number().int(),
  nextUploadSeq: z.number().int(),
});
export type Counters = z.infer<typeof Counters>;
