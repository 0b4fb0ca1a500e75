import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import { requireUid } from '../core/context';
import type { DomainError } from '../core/errors';
import { venuesList } from '../domain/funds/venues';
import { oneClickRecycle, transfer, walletList } from '../domain/funds/wallets';

export const funds: HandlerTree<typeof api.funds, Ctx, DomainError> = {
  getWalletList: (_input, ctx) => walletList(ctx.world, requireUid(ctx), ctx.lang),
  getVenuesList: (input, ctx) => venuesList(ctx.lang, input.category),
  oneClickRecycle: (_input, ctx) => oneClickRecycle(ctx.world, ctx.now, requireUid(ctx), ctx.lang),
  transfer: (input, ctx) => transfer(ctx.world, ctx.now, requireUid(ctx), ctx.lang, input),
};
