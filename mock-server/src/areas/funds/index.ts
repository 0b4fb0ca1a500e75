import { defineArea } from '../../core/area';
import { funds as fundsControl, registerWalletImages } from './control';
import { funds } from './routes';
import { TurnoverRecord, WalletSettingsRecord } from './schemas';

/** Wallets (central + venues), transfers, turnover and the wallet settings of the clock. */
export const fundsArea = defineArea({
  collections: { turnover: TurnoverRecord, walletSettings: WalletSettingsRecord },
  routes: { funds },
  control: { funds: fundsControl },
  http: registerWalletImages,
});
