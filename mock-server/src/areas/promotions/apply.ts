import { fromFen, toPlatformIso } from '@contracts';
import type { ApplyResult } from '@contracts/promotions/activity';
import { AwardType } from '@contracts/records/awards';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import { grantAward } from '../welfare';
import { findPromotion } from './promotions';
import { periodOf, sourceOf, standing } from './standing';

/**
 * activity/apply: checks the promotion's rule against the world now and, when the player qualifies, grants the
 * bonus through the one awards store (central wallet `bonus` or `rebate` entry, the promotion's turnover
 * multiple, an award record once per player, promotion and period). Every refusal changes nothing.
 */
export async function applyForPromotion(ctx: DomainCtx, id: number): Promise<ApplyResult | DomainError> {
  const {
    world,
    now: nowMs,
    player: { uid },
  } = ctx;
  const promotion = findPromotion(world, id);
  if (!promotion) return fail('promotion.notFound', { id });
  const { rule } = promotion;
  if (rule === null) return fail('promotion.noApply');
  const s = standing(world, uid, nowMs, promotion, rule);
  if (s.state !== 'available') return fail(s.refusal.key, s.refusal.params);
  const granted = await grantAward(world, nowMs, {
    uid,
    type: rule.kind === 'betRebate' ? AwardType.enum.rebate : AwardType.enum.promotion,
    source: sourceOf(promotion),
    periodKey: s.periodKey,
    title: promotion.title,
    amountFen: s.bonusFen,
    turnoverMultiple: promotion.turnoverMultiple,
  });
  if (isDomainError(granted)) return granted;
  const { nextAt } = periodOf(rule, nowMs);
  return {
    id: promotion.id,
    bonus: fromFen(granted.award.amountFen),
    turnover: fromFen(granted.award.turnoverFen),
    orderNo: granted.award.orderNo,
    centralBalance: fromFen(granted.centralFen),
    nextAt: nextAt === null ? null : toPlatformIso(nextAt),
  };
}
