import { DAY_MS, fromFen, paginate, toPlatformIso, type Lang, type PageQuery } from '@contracts';
import {
  ApplyState,
  PROMOTION_CLASS_LABELS,
  PromotionClass,
  PromotionStatus,
  type Promotion,
  type PromotionApply,
  type PromotionSummary,
} from '@contracts/promotions/activity';
import type { VisitorCtx } from '../../core/domain-ctx';
import { fail, translate, type DomainError } from '../../core/errors';
import type { World } from '../../core/store';
import type { PromotionRecord } from './schemas';
import { rebateBasisFen, standing, statusOf } from './standing';
import { termsOf } from './terms';

const S = PromotionStatus.enum;
const A = ApplyState.enum;

/** Ended promotions stay listed this long (their cards say "Ended"), then leave the list; their page stays. */
const ENDED_LISTED_MS = 30 * DAY_MS;

export const promotionBannerUrl = (id: number, lang: Lang) => `/assets/promotions/${lang}/${id}.svg`;

export function findPromotion(world: World, id: number): PromotionRecord | undefined {
  return world.db.promotions.findFirst((q) => q.where({ id })) ?? undefined;
}

/** activity/getActivityClassification: the six tabs of spec §2, All first. */
export const promotionClasses = (lang: Lang) => PromotionClass.options.map((id) => ({ id, name: PROMOTION_CLASS_LABELS[id][lang] }));

function summaryOf(promotion: PromotionRecord, nowMs: number, lang: Lang): PromotionSummary {
  return {
    id: promotion.id,
    classId: promotion.classId,
    title: promotion.title[lang],
    subtitle: promotion.subtitle[lang],
    banner: promotionBannerUrl(promotion.id, lang),
    startAt: toPlatformIso(promotion.startAt),
    endAt: promotion.endAt === null ? null : toPlatformIso(promotion.endAt),
    status: statusOf(promotion, nowMs),
    applicable: promotion.rule !== null,
  };
}

/** Running first (newest first), then upcoming (soonest first), then recently ended (latest first). */
function listOrder(nowMs: number) {
  const rank = (p: PromotionRecord) => [S.running, S.upcoming, S.ended].indexOf(statusOf(p, nowMs));
  return (a: PromotionRecord, b: PromotionRecord) => {
    const byStatus = rank(a) - rank(b);
    if (byStatus !== 0) return byStatus;
    const status = statusOf(a, nowMs);
    if (status === S.upcoming) return a.startAt - b.startAt || a.id - b.id;
    if (status === S.ended) return (b.endAt ?? 0) - (a.endAt ?? 0) || a.id - b.id;
    return b.startAt - a.startAt || a.id - b.id;
  };
}

/** activity/list: one class (0: all), ordered, without those that ended over 30 days ago, paged. */
export function promotionList(ctx: VisitorCtx, input: PageQuery & { classId: PromotionClass }) {
  const { world, now: nowMs, lang } = ctx;
  const rows = world.db.promotions
    .findMany()
    .filter((p) => input.classId === PromotionClass.enum.all || p.classId === input.classId)
    .filter((p) => p.endAt === null || nowMs - p.endAt <= ENDED_LISTED_MS)
    .sort(listOrder(nowMs));
  const page = paginate(rows, input);
  return { ...page, list: page.list.map((p) => summaryOf(p, nowMs, lang)) };
}

/** The player's standing on the apply action, as the detail page shows it (the same checks activity/apply makes). */
function applyView(ctx: VisitorCtx, promotion: PromotionRecord): PromotionApply | null {
  const { rule } = promotion;
  if (rule === null) return null;
  const { world, now: nowMs, lang, player } = ctx;
  if (!player) return { state: A.visitor, bonus: null, reason: null, nextAt: null, validBets: null, action: null };
  const s = standing(world, player.uid, nowMs, promotion, rule);
  const validBets = rule.kind === 'betRebate' ? fromFen(rebateBasisFen(world, player.uid, nowMs, rule)) : null;
  switch (s.state) {
    case 'available':
      return { state: A.available, bonus: fromFen(s.bonusFen), reason: null, nextAt: null, validBets, action: null };
    case 'applied':
      return {
        state: A.applied,
        bonus: fromFen(s.bonusFen),
        reason: translate(s.refusal.key, lang, s.refusal.params),
        nextAt: s.nextAt === null ? null : toPlatformIso(s.nextAt),
        validBets,
        action: null,
      };
    default:
      return {
        state: s.state === 'notEligible' ? A.notEligible : A.notRunning,
        bonus: null,
        reason: translate(s.refusal.key, lang, s.refusal.params),
        nextAt: null,
        validBets,
        action: s.refusal.action ?? null,
      };
  }
}

/** activity/detail: one promotion with its content as stored, its terms and the caller's standing. */
export function promotionDetail(ctx: VisitorCtx, id: number): Promotion | DomainError {
  const promotion = findPromotion(ctx.world, id);
  if (!promotion) return fail('promotion.notFound', { id });
  return {
    ...summaryOf(promotion, ctx.now, ctx.lang),
    content: promotion.content[ctx.lang],
    terms: termsOf(promotion, ctx.lang),
    apply: applyView(ctx, promotion),
    link: promotion.link,
  };
}
