import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { venuesList } from './venues';
import { oneClickRecycle, transfer, walletList } from './wallets';

export const funds: Handlers<typeof api.funds> = {
  getWalletList: (_input, ctx) => walletList(ctx),
  getVenuesList: (input, ctx) => venuesList(ctx.lang, input.category),
  oneClickRecycle: (_input, ctx) => oneClickRecycle(ctx),
  transfer: (input, ctx) => transfer(ctx, input),
};
