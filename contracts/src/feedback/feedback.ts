import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { PageQuery, Paged } from '../core/list';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';
import { FEEDBACK_ORDER_DAYS, FeedbackForm, FeedbackType } from '../rules/feedback';

/** The kinds of order a feedback may name. */
export const FeedbackOrderKind = z.enum({ deposit: 1, withdrawal: 2, transfer: 3, gameBet: 4, lottery: 5, fastFood: 6 });
export type FeedbackOrderKind = z.infer<typeof FeedbackOrderKind>;

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
    `The player's orders of the past ${FEEDBACK_ORDER_DAYS} days (platform clock) that a feedback may name as its ` +
    'related order, newest first. With `type`, only the kinds that fit the question: deposit issue → deposits, ' +
    'withdrawal issue → withdrawals, game issue → game, lottery and fast-food bets, flow issue → deposits and ' +
    'bets; other types → every kind.',
  input: z.object({ type: QueryInt.pipe(FeedbackType).optional() }),
  output: z.array(FeedbackOrder),
});

export const submit = endpoint({
  method: 'POST',
  path: 'feedback/submit',
  auth: 'required',
  summary:
    'Submit feedback (service/feedback): question type, description of 20–200 characters, up to 3 images (URLs ' +
    `returned by common/upload) and optionally a related order, which must be one of the player's orders of the ` +
    `past ${FEEDBACK_ORDER_DAYS} days (feedback/getOrder), otherwise code 0.`,
  input: FeedbackForm,
  output: z.object({ id: z.number().int().positive(), createdAt: IsoDateTime }),
});

/** 0 awaiting a reply, 1 replied. */
export const FeedbackStatus = z.enum({ pending: 0, replied: 1 }).meta({ id: 'FeedbackStatus' });
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;

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
  summary: 'The player\'s feedback (service/myFeedback), newest first, paged; optionally by status.',
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
  summary: 'One of the player\'s feedback entries (service/feedbackDetail) with the reply. Another player\'s id: code 0, not found.',
  input: z.object({ id: QueryInt.pipe(z.number().int().positive()) }),
  output: FeedbackDetail,
});
