import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import type { Lang } from '../core/lang';
import { PageQuery, Paged } from '../core/list';
import { IsoDateTime } from '../core/time';

/** The promotion tabs of spec §2. 0 "All" is a filter, not a class a promotion belongs to. */
export const PromotionClass = z.enum({ all: 0, limitedTime: 1, firstDeposit: 2, daily: 3, highRebate: 4, vip: 5 }).meta({ id: 'PromotionClass' });
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

export const PromotionSummary = z.object({
  id: z.number().int().positive(),
  classId: PromotionClass.exclude(['all']).meta({ id: 'PromotionClassId' }),
  /** Title and subtitle in the request language. */
  title: z.string(),
  subtitle: z.string(),
  banner: z.string().min(1),
  startAt: IsoDateTime,
  /** null: runs until further notice. */
  endAt: IsoDateTime.nullable(),
  status: PromotionStatus,
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;

export const Promotion = PromotionSummary.extend({
  /** Rich text (HTML) in the request language; the web sanitises it before showing it. */
  content: z.string(),
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
    'Promotions of one class (0 or absent: all), running ones first then upcoming, newest first within each; ' +
    'ended ones are left out. Paged.',
  input: PageQuery.extend({ classId: QueryInt.pipe(PromotionClass).default(0) }),
  output: Paged(PromotionSummary),
});

export const detail = endpoint({
  method: 'GET',
  path: 'activity/detail',
  auth: 'none',
  summary: 'One promotion (preferential/detail) with its rich-text content (HTML, sanitised by the web), dates and banner.',
  input: z.object({ id: QueryInt.pipe(z.number().int().positive()) }),
  output: Promotion,
});
