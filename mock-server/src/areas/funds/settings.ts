import type { WalletSettingsRecord } from './schemas';
import type { World } from '../../core/store';

/**
 * The delays after which the clock decides pending orders. Kept in the world (not the process) so
 * tests running several apps do not share them and an exported state keeps them; a reset restores
 * the configured values (server.ts reads MOCK_DEPOSIT_DELAY_MS, MOCK_WITHDRAWAL_DELAY_MS).
 */
export function walletSettings(world: World): WalletSettingsRecord {
  return (
    world.db.walletSettings.findFirst((q) => q.where({ id: 1 })) ?? {
      id: 1,
      depositDelayMs: world.config.depositDelayMs,
      withdrawalDelayMs: world.config.withdrawalDelayMs,
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
