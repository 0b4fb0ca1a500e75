import { z } from 'zod';

/* The funds area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

/**
 * Turnover (coding) requirement of one player's current cycle: deposits raise `requiredFen`, valid bets
 * `completedFen`. VIP progress reads every bet instead (games/bets/valid-bets.ts); a `lifetimeFen` that older state
 * files carry is dropped on import.
 */
export const TurnoverRecord = z.object({
  uid: z.number().int(),
  requiredFen: z.number().int().min(0),
  completedFen: z.number().int().min(0),
});
export type TurnoverRecord = z.infer<typeof TurnoverRecord>;

/** Scenario settings of the wallet area (one record, id 1); null delays: only the control API decides. */
export const WalletSettingsRecord = z.object({
  id: z.literal(1),
  depositDelayMs: z.number().int().min(0).nullable(),
  withdrawalDelayMs: z.number().int().min(0).nullable(),
});
export type WalletSettingsRecord = z.infer<typeof WalletSettingsRecord>;
