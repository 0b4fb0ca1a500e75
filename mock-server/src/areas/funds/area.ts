import { defineArea, type Registers } from '../../core/area';
import { funds as fundsControl, registerWalletImages } from './control';
import { funds } from './routes';
import { TurnoverRecord, WalletSettingsRecord } from './schemas';

const collections = { turnover: TurnoverRecord, walletSettings: WalletSettingsRecord };
/**
 * The wallet settings' starting point (MOCK_DEPOSIT_DELAY_MS, MOCK_WITHDRAWAL_DELAY_MS): after how long the clock
 * approves a pending deposit and pays a pending withdrawal; null: only the control API (or expiry) decides.
 */
const config: { depositDelayMs: number | null; withdrawalDelayMs: number | null } = {
  depositDelayMs: 2 * 60_000,
  withdrawalDelayMs: 5 * 60_000,
};

/** Wallets (central + venues), transfers, turnover and the wallet settings of the clock. */
export const fundsArea = defineArea({
  collections,
  config,
  routes: { funds },
  control: { funds: fundsControl },
  http: registerWalletImages,
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
declare module '../../core/config' {
  interface WorldConfig extends Registers<typeof config> {}
}
