import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { depositChannelGroups, depositChannels } from './channels';
import { submitDeposit } from './orders';

export const deposit: Handlers<typeof api.deposit> = {
  getRechargeChannels: (_input, ctx) => depositChannelGroups(ctx.lang),
  getRechargeChannels1: (input, ctx) => depositChannels(ctx.lang, input.type),
  submit: (input, ctx) => submitDeposit(ctx, input),
};
