import { z } from 'zod';
import { LedgerType as WireLedgerType } from '@contracts/records/money-log';

/* Records every world has: sessions, wallets and the ledger, the core's counters. Times are epoch ms; money integer fen. */

export const SessionRecord = z.object({
  token: z.string(),
  uid: z.number().int(),
  createdAt: z.number(),
  expiresAt: z.number(),
  /**
   * The device as the login's User-Agent named it, already reduced to a fixed vocabulary (the account area's
   * device.ts): the header itself is never kept. Older state files have none: "other".
   */
  browser: z.string().default('other'),
  os: z.string().default('other'),
  /** The last call made with the session (to the minute); older state files: when it was opened. */
  lastSeenAt: z.number().optional(),
});
export type SessionRecord = z.infer<typeof SessionRecord>;

/** "central" or a venue code: the ledger is general so the wallet issue only adds venues. */
export const WalletRecord = z.object({
  uid: z.number().int(),
  code: z.string(),
  balanceFen: z.number().int().min(0),
});
export type WalletRecord = z.infer<typeof WalletRecord>;

/**
 * The ledger's entry kinds are the contract's own (`records/money-log`), stored by name: the wire
 * number is `WireLedgerType.enum[type]`, so no type can lack a wire value or a label.
 */
export const LedgerType = z.enum(
  Object.keys(WireLedgerType.enum) as [keyof typeof WireLedgerType.enum, ...Array<keyof typeof WireLedgerType.enum>],
);
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

/**
 * The core's counters: ledger entry ids, and the sequence of order numbers (`nextOrderNo`, core/ledger.ts),
 * which every area's orders share so that one number names one order across areas.
 */
export const CoreCounters = z.object({
  nextLedgerId: z.number().int(),
  nextOrderSeq: z.number().int(),
});

/** Each area adds its counters here by declaration merging (with their first values in its `counters`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas (declaration merging)
export interface AreaCounters {}

export type Counters = z.infer<typeof CoreCounters> & AreaCounters;
