import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import type { Lang } from '../core/lang';
import { PageQuery, Paged } from '../core/list';
import { Money, toFen } from '../core/money';
import { IsoDateTime } from '../core/time';
import { PositiveAmount, WithdrawalForm } from '../rules/money-forms';
import { sameName } from '../rules/text';
import { ExchangeRate, Percent, UsdtAmount } from '../funds/rates';
import { Payee, PayeeType } from './payees';

/** The withdrawal methods of spec §9. */
export const WithdrawalMethodType = z.enum({ bankCard: 1, usdt: 2 }).meta({ id: 'WithdrawalMethodType' });
export type WithdrawalMethodType = z.infer<typeof WithdrawalMethodType>;

export const withdrawalMethodTypeLabels: Record<WithdrawalMethodType, Record<Lang, string>> = {
  1: { en: 'Fast transfer to bank card', zh_hans: '极速到账银行卡' },
  2: { en: 'USDT', zh_hans: 'USDT' },
};

export const WithdrawalMethod = z.object({
  id: z.number().int().positive(),
  type: WithdrawalMethodType,
  name: z.string(),
  icon: z.string(),
  min: Money,
  max: Money,
  handlingFeePercent: Percent,
  /** Which kind of bound account the method pays to. */
  payeeType: PayeeType,
  /** The player's bound payees of that kind, masked; empty: bind one first. */
  payees: z.array(Payee),
  /** Yuan per USDT for the USDT method, otherwise null. */
  rate: ExchangeRate.nullable(),
});
export type WithdrawalMethod = z.infer<typeof WithdrawalMethod>;

export const WithdrawOverview = z.object({
  /** The central wallet: what can be withdrawn. */
  balance: Money,
  /** The withdrawal password must be set first (spec §5). */
  hasSecondaryPassword: z.boolean(),
  /**
   * The real name on the account (registration or personal data); money is paid out only to a bank card or wallet
   * account in this name. null: not set yet, so only accounts without a holder name (USDT) can be paid.
   */
  realName: z.string().nullable(),
  /** Daily available quota, reset at midnight platform time. */
  quota: z.object({
    countLeft: z.number().int().min(0),
    countTotal: z.number().int().min(0),
    amountLeft: Money,
    amountTotal: Money,
  }),
  /** Administrative fee percentage, charged while turnover is short. */
  adminFeePercent: Percent,
  /** Turnover (coding) requirement from deposits and bonuses; a shortfall above 0 is a warning, not a refusal. */
  turnover: z.object({ required: Money, completed: Money, shortfall: Money }),
  methods: z.array(WithdrawalMethod),
});
export type WithdrawOverview = z.infer<typeof WithdrawOverview>;

export const getWithdrawList = endpoint({
  method: 'GET',
  path: 'withdraw/getWithdrawList',
  auth: 'required',
  summary:
    'The withdrawal page: balance, methods (1 fast transfer to bank card, 2 USDT) with limits, handling fee and bound payees, daily quota, administrative fee, turnover requirement and shortfall, whether the withdrawal password is set.',
  input: NoInput,
  output: WithdrawOverview,
});

/** The name a payee is held in: a bank card's cardholder, a wallet account's real name; a USDT address has none. */
export function payeeHolderName(payee: Payee): string | null {
  if (payee.type === PayeeType.enum.bankCard) return payee.cardholderName;
  return payee.type === PayeeType.enum.wallet ? payee.realName : null;
}

/** Whether a withdrawal may pay this payee: one without a holder name, or one in the account's real name. */
export function paysToAccountHolder(payee: Payee, realName: string | null): boolean {
  const holder = payeeHolderName(payee);
  return holder === null || (realName !== null && sameName(holder, realName));
}

/**
 * WithdrawalForm with the rules that depend on the player's situation (the overview): password set,
 * method and payee exist, the payee is in the account holder's name, the method's limits, the balance and
 * the daily quota. Turnover shortfall is only a warning.
 */
export function withdrawalFormFor(overview: WithdrawOverview) {
  return WithdrawalForm.superRefine((form, ctx) => {
    if (!overview.hasSecondaryPassword) {
      ctx.addIssue({ code: 'custom', message: 'secondaryPassword.notSet', path: ['secondaryPassword'] });
    }
    const method = overview.methods.find((m) => m.id === form.methodId);
    if (!method) {
      ctx.addIssue({ code: 'custom', message: 'withdrawal.method', path: ['methodId'] });
      return;
    }
    const payee = method.payees.find((p) => p.id === form.payeeId);
    if (!payee) {
      ctx.addIssue({ code: 'custom', message: 'payee.required', path: ['payeeId'] });
    } else if (!paysToAccountHolder(payee, overview.realName)) {
      // A card bound before the rule (a seeded world, an imported state) still pays nobody but the account holder.
      ctx.addIssue({
        code: 'custom',
        message: overview.realName === null ? 'accountName.notSet' : 'payee.nameMismatch',
        path: ['payeeId'],
      });
    }
    // A malformed amount already has its own issue; one message per mistake.
    if (!PositiveAmount.safeParse(form.amount).success) return;
    const fen = toFen(form.amount);
    if (fen < toFen(method.min)) {
      ctx.addIssue({ code: 'custom', message: 'amount.min', path: ['amount'], params: { min: method.min } });
    } else if (fen > toFen(method.max)) {
      ctx.addIssue({ code: 'custom', message: 'amount.max', path: ['amount'], params: { max: method.max } });
    } else if (fen > toFen(overview.balance)) {
      ctx.addIssue({ code: 'custom', message: 'amount.balance', path: ['amount'] });
    } else if (overview.quota.countLeft < 1 || fen > toFen(overview.quota.amountLeft)) {
      ctx.addIssue({ code: 'custom', message: 'withdrawal.quota', path: ['amount'] });
    }
  });
}

/** 0 pending (being processed), 1 paid, 2 rejected (the amount returns to the central wallet). */
export const WithdrawalStatus = z.enum({ pending: 0, paid: 1, rejected: 2 }).meta({ id: 'WithdrawalStatus' });
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

export const withdrawalStatusLabels: Record<WithdrawalStatus, Record<Lang, string>> = {
  0: { en: 'Processing', zh_hans: '处理中' },
  1: { en: 'Paid', zh_hans: '已出款' },
  2: { en: 'Rejected', zh_hans: '已拒绝' },
};

export const WithdrawalOrder = z
  .object({
    orderNo: z.string(),
    methodType: WithdrawalMethodType,
    methodName: z.string(),
    /** The payee as shown in lists: "ICBC **** 1234", "USDT-TRC20 TQ5dPf…x9Kp". */
    payeeLabel: z.string(),
    amount: Money,
    adminFee: Money,
    handlingFee: Money,
    actualAmount: Money,
    /** USDT withdrawals: the rate applied and the actual amount in USDT. */
    usdt: z.object({ rate: ExchangeRate, actualAmount: UsdtAmount }).nullable(),
    status: WithdrawalStatus,
    /** The turnover was short when the order was placed (the administrative fee applied). */
    turnoverWarning: z.boolean(),
    createdAt: IsoDateTime,
    finishedAt: IsoDateTime.nullable(),
    /** The reason of a rejection, in the request's language; empty otherwise. */
    remark: z.string(),
  })
  .meta({ id: 'WithdrawalOrder' });
export type WithdrawalOrder = z.infer<typeof WithdrawalOrder>;

export const submit = endpoint({
  method: 'POST',
  path: 'withdraw/submit',
  auth: 'required',
  summary:
    'Withdraw from the central wallet to a bound payee: amount, withdrawal password (6 digits), method and payee. Only to a payee in the real name on the account (withdraw/getWithdrawList `realName`): a card bound in another name is refused. The amount leaves the balance at once; the order is pending (0), then paid (1) or rejected (2, money returned). Short turnover: accepted with turnoverWarning and the administrative fee.',
  input: WithdrawalForm,
  idempotent: true,
  output: WithdrawalOrder,
});

export const getUserWithdrawList = endpoint({
  method: 'GET',
  path: 'member/getUserWithdrawList',
  auth: 'required',
  summary: "The player's withdrawal orders, newest first, paged; optionally one status (0 pending, 1 paid, 2 rejected).",
  input: PageQuery.extend({ status: QueryInt.pipe(WithdrawalStatus).optional() }),
  output: Paged(WithdrawalOrder),
});
