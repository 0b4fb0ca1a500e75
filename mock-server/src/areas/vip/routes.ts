import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { claimPrivilege } from './privileges';
import { vipInfo } from './vip-view';

export const vip: Handlers<typeof api.vip> = {
  getVip: (_input, ctx) => vipInfo(ctx),
  getVipRes: (input, ctx) => claimPrivilege(ctx, input.type),
};
