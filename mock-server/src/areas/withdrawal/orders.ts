import { formatMoney, fromFen, paginate, toFen, toPlatformIso, type Lang, type PageQuery } from '@contracts';
import type { WithdrawalForm } from '@contracts/rules/money-forms';
import { quoteWithdrawal, type WithdrawalQuote } from '@contracts/withdrawal/fees';
import {
  paysToAccountHolder,
  WithdrawalStatus,
  withdrawalFormFor,
  withdrawalMethodTypeLabels,
  type WithdrawalOrder,
  type WithdrawalMethod,
} from '@contracts/withdrawal/withdraw';
import type { Caller, DomainCtx } from '../../core/domain-ctx';

const S = WithdrawalStatus.enum;
import { isDomainError, translate, type DomainError, type InputKey } from '../../core/errors';
import { CENTRAL, credit, debit, nextOrderNo } from '../../core/ledger';
import { defineLifecycle, orderCases, type Lifecycle } from '../../core/lifecycle';
import type { PayeeRecord, WithdrawalOrderRecord } from './schemas';
import type { MessageKey } from '../../messages';
import { messages } from '../../messages';
import { firstIssueError, walletSettings } from '../funds';
import { tellAboutOrder, type Sentence } from '../help';
import { findPayee, payeeLabels, payeeView } from './payees';
import type { World } from '../../core/store';
import { getPlayer, checkWithdrawPassword } from '../account';
import { withdrawOverview } from './overview';

/**
 * withdraw/submit. The form is checked against the player's overview with the contract's own
 * withdrawalFormFor (password set, method, payee, limits, balance, quota — in that order), then the
 * password. Short turnover is no refusal: the order carries the warning and the administrative fee.
 * The whole amount leaves the central wallet now and is held by the pending order.
 */
export async function submitWithdrawal(
  ctx: DomainCtx & Pick<Caller, 'write'>,
  form: WithdrawalForm,
): Promise<WithdrawalOrder | DomainError<InputKey<WithdrawalForm>>> {
  const {
    world,
    now: nowMs,
    player: { uid },
    lang,
  } = ctx;
  const overview = withdrawOverview(ctx);
  const checked = withdrawalFormFor(overview).safeParse(form);
  if (!checked.success) return firstIssueError(checked.error, lang);
  const passwordProblem = await checkWithdrawPassword(ctx, form.secondaryPassword);
  if (passwordProblem) return passwordProblem;

  const method = overview.methods.find((m) => m.id === form.methodId);
  const payee = findPayee(world, uid, form.payeeId);
  if (!method || !payee) throw new Error('withdrawalFormFor let an unknown method or payee through');
  const quote = quoteWithdrawal(form.amount, {
    adminFeePercent: overview.adminFeePercent,
    handlingFeePercent: method.handlingFeePercent,
    turnoverShortfall: overview.turnover.shortfall,
    rate: method.rate,
  });
  const record = await openWithdrawalOrder(world, nowMs, {
    uid,
    method,
    payee,
    amountFen: toFen(form.amount),
    quote,
    remark: 'withdrawal submitted',
  });
  if (isDomainError(record)) return record.about('amount');
  return withdrawalOrderView(record, lang);
}

export interface WithdrawalOpening {
  uid: number;
  method: Pick<WithdrawalMethod, 'id' | 'type' | 'rate'>;
  payee: PayeeRecord;
  amountFen: number;
  quote: WithdrawalQuote;
  /** The ledger entry's remark. */
  remark: string;
}

/**
 * Opens a pending withdrawal order: the whole amount leaves the central wallet now and the order holds it until it is
 * paid or rejected (refunded); the clock decides it after the configured delay. Refused only when the balance is short.
 */
export async function openWithdrawalOrder(world: World, nowMs: number, o: WithdrawalOpening): Promise<WithdrawalOrderRecord | DomainError> {
  const orderNo = nextOrderNo(world, 'WD', nowMs);
  const held = await debit(world, nowMs, {
    uid: o.uid,
    wallet: CENTRAL,
    type: 'withdrawal',
    amountFen: o.amountFen,
    orderNo,
    remark: o.remark,
  });
  if (isDomainError(held)) return held;
  const { withdrawalDelayMs } = walletSettings(world);
  return world.db.withdrawalOrders.create({
    orderNo,
    uid: o.uid,
    methodId: o.method.id,
    methodType: o.method.type,
    payeeId: o.payee.id,
    payeeLabel: payeeLabels(o.payee),
    amountFen: o.amountFen,
    adminFeeFen: toFen(o.quote.adminFee),
    handlingFeeFen: toFen(o.quote.handlingFee),
    actualFen: toFen(o.quote.actualAmount),
    rate: o.method.rate,
    actualUsdt: o.quote.actualUsdt,
    turnoverWarning: o.quote.turnoverWarning,
    status: 0,
    createdAt: nowMs,
    dueAt: withdrawalDelayMs === null ? null : nowMs + withdrawalDelayMs,
    finishedAt: null,
    remarkKey: '',
  });
}

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages.en, key);
}

export function withdrawalOrderView(order: WithdrawalOrderRecord, lang: Lang): WithdrawalOrder {
  return {
    orderNo: order.orderNo,
    methodType: order.methodType,
    methodName: withdrawalMethodTypeLabels[order.methodType][lang],
    payeeLabel: order.payeeLabel[lang],
    amount: fromFen(order.amountFen),
    adminFee: fromFen(order.adminFeeFen),
    handlingFee: fromFen(order.handlingFeeFen),
    actualAmount: fromFen(order.actualFen),
    usdt: order.rate !== null && order.actualUsdt !== null ? { rate: order.rate, actualAmount: order.actualUsdt } : null,
    status: order.status,
    turnoverWarning: order.turnoverWarning,
    createdAt: toPlatformIso(order.createdAt),
    finishedAt: order.finishedAt === null ? null : toPlatformIso(order.finishedAt),
    remark: isMessageKey(order.remarkKey) ? translate(order.remarkKey, lang) : '',
  };
}

export function withdrawalOrders(ctx: DomainCtx, query: PageQuery & { status?: WithdrawalStatus }) {
  const {
    world,
    player: { uid },
    lang,
  } = ctx;
  const orders = world.db.withdrawalOrders
    .findMany((q) => q.where({ uid }))
    .filter((o) => query.status === undefined || o.status === query.status)
    .sort((a, b) => b.createdAt - a.createdAt || b.orderNo.localeCompare(a.orderNo));
  const page = paginate(orders, query);
  return { ...page, list: page.list.map((o) => withdrawalOrderView(o, lang)) };
}

/**
 * Whether the order's payee is still the account holder's: submit checks it, but an order placed before the
 * rule (an imported state) may name a card in another name, and nothing is paid to one.
 */
function payeeIsHolders(world: World, order: WithdrawalOrderRecord): boolean {
  const payee = findPayee(world, order.uid, order.payeeId);
  return payee !== undefined && paysToAccountHolder(payeeView(payee, 'en'), getPlayer(world, order.uid).realName);
}

/** Rejects the order: the whole amount back to the central wallet, and a message to the player (with the reason, if any). */
async function refund(world: World, atMs: number, order: WithdrawalOrderRecord, remarkKey: MessageKey, reasons: Sentence[] = []) {
  const { uid, orderNo } = order;
  await credit(world, atMs, {
    uid,
    wallet: CENTRAL,
    type: 'withdrawalRefund',
    amountFen: order.amountFen,
    orderNo,
    remark: 'withdrawal rejected',
  });
  await tellAboutOrder(world, atMs, {
    uid,
    orderNo,
    title: 'news.withdrawalRejectedTitle',
    sentences: [['news.withdrawalRejected', { amount: fromFen(order.amountFen), orderNo }], ...reasons],
  });
  return { status: S.rejected, remarkKey };
}

/**
 * The withdrawal's lifecycle: the amount left the central wallet at submit and is held by the pending
 * order; paid (no entry: the money is gone) or rejected (the whole amount, fees included, returns as
 * a refund entry). The clock pays at `dueAt`; with no delay only the control API decides. Paying an
 * order whose payee is not in the account holder's name rejects and refunds it instead. Either way the
 * player gets a personal message, in the decision's unit of work.
 */
export const withdrawalLifecycle: Lifecycle<WithdrawalOrderRecord, 'pay' | 'reject'> = defineLifecycle<
  WithdrawalOrderRecord,
  'pay' | 'reject'
>({
  ...orderCases<WithdrawalOrderRecord>({
    all: (world) => world.db.withdrawalOrders.all(),
    update: (world, orderNo, fields) =>
      world.db.withdrawalOrders.update((q) => q.where({ orderNo }), { data: (o) => void Object.assign(o, fields) }),
  }),
  due: (order) => (order.dueAt === null ? null : { decision: 'pay', atMs: order.dueAt }),
  decisions: {
    pay: async (world, atMs, order) => {
      if (!payeeIsHolders(world, order)) return refund(world, atMs, order, 'withdraw.notHolder', [['news.withdrawalNotHolder', {}]]);
      const { uid, orderNo } = order;
      const received = order.actualUsdt === null ? formatMoney(fromFen(order.actualFen)) : `${order.actualUsdt} USDT`;
      await tellAboutOrder(world, atMs, {
        uid,
        orderNo,
        title: 'news.withdrawalPaidTitle',
        sentences: [['news.withdrawalPaid', { amount: fromFen(order.amountFen), orderNo, received }]],
      });
      return { status: S.paid, remarkKey: '' };
    },
    reject: (world, atMs, order) => refund(world, atMs, order, 'withdraw.rejected'),
  },
});

export const settleDueWithdrawals = withdrawalLifecycle.settleDue;

/** A withdrawal order by its number (the money log explains a withdrawal's entry from it). */
export function findWithdrawalOrder(world: World, orderNo: string): WithdrawalOrderRecord | undefined {
  return world.db.withdrawalOrders.findFirst((q) => q.where({ orderNo }));
}

/** Every withdrawal order of the player, in no order. */
export function withdrawalOrdersOf(world: World, uid: number): WithdrawalOrderRecord[] {
  return world.db.withdrawalOrders.findMany((q) => q.where({ uid }));
}
