import { z } from 'zod';
import { NOT_BLANK } from '../rules/text';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import type { Lang } from '../core/lang';
import { Paged } from '../core/list';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';
import { LabelledOption, windowedPageQuery } from './window';

/**
 * Transaction (order) types of the transaction record page. Transfers are seen from the central
 * wallet: "transfer out" is central → venue, "transfer in" venue → central.
 */
export const TradeType = z
  .enum({
    deposit: 1,
    withdrawal: 2,
    transferIn: 3,
    transferOut: 4,
    bonus: 5,
    rebate: 6,
    interest: 7,
    vipReward: 8,
    adjustment: 9,
  })
  .meta({ id: 'TradeType' });
export type TradeType = z.infer<typeof TradeType>;

export const tradeTypeLabels: Record<TradeType, Record<Lang, string>> = {
  1: { en: 'Deposit', zh_hans: '存款' },
  2: { en: 'Withdrawal', zh_hans: '取款' },
  3: { en: 'Transfer in', zh_hans: '转入' },
  4: { en: 'Transfer out', zh_hans: '转出' },
  5: { en: 'Bonus', zh_hans: '红利' },
  6: { en: 'Rebate', zh_hans: '返水' },
  7: { en: 'Interest', zh_hans: '利息' },
  8: { en: 'VIP reward', zh_hans: 'VIP 奖励' },
  9: { en: 'Adjustment', zh_hans: '调整' },
};

export const TradeStatus = z.enum({ pending: 0, completed: 1, rejected: 2, cancelled: 3 }).meta({ id: 'TradeStatus' });
export type TradeStatus = z.infer<typeof TradeStatus>;

export const tradeStatusLabels: Record<TradeStatus, Record<Lang, string>> = {
  0: { en: 'Processing', zh_hans: '处理中' },
  1: { en: 'Completed', zh_hans: '成功' },
  2: { en: 'Rejected', zh_hans: '失败' },
  3: { en: 'Cancelled', zh_hans: '已取消' },
};

export const getTradeTypeList = endpoint({
  method: 'GET',
  path: 'record/getTradeTypeList',
  // Labels only: no player data.
  auth: 'none',
  summary: "The transaction types for the record filter, with labels in the request's language.",
  input: NoInput,
  output: z.array(LabelledOption(TradeType)),
});

/** Which way a transaction moves the player's money, seen from the central wallet: 1 in (a deposit, a bonus, a transfer back from a venue), 2 out. */
export const TradeDirection = z.enum({ in: 1, out: 2 }).meta({ id: 'TradeDirection' });
export type TradeDirection = z.infer<typeof TradeDirection>;

/** One transaction: enough for the list row and the transaction detail page. */
export const TradeRecord = z.object({
  orderNo: z.string(),
  type: TradeType,
  /** How it was made, in the request's language: the channel, "USDT-TRC20", "Central wallet → Venue". */
  method: z.string(),
  /** Always positive; `direction` says which way it moves. */
  amount: Money,
  /** In or out of the central wallet (an adjustment can go either way, so the type alone cannot say). */
  direction: TradeDirection,
  fee: Money,
  /** What reached the destination: amount − fee (+ gift for deposits). */
  actualAmount: Money,
  status: TradeStatus,
  createdAt: IsoDateTime,
  finishedAt: IsoDateTime.nullable(),
  remark: z.string(),
});
export type TradeRecord = z.infer<typeof TradeRecord>;

const tradeQuery = windowedPageQuery({
  type: QueryInt.pipe(TradeType).optional(),
  status: QueryInt.pipe(TradeStatus).optional(),
  /** One transaction by its order number (the transaction detail page and the pay page's fallback). */
  orderNo: z.string().regex(NOT_BLANK, 'required').trim().max(40).optional(),
});

export const getTradeList = endpoint({
  method: 'GET',
  path: 'record/getTradeList',
  auth: 'required',
  summary:
    "The player's transactions (deposits, withdrawals, transfers, bonuses …), newest first, paged; filters type, status, order number (orderNo: one record, for a detail page) and a date window within the last 30 days (startDate/endDate, platform-zone days, both or neither: neither means the last 30 days).",
  input: tradeQuery.input,
  inputAt: tradeQuery.inputAt,
  output: Paged(TradeRecord),
});
