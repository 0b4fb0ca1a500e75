import { moneyKeyRoot } from '@web/lib/money-keys';

/**
 * The wallet feature's query keys. Everything that shows the player's money (wallets, the
 * withdrawal overview, orders) lives under moneyKeyRoot, so any money change refreshes it; reference
 * data (channels, banks, currencies) and the bound payees do not move money and stay outside.
 */
export const walletKeys = {
  money: [...moneyKeyRoot, 'wallet'] as const,
  wallets: () => [...walletKeys.money, 'wallets'] as const,
  withdrawOverview: () => [...walletKeys.money, 'withdrawOverview'] as const,
  withdrawOrders: () => [...walletKeys.money, 'withdrawOrders'] as const,
  depositOrder: (orderNo: string) => [...walletKeys.money, 'depositOrder', orderNo] as const,
  reference: ['wallet-reference'] as const,
  channelGroups: () => [...walletKeys.reference, 'channelGroups'] as const,
  channels: (type: number) => [...walletKeys.reference, 'channels', type] as const,
  banks: () => [...walletKeys.reference, 'banks'] as const,
  currencies: () => [...walletKeys.reference, 'currencies'] as const,
  payees: () => ['wallet-payees'] as const,
};
