import { getVenuesList } from './venues';
import { getWalletList, oneClickRecycle, transfer } from './wallets';

export const funds = { getWalletList, getVenuesList, oneClickRecycle, transfer };
