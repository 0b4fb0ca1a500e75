import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { PageQuery, Paged } from '../core/list';
import { Money } from '../core/money';
import type { Lang } from '../core/lang';
import { IsoDateTime } from '../core/time';
import { FEEDBACK_MAX_IMAGES, FEEDBACK_ORDER_DAYS, FeedbackForm, FeedbackType } from '../rules/feedback';

/** The question types of spec §3 as a player reads them (the form's picker, the list, the dictionary). */
export const feedbackTypeLabels: Record<FeedbackType, Record<Lang, string>> = {
  1: { en: 'Deposit Issue', zh_hans: '存款问题' },
  2: { en: 'Withdrawal Issue', zh_hans: '取款问题' },
  3: { en: 'Member Suggestion', zh_hans: '会员建议' },
  4: { en: 'Game Issue', zh_hans: '游戏问题' },
  5: { en: 'Promotion Issue', zh_hans: '优惠问题' },
  6: { en: 'Website/APP Login', zh_hans: '网站/APP 登录' },
  7: { en: 'Modify Information', zh_hans: '修改资料' },
  8: { en: 'Flow (turnover) Issue', zh_hans: '流水问题' },
  9: { en: 'Other', zh_hans: '其他' },
};

/** The kinds of order a feedback may name. */
export const FeedbackOrderKind = z.enum({ deposit: 1, withdrawal: 2, transfer: 3, gameBet: 4, lottery: 5, fastFood: 6 });
export type FeedbackOrderKind = z.infer<typeof FeedbackOrderKind>;

export const feedbackOrderKindLabels: Record<FeedbackOrderKind, Record<Lang, string>> = {
  1: { en: 'Deposit', zh_hans: '存款' },
  2: { en: 'Withdrawal', zh_hans: '取款' },
  3: { en: 'Transfer', zh_hans: '转账' },
  4: { en: 'Game bet', zh_hans: '游戏注单' },
  5: { en: 'Lottery', zh_hans: '彩票' },
  6: { en: 'Fast food', zh_hans: '快餐游戏' },
};

const K = FeedbackOrderKind.enum;
const BETS = [K.gameBet, K.lottery, K.fastFood];
/**
 * The kinds of order that fit a question type (feedback/getOrder's filter, and what feedback/submit
 * accepts as the related order): a deposit issue names a deposit, a game issue a bet …; the other types any.
 */
export const orderKindsFor: Record<FeedbackType, readonly FeedbackOrderKind[]> = {
  1: [K.deposit],
  2: [K.withdrawal],
  3: FeedbackOrderKind.options,
  4: BETS,
  5: FeedbackOrderKind.options,
  6: FeedbackOrderKind.options,
  7: FeedbackOrderKind.options,
  8: [K.deposit, ...BETS],
  9: FeedbackOrderKind.options,
};

/** A flood guard: at most this many feedback entries per player and platform-zone day. */
export const FEEDBACK_DAILY_MAX = 5;

export const FeedbackOrder = z.object({
  orderNo: z.string().min(1),
  kind: FeedbackOrderKind,
  /** "Deposit · Alipay", "Lottery · 1-minute dice" … in the request language, for the picker. */
  title: z.string(),
  amount: Money,
  createdAt: IsoDateTime,
});
export type FeedbackOrder = z.infer<typeof FeedbackOrder>;

export const getOrder = endpoint({
  method: 'GET',
  path: 'feedback/getOrder',
  auth: 'required',
  summary:
    `The player's orders of the past ${FEEDBACK_ORDER_DAYS} days (platform clock: created at most ${FEEDBACK_ORDER_DAYS} × 24 ` +
    'hours ago) that a feedback may name as its related order: deposits, withdrawals, transfers, game bets, lottery ' +
    'and fast-food orders, newest first, titles in the request language. With `type`, only the kinds that fit the ' +
    'question: deposit issue → deposits, withdrawal issue → withdrawals, game issue → game, lottery and fast-food ' +
    'bets, flow issue → deposits and bets; other types → every kind.',
  input: z.object({ type: QueryInt.pipe(FeedbackType).optional() }),
  output: z.array(FeedbackOrder),
});

export const submit = endpoint({
  method: 'POST',
  path: 'feedback/submit',
  auth: 'required',
  summary:
    'Submit feedback (service/feedback): question type, description of 20–200 characters (trimmed, counted in ' +
    `characters), up to ${FEEDBACK_MAX_IMAGES} images (each a path or URL the player's own common/upload returned, ` +
    "png/jpg/jpeg ≤ 15 MB, no image twice) and optionally a related order, which must be one of the player's orders " +
    `of the past ${FEEDBACK_ORDER_DAYS} days that fits the type (feedback/getOrder with that type); at most ` +
    `${FEEDBACK_DAILY_MAX} a platform day. Every refusal is code 0 with the reason. Honours Idempotency-Key (a ` +
    'double tap makes one feedback). Customer service replies later (feedback/detail).',
  input: FeedbackForm,
  idempotent: true,
  output: z.object({ id: z.number().int().positive(), createdAt: IsoDateTime }),
});

/** 0 awaiting a reply, 1 replied. */
export const FeedbackStatus = z.enum({ pending: 0, replied: 1 }).meta({ id: 'FeedbackStatus' });
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;

export const feedbackStatusLabels: Record<FeedbackStatus, Record<Lang, string>> = {
  0: { en: 'Awaiting reply', zh_hans: '待回复' },
  1: { en: 'Replied', zh_hans: '已回复' },
};

export const FeedbackSummary = z.object({
  id: z.number().int().positive(),
  type: FeedbackType,
  /** The first characters of the description. */
  excerpt: z.string(),
  status: FeedbackStatus,
  createdAt: IsoDateTime,
  repliedAt: IsoDateTime.nullable(),
});
export type FeedbackSummary = z.infer<typeof FeedbackSummary>;

export const list = endpoint({
  method: 'GET',
  path: 'feedback/list',
  auth: 'required',
  summary: "The player's feedback (service/myFeedback), newest first, paged; optionally by status.",
  input: PageQuery.extend({ status: QueryInt.pipe(FeedbackStatus).optional() }),
  output: Paged(FeedbackSummary),
});

export const FeedbackDetail = FeedbackSummary.omit({ excerpt: true }).extend({
  description: z.string(),
  orderNo: z.string().nullable(),
  images: z.array(z.string().min(1)),
  /** Customer service's answer (plain text); null while pending. */
  reply: z.object({ content: z.string(), repliedAt: IsoDateTime }).nullable(),
});
export type FeedbackDetail = z.infer<typeof FeedbackDetail>;

export const detail = endpoint({
  method: 'GET',
  path: 'feedback/detail',
  auth: 'required',
  summary: "One of the player's feedback entries (service/feedbackDetail) with the reply. Another player's id: code 0, not found.",
  input: z.object({ id: QueryInt.pipe(z.number().int().positive()) }),
  output: FeedbackDetail,
});
