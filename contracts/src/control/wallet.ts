import { z } from 'zod';
import { NoInput } from '../core/envelope';
import { AmountInput, Money } from '../core/money';
import { IsoDateTime } from '../core/time';
import { DepositChannelType } from '../deposit/channels';
import { DepositStatus } from '../deposit/submit';
import { WithdrawalMethodType, WithdrawalStatus } from '../withdrawal/withdraw';
import { controlEndpoint } from './endpoint';

const OrdersQuery = z
  .object({
    status: z.enum(['pending', 'approved', 'paid', 'rejected', 'all']).default('pending'),
    username: z.string().optional(),
  })
  .meta({ id: 'OrdersQuery' });
/** The order a decision is about (`{orderNo}` in the path). */
export const OrderNo = z.object({ orderNo: z.string().min(1) }).meta({ id: 'OrderNumber' });
const Time = IsoDateTime.nullable();

export const DepositOrderView = z
  .object({
    orderNo: z.string(),
    username: z.string(),
    uid: z.number().int(),
    channelId: z.number().int(),
    channelType: DepositChannelType,
    amount: Money,
    gift: Money,
    status: DepositStatus,
    createdAt: IsoDateTime,
    dueAt: Time,
    expiresAt: IsoDateTime,
    finishedAt: Time,
  })
  .meta({ id: 'DepositOrderView' });
export const WithdrawalOrderView = z
  .object({
    orderNo: z.string(),
    username: z.string(),
    uid: z.number().int(),
    methodType: WithdrawalMethodType,
    payee: z.string(),
    amount: Money,
    actualAmount: Money,
    turnoverWarning: z.boolean(),
    status: WithdrawalStatus,
    createdAt: IsoDateTime,
    dueAt: Time,
    finishedAt: Time,
  })
  .meta({ id: 'WithdrawalOrderView' });
const Delay = z.number().int().min(0).nullable();
export const WalletSettings = z.object({ depositDelayMs: Delay, withdrawalDelayMs: Delay }).meta({ id: 'WalletSettings' });

const decision = <O extends z.ZodType>(kind: 'deposits' | 'withdrawals', verb: string, order: O, summary: string) =>
  controlEndpoint({
    method: 'POST',
    path: `wallet/${kind}/{orderNo}/${verb}`,
    summary: `${summary} 404 unknown, 409 already decided.`,
    input: OrderNo,
    output: z.object({ order }),
  });

/** Deposit orders: list and decide. */
export const deposit = {
  deposits: controlEndpoint({
    method: 'GET',
    path: 'wallet/deposits',
    summary: 'Deposit orders, newest first (pending by default).',
    input: OrdersQuery,
    output: z.object({ orders: z.array(DepositOrderView) }),
  }),
  approveDeposit: decision('deposits', 'approve', DepositOrderView, 'Approves a pending deposit: credits amount + gift, adds turnover.'),
  rejectDeposit: decision('deposits', 'reject', DepositOrderView, 'Rejects a pending deposit.'),
};

/** Withdrawal orders: list and decide. */
export const withdrawal = {
  withdrawals: controlEndpoint({
    method: 'GET',
    path: 'wallet/withdrawals',
    summary: 'Withdrawal orders, newest first (pending by default).',
    input: OrdersQuery,
    output: z.object({ orders: z.array(WithdrawalOrderView) }),
  }),
  payWithdrawal: decision(
    'withdrawals',
    'pay',
    WithdrawalOrderView,
    "Pays a pending withdrawal; one to a payee not in the account holder's real name is rejected and refunded instead.",
  ),
  rejectWithdrawal: decision('withdrawals', 'reject', WithdrawalOrderView, 'Rejects a pending withdrawal and refunds the whole amount.'),
};

/** The clock's decision delays, turnover and the ledger audit. */
export const funds = {
  settings: controlEndpoint({
    method: 'GET',
    path: 'wallet/settings',
    summary: "The clock's decision delays (null: manual).",
    input: NoInput,
    output: WalletSettings,
  }),
  updateSettings: controlEndpoint({
    method: 'POST',
    path: 'wallet/settings',
    summary: 'Sets the delays for orders created from now on.',
    input: WalletSettings.partial(),
    output: WalletSettings,
  }),
  turnover: controlEndpoint({
    method: 'POST',
    path: 'wallet/turnover',
    summary: 'Records valid bets against a player’s turnover requirement (moves no money).',
    input: z.object({ username: z.string().min(1), validBet: AmountInput }),
    output: z.object({ ok: z.literal(true) }),
  }),
  audit: controlEndpoint({
    method: 'GET',
    path: 'wallet/audit',
    summary: 'Every wallet checked against its ledger entries: empty when all match.',
    input: NoInput,
    output: z.object({ problems: z.array(z.string()) }),
  }),
};
