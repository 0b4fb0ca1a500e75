import { z } from 'zod';
import { LedgerType as WireLedgerType } from '@contracts/records/money-log';

/* Records every area shares: sessions, wallets and the ledger, counters. Times are epoch ms; money integer fen. */

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

/**
 * The ledger's entry kinds are the contract's own (`records/money-log`), stored by name: the wire
 * number is `WireLedgerType.enum[type]`, so no type can lack a wire value or a label.
 */
export const LedgerType = z.enum(Object.keys(WireLedgerType.enum) as [keyof typeof WireLedgerType.enum, ...Array<keyof typeof WireLedgerType.enum>]);
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

export const Counters = z.object({
  nextUid: z.number().int(),
  nextLedgerId: z.number().int(),
  nextOrderSeq: z.number().int(),
  nextUploadSeq: z.number().int(),
  /** Wallet area; defaulted so snapshots exported before it still import. */
  nextPayeeId: z.number().int().default(1),
});
export type Counters = z.infer<typeof Counters>;
