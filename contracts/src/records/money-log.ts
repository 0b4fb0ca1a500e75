import { z } from 'zod';
import { NOT_BLANK } from '../rules/text';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import type { Lang } from '../core/lang';
import { Paged } from '../core/list';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';
import { WalletCodeOut } from '../funds/wallets';
import { LabelledOption, windowedPageQuery } from './window';

/** The ledger's entry types: every balance change of any wallet is one entry of one of these. */
export const LedgerType = z
  .enum({
    deposit: 1,
    withdrawal: 2,
    withdrawalRefund: 3,
    transferIn: 4,
    transferOut: 5,
    bet: 6,
    payout: 7,
    betRefund: 8,
    bonus: 9,
    rebate: 10,
    interestIn: 11,
    interestOut: 12,
    interestEarnings: 13,
    vipReward: 14,
    signInReward: 15,
    adjustment: 16,
    /** A welfare task's reward (rewards area). */
    taskReward: 17,
  })
  .meta({ id: 'LedgerType' });
export type LedgerType = z.infer<typeof LedgerType>;

export const ledgerTypeLabels: Record<LedgerType, Record<Lang, string>> = {
  1: { en: 'Deposit', zh_hans: '存款' },
  2: { en: 'Withdrawal', zh_hans: '取款' },
  3: { en: 'Withdrawal refund', zh_hans: '取款退回' },
  4: { en: 'Transfer in', zh_hans: '转入' },
  5: { en: 'Transfer out', zh_hans: '转出' },
  6: { en: 'Bet', zh_hans: '投注' },
  7: { en: 'Payout', zh_hans: '派彩' },
  8: { en: 'Bet refund', zh_hans: '投注退款' },
  9: { en: 'Bonus', zh_hans: '红利' },
  10: { en: 'Rebate', zh_hans: '返水' },
  11: { en: 'Into interest balance', zh_hans: '转入利息宝' },
  12: { en: 'Out of interest balance', zh_hans: '转出利息宝' },
  13: { en: 'Interest earnings', zh_hans: '利息收益' },
  14: { en: 'VIP reward', zh_hans: 'VIP 奖励' },
  15: { en: 'Sign-in reward', zh_hans: '签到奖励' },
  16: { en: 'Adjustment', zh_hans: '人工调整' },
  17: { en: 'Task reward', zh_hans: '任务奖励' },
};

export const getMoneyLogType = endpoint({
  method: 'GET',
  path: 'record/getMoneyLogType',
  auth: 'none',
  summary: "The ledger (account change) entry types for the filter, with labels in the request's language.",
  input: NoInput,
  output: z.array(LabelledOption(LedgerType)),
});

/** One balance change: after = before + amount, always. */
export const LedgerEntry = z.object({
  id: z.number().int().positive(),
  wallet: WalletCodeOut,
  walletName: z.string(),
  type: LedgerType,
  /** Signed: "-100.00" for money leaving the wallet. */
  amount: Money,
  before: Money,
  after: Money,
  /** The order that caused it (deposit, transfer, bet …). */
  orderNo: z.string(),
  createdAt: IsoDateTime,
  remark: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

const moneyLogQuery = windowedPageQuery({
  type: QueryInt.pipe(LedgerType).optional(),
  /** One wallet only ("central" or a venue code); absent: every wallet. */
  wallet: z.string().regex(NOT_BLANK, 'required').trim().optional(),
  /** The entries of one order (a transfer's two legs, a deposit and its gift …). */
  orderNo: z.string().regex(NOT_BLANK, 'required').trim().max(40).optional(),
});

export const getMoneyLogList = endpoint({
  method: 'GET',
  path: 'record/getMoneyLogList',
  auth: 'required',
  summary:
    "The player's ledger (account changes): type, signed amount, balance before and after, order number, time, remark; newest first, paged; filters type, wallet, order number and a date window within the last 30 days (startDate/endDate, platform-zone days, both or neither: neither means the last 30 days).",
  input: moneyLogQuery.input,
  inputAt: moneyLogQuery.inputAt,
  output: Paged(LedgerEntry),
});
