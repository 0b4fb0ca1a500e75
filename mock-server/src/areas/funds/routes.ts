import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { venuesList } from './venues';
import { oneClickRecycle, transfer, walletList } from './wallets';

export const funds: Handlers<typeof api.funds> = {
  getWalletList: (_input, ctx) => walletList(ctx.world, ctx.player.uid, ctx.lang),
  getVenuesList: (input, ctx) => venuesList(ctx.lang, input.category),
  oneClickRecycle: (_input, ctx) => oneClickRecycle(ctx.world, ctx.now, ctx.player.uid, ctx.lang),
  transfer: (input, ctx) => transfer(ctx.world, ctx.now, ctx.player.uid, ctx.lang, input),
};
