import type { Lang } from '@contracts';
import { translate } from '../../core/errors';
import { CENTRAL, INTEREST_WALLET } from '../../core/ledger';
import { type DepositOrderRecord, findDepositChannel } from '../deposit';
import { findVenue } from '../../catalogue/venues';

/** "Central wallet", "Interest balance" or the venue's name, in the request's language (the code itself if unknown). */
export function walletName(code: string, lang: Lang): string {
  if (code === CENTRAL) return translate('wallet.central', lang);
  if (code === INTEREST_WALLET) return translate('interest.wallet', lang);
  return findVenue(code)?.name[lang] ?? code;
}

/** How a deposit was paid: "USDT-TRC20" for crypto orders, otherwise the channel's name. */
export function depositMethod(order: DepositOrderRecord, lang: Lang): string {
  if (order.protocol !== null) return `USDT-${order.protocol}`;
  return findDepositChannel(order.channelId, lang)?.name ?? String(order.channelId);
}
