import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

/** The player's wallets move with every deposit, transfer, withdrawal and game: under the money root. */
export const fundsKeys = {
  money: [...moneyKeyRoot, 'funds'] as const,
  wallets: () => [...fundsKeys.money, 'wallets'] as const,
  walletList: (viewer: Viewer) => [...fundsKeys.wallets(), ...viewerKey(viewer)] as const,
  /** Venue names are translated; the list is the same for every player. */
  venues: (lang: Viewer['lang']) => ['funds', 'venues', lang] as const,
};
