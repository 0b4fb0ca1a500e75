import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import { requireUid } from '../core/context';
import type { DomainError } from '../core/errors';
import { depositChannelGroups, depositChannels } from '../domain/deposit/channels';
import { submitDeposit } from '../domain/deposit/orders';

export const deposit: HandlerTree<typeof api.deposit, Ctx, DomainError> = {
  getRechargeChannels: (_input, ctx) => depositChannelGroups(ctx.lang),
  getRechargeChannels1: (input, ctx) => depositChannels(ctx.lang, input.type),
  submit: (input, ctx) => submitDeposit(ctx.world, ctx.now, requireUid(ctx), ctx.lang, input),
};
