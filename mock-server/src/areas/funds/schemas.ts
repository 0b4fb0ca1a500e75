import { z } from 'zod';

/* The funds area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

/** Turnover (coding) requirement of one player: deposits raise `requiredFen`, valid bets `completedFen`. */
export const TurnoverRecord = z.object({
  uid: z.number().int(),
  requiredFen: z.number().int().min(0),
  completedFen: z.number().int().min(0),
  /** Every valid bet ever counted, across cycles (VIP progress); defaulted so older snapshots still import. */
  lifetimeFen: z.number().int().min(0).default(0),
});
export type TurnoverRecord = z.infer<typeof TurnoverRecord>;

/** Scenario settings of the wallet area (one record, id 1); null delays: only the control API decides. */
export const WalletSettingsRecord = z.object({
  id: z.literal(1),
  depositDelayMs: z.number().int().min(0).nullable(),
  withdrawalDelayMs: z.number().int().min(0).nullable(),
});
export type WalletSettingsRecord = z.infer<typeof WalletSettingsRecord>;
