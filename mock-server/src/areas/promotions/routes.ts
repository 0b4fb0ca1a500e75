import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { applyForPromotion } from './apply';
import { promotionClasses, promotionDetail, promotionList } from './promotions';

/** activity/* (spec §7) and activity/apply (this project's extension, docs/decisions.md). */
export const promotions: Handlers<typeof api.promotions> = {
  getActivityClassification: (_input, ctx) => promotionClasses(ctx.lang),
  list: (input, ctx) => promotionList(ctx, input),
  detail: (input, ctx) => promotionDetail(ctx, input.id),
  apply: (input, ctx) => applyForPromotion(ctx, input.id),
};
