import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import type { Lang } from '../core/lang';
import { PageQuery, Paged } from '../core/list';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';
import { Percent } from '../funds/rates';
import { PositiveAmount } from '../rules/money-forms';

/**
 * An interest product: the flexible one (periodDays 0, transfer out at any time) and fixed terms
 * whose principal is locked until maturity, then returns to the flexible balance.
 */
export const InterestType = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** 0: flexible. */
  periodDays: z.number().int().min(0),
  annualRate: Percent,
  minAmount: Money,
  description: z.string(),
});
export type InterestType = z.infer<typeof InterestType>;

export const getType = endpoint({
  method: 'GET',
  path: 'interest/getType',
  // Product terms only: visitors may read them.
  auth: 'none',
  summary: 'The interest products: flexible (periodDays 0) and fixed terms, each with its annual rate (percent) and minimum amount.',
  input: NoInput,
  output: z.array(InterestType),
});

export const InterestHolding = z.object({
  typeId: z.number().int().positive(),
  name: z.string(),
  amount: Money,
  annualRate: Percent,
  startedAt: IsoDateTime,
  /** null for the flexible product. */
  maturesAt: IsoDateTime.nullable(),
});

export const InterestData = z.object({
  /** The principal across all products. */
  principal: Money,
  yesterdayEarnings: Money,
  totalEarnings: Money,
  /** Earnings accrued and not yet received into the central wallet. */
  receivable: Money,
  /** The flexible product's annual rate (percent). */
  annualRate: Percent,
  holdings: z.array(InterestHolding),
  /** What can be transferred in. */
  centralBalance: Money,
});
export type InterestData = z.infer<typeof InterestData>;

export const getData = endpoint({
  method: 'GET',
  path: 'interest/getData',
  auth: 'required',
  summary:
    "The interest-bearing balance: principal, yesterday's and total earnings, receivable earnings, the annual rate, holdings per product, and the central balance. Interest accrues daily by the platform clock.",
  input: NoInput,
  output: InterestData,
});

export const InterestRecordType = z
  .enum({ transferIn: 1, transferOut: 2, accrual: 3, receive: 4, maturity: 5 })
  .meta({ id: 'InterestRecordType' });
export type InterestRecordType = z.infer<typeof InterestRecordType>;

export const interestRecordTypeLabels: Record<InterestRecordType, Record<Lang, string>> = {
  1: { en: 'Transfer in', zh_hans: '转入' },
  2: { en: 'Transfer out', zh_hans: '转出' },
  3: { en: 'Interest accrued', zh_hans: '利息计提' },
  4: { en: 'Earnings received', zh_hans: '领取收益' },
  5: { en: 'Term matured', zh_hans: '定期到期' },
};

export const InterestRecord = z.object({
  orderNo: z.string(),
  type: InterestRecordType,
  productName: z.string(),
  amount: Money,
  /** The principal after this record. */
  principalAfter: Money,
  createdAt: IsoDateTime,
  remark: z.string(),
});
export type InterestRecord = z.infer<typeof InterestRecord>;

export const getList = endpoint({
  method: 'GET',
  path: 'interest/getList',
  auth: 'required',
  summary: 'The interest records (transfers in/out, daily accruals, receipts, maturities), newest first, paged; optionally one type.',
  input: PageQuery.extend({ type: QueryInt.pipe(InterestRecordType).optional() }),
  output: Paged(InterestRecord),
});

export const InterestMove = z
  .object({
    orderNo: z.string(),
    amount: Money,
    principal: Money,
    receivable: Money,
    centralBalance: Money,
  })
  .meta({ id: 'InterestMove' });
export type InterestMove = z.infer<typeof InterestMove>;

export const receive = endpoint({
  method: 'POST',
  path: 'interest/receive',
  auth: 'required',
  idempotent: true,
  summary: 'Receive all receivable earnings into the central wallet (refused when there is nothing to receive). Honours Idempotency-Key.',
  input: NoInput,
  output: InterestMove,
});

export const into = endpoint({
  method: 'POST',
  path: 'interest/into',
  auth: 'required',
  idempotent: true,
  summary:
    'Transfer in: move an amount from the central wallet into a product (typeId from interest/getType; absent: the flexible one), at least its minimum.',
  input: z.object({ amount: PositiveAmount, typeId: z.number().int().positive().optional() }),
  output: InterestMove,
});

export const turnout = endpoint({
  method: 'POST',
  path: 'interest/turnout',
  auth: 'required',
  idempotent: true,
  summary: 'Transfer out: move an amount of the flexible principal back to the central wallet (fixed terms are locked until maturity).',
  input: z.object({ amount: PositiveAmount }),
  output: InterestMove,
});
