/**
 * What the environment decides about a world, read once by server.ts (MOCK_DEPOSIT_DELAY_MS,
 * MOCK_WITHDRAWAL_DELAY_MS, MOCK_LOTTERY_SECRET) and handed down through buildApp: the domain never reads process.env.
 */
export interface WorldConfig {
  /** After how long the clock approves a pending deposit; null: only the control API (or expiry) decides. */
  depositDelayMs: number | null;
  /** After how long the clock pays a pending withdrawal; null: only the control API decides. */
  withdrawalDelayMs: number | null;
  /**
   * What the lottery and fast-food draws' server secret is derived from; null: a constant salt and the
   * world seed (areas/lottery/fair.ts). Never stored in the world, never exported.
   */
  lotterySecret: string | null;
}

export const DEFAULT_WORLD_CONFIG: WorldConfig = { depositDelayMs: 2 * 60_000, withdrawalDelayMs: 5 * 60_000, lotterySecret: null };

/** `manual` (or `none`) leaves every decision to the control API; otherwise whole milliseconds. */
export function parseDelay(name: string, raw: string | undefined, fallback: number | null): number | null {
  const value = raw?.trim();
  if (value === undefined || value === '') return fallback;
  if (value === 'manual' || value === 'none') return null;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds or "manual", got ${value}`);
  return ms;
}
