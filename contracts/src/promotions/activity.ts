import { z } from 'zod';
import { JsonInt, QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import type { Lang } from '../core/lang';
import { PageQuery, Paged } from '../core/list';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';

/** The promotion tabs of spec §2. 0 "All" is a filter, not a class a promotion belongs to. */
export const PromotionClass = z
  .enum({ all: 0, limitedTime: 1, firstDeposit: 2, daily: 3, highRebate: 4, vip: 5 })
  .meta({ id: 'PromotionClass' });
export type PromotionClass = z.infer<typeof PromotionClass>;

export const PROMOTION_CLASS_LABELS: Record<PromotionClass, Record<Lang, string>> = {
  0: { en: 'All', zh_hans: '全部' },
  1: { en: 'Limited Time Event', zh_hans: '限时活动' },
  2: { en: 'New Member First Deposit', zh_hans: '新人首存' },
  3: { en: 'Daily Event', zh_hans: '日常活动' },
  4: { en: 'High Rebate', zh_hans: '高额返水' },
  5: { en: 'VIP Privilege', zh_hans: 'VIP 特权' },
};

/** Derived from the platform clock: 0 not started, 1 running, 2 ended. */
export const PromotionStatus = z.enum({ upcoming: 0, running: 1, ended: 2 }).meta({ id: 'PromotionStatus' });
export type PromotionStatus = z.infer<typeof PromotionStatus>;

export const promotionStatusLabels: Record<PromotionStatus, Record<Lang, string>> = {
  0: { en: 'Coming soon', zh_hans: '即将开始' },
  1: { en: 'In progress', zh_hans: '进行中' },
  2: { en: 'Ended', zh_hans: '已结束' },
};

const PromotionId = z.number().int().positive();

export const PromotionSummary = z.object({
  id: PromotionId,
  classId: PromotionClass.exclude(['all']).meta({ id: 'PromotionClassId' }),
  /** Title and subtitle in the request language. */
  title: z.string(),
  subtitle: z.string(),
  /** A generated image (750×300) with the title drawn in the request language. */
  banner: z.string().min(1),
  startAt: IsoDateTime,
  /** null: runs until further notice. */
  endAt: IsoDateTime.nullable(),
  status: PromotionStatus,
  /** The promotion has an apply action (activity/apply); otherwise it is information, or taken part in elsewhere. */
  applicable: z.boolean(),
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;

/** How often one player can receive the bonus: once per player, once per platform day, once per platform week. */
export const PromotionFrequency = z.enum({ once: 1, daily: 2, weekly: 3 });
export type PromotionFrequency = z.infer<typeof PromotionFrequency>;

export const promotionFrequencyLabels: Record<PromotionFrequency, Record<Lang, string>> = {
  1: { en: 'Once per player', zh_hans: '每位玩家限一次' },
  2: { en: 'Once a day', zh_hans: '每日一次' },
  3: { en: 'Once a week (Monday to Sunday)', zh_hans: '每周一次（周一至周日）' },
};

/**
 * The terms a player needs before anything else, as fields (the rich text tells the rest): what the bonus is,
 * who qualifies, the turnover it asks for and how often. For an applicable promotion they are written from
 * the same rule the server checks on activity/apply.
 */
export const PromotionTerms = z.object({
  /** The bonus in words, in the request language ("100 % of your first deposit, up to ¥888.00"). */
  reward: z.string().min(1),
  /** Who qualifies, in words, in the request language. */
  eligibility: z.string().min(1),
  /** Valid bets of this many times the bonus before a fee-free withdrawal (0: none). */
  turnoverMultiple: z.number().int().min(0).max(100),
  /** The most one application pays; null when the bonus is not money paid here. */
  maxBonus: Money.nullable(),
  /** null: nothing to apply for here. */
  frequency: PromotionFrequency.nullable(),
});
export type PromotionTerms = z.infer<typeof PromotionTerms>;

/**
 * Where the player stands on a promotion's apply action: 0 can apply now, 1 already received (this period),
 * 2 not eligible, 3 not running (upcoming or ended), 4 a visitor (log in to apply).
 */
export const ApplyState = z.enum({ available: 0, applied: 1, notEligible: 2, notRunning: 3, visitor: 4 });
export type ApplyState = z.infer<typeof ApplyState>;

/**
 * What the player can do about a refusal that names it: deposit (the deposit page), place bets (valid bets count
 * towards the next rebate: the lobby) or rise in VIP level (the VIP page). null when nothing done now changes the
 * answer (a first deposit already made too small or too long ago, a promotion not running, already received).
 */
export const ApplyAction = z.enum(['deposit', 'bet', 'vip']).meta({ id: 'PromotionApplyAction' });
export type ApplyAction = z.infer<typeof ApplyAction>;

export const PromotionApply = z.object({
  state: ApplyState,
  /** available: what applying now pays; applied: what was paid this period; otherwise null. */
  bonus: Money.nullable(),
  /** notEligible / notRunning / applied: the answer activity/apply would give now, in the request language. */
  reason: z.string().nullable(),
  /** applied: when the player may apply again (the next day or week); null when never again. */
  nextAt: IsoDateTime.nullable(),
  /**
   * A rebate's basis: the player's valid bets of the period it pays on (yesterday for a daily rebate, last week for a
   * weekly one: terms.frequency), the figure bet records total for that period. null: not a rebate, or a visitor.
   */
  validBets: Money.nullable(),
  /** notEligible: what the reason asks the player to do, so the page can lead there; otherwise null. */
  action: ApplyAction.nullable(),
});
export type PromotionApply = z.infer<typeof PromotionApply>;

export const Promotion = PromotionSummary.extend({
  /** Rich text (HTML) in the request language, stored as given; the web sanitises it before showing it. */
  content: z.string(),
  terms: PromotionTerms,
  /** null: the promotion has no apply action. */
  apply: PromotionApply.nullable(),
  /** An in-app page where the promotion is taken part in ("/pages/mine/vip"); null: none. */
  link: z
    .string()
    .regex(/^\/pages\/[A-Za-z]+\/[A-Za-z]+(\/[A-Za-z]+)?$/)
    .nullable(),
});
export type Promotion = z.infer<typeof Promotion>;

export const getActivityClassification = endpoint({
  method: 'GET',
  path: 'activity/getActivityClassification',
  auth: 'none',
  summary: 'The promotion tabs in order, "All" (0) first, with names in the request language.',
  input: NoInput,
  output: z.array(z.object({ id: PromotionClass, name: z.string() })),
});

export const list = endpoint({
  method: 'GET',
  path: 'activity/list',
  auth: 'none',
  summary:
    'Promotions of one class (0 or absent: all): running ones first (newest first), then upcoming ones (soonest ' +
    'first), then those that ended in the last 30 days (latest first); older ones are left out. Paged.',
  input: PageQuery.extend({ classId: QueryInt.pipe(PromotionClass).default(0) }),
  output: Paged(PromotionSummary),
});

export const detail = endpoint({
  method: 'GET',
  path: 'activity/detail',
  auth: 'optional',
  summary:
    'One promotion (preferential/detail): its rich-text content (HTML, sanitised by the web), dates, banner, the ' +
    'terms as fields (bonus, eligibility, turnover multiple, maximum, frequency), an in-app link where it has one, ' +
    'and, where it has an apply action, where the calling player stands on it (a visitor: state 4).',
  input: z.object({ id: QueryInt.pipe(PromotionId) }),
  output: Promotion,
});

export const ApplyResult = z.object({
  id: PromotionId,
  bonus: Money,
  /** What the bonus added to the turnover requirement (bonus × the promotion's multiple). */
  turnover: Money,
  /** The award's order number (redemption/getAwardList, record/getTradeList). */
  orderNo: z.string(),
  centralBalance: Money,
  /** When the player may apply again; null: never (once per player). */
  nextAt: IsoDateTime.nullable(),
});
export type ApplyResult = z.infer<typeof ApplyResult>;

export const apply = endpoint({
  method: 'POST',
  path: 'activity/apply',
  auth: 'required',
  summary:
    "Extension (not in spec §7): applies for a running promotion's bonus ({id}). Checked by the server from the " +
    "world (first deposit, deposits today or during the event, yesterday's valid bets, VIP level); refused with the " +
    'reason when not running, not eligible, already received this period, without an apply action, or unknown. The ' +
    "bonus is credited to the central wallet with the promotion's turnover requirement and recorded as an award.",
  input: z.object({ id: JsonInt.pipe(PromotionId) }),
  output: ApplyResult,
  idempotent: true,
});
