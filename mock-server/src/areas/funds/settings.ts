import type { WalletSettingsRecord } from './schemas';
import type { World } from '../../core/store';

export const DEFAULT_DEPOSIT_DELAY_MS = 2 * 60_000;
export const DEFAULT_WITHDRAWAL_DELAY_MS = 5 * 60_000;

/** `MOCK_DEPOSIT_DELAY_MS=manual` (or `none`) leaves every decision to the control API. */
function delayFromEnv(name: string, fallback: number): number | null {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'manual' || raw === 'none') return null;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds or "manual", got ${raw}`);
  return ms;
}

/**
 * The delays after which the clock decides pending orders. Kept in the world (not the process) so
 * tests running several apps do not share them and an exported state keeps them; a reset restores
 * the environment's values (MOCK_DEPOSIT_DELAY_MS, MOCK_WITHDRAWAL_DELAY_MS).
 */
export function walletSettings(world: World): WalletSettingsRecord {
  return (
    world.db.walletSettings.findFirst((q) => q.where({ id: 1 })) ?? {
      id: 1,
      depositDelayMs: delayFromEnv('MOCK_DEPOSIT_DELAY_MS', DEFAULT_DEPOSIT_DELAY_MS),
      withdrawalDelayMs: delayFromEnv('MOCK_WITHDRAWAL_DELAY_MS', DEFAULT_WITHDRAWAL_DELAY_MS),
    }
  );
}

export async function updateWalletSettings(
  world: World,
  change: Partial<Pick<WalletSettingsRecord, 'depositDelayMs' | 'withdrawalDelayMs'>>,
): Promise<WalletSettingsRecord> {
  const next = { ...walletSettings(world), ...change };
  world.db.walletSettings.delete((q) => q.where({ id: 1 }));
  return world.db.walletSettings.create(next);
}
