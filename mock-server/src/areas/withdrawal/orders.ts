import { fromFen, paginate, toFen, toPlatformIso, type Lang, type PageQuery } from '@contracts';
import type { WithdrawalForm } from '@contracts/rules/money-forms';
import { quoteWithdrawal } from '@contracts/withdrawal/fees';
import { withdrawalFormFor, withdrawalMethodTypeLabels, type WithdrawalOrder, type WithdrawalStatus } from '@contracts/withdrawal/withdraw';
import { isDomainError, translate, type DomainError } from '../../core/errors';
import { CENTRAL, nextOrderNo, post } from '../../core/ledger';
import type { WithdrawalOrderRecord } from './schemas';
import type { World } from '../../core/store';
import type { MessageKey } from '../../messages';
import { messages } from '../../messages';
import { firstIssueError } from '../funds/issues';
import { walletSettings } from '../funds/settings';
import { findPayee, payeeLabel } from './payees';
import { withdrawOverview } from './overview';
import { checkWithdrawPassword } from './secondary-password';

/**
 * withdraw/submit. The form is checked against the player's overview with the contract's own
 * withdrawalFormFor (password set, method, payee, limits, balance, quota — in that order), then the
 * password. Short turnover is no refusal: the order carries the warning and the administrative fee.
 * The whole amount leaves the central wallet now and is held by the pending order.
 */
export async function submitWithdrawal(world: World, nowMs: number, uid: number, lang: Lang, form: WithdrawalForm): Promise<WithdrawalOrder | DomainError> {
  const overview = withdrawOverview(world, nowMs, uid, lang);
  const checked = withdrawalFormFor(overview).safeParse(form);
  if (!checked.success) return firstIssueError(checked.error, lang);
  const passwordProblem = await checkWithdrawPassword(world, nowMs, uid, form.secondaryPassword);
  if (passwordProblem) return passwordProblem;

  const method = overview.methods.find((m) => m.id === form.methodId);
  const payee = findPayee(world, uid, form.payeeId);
  if (!method || !payee) throw new Error('withdrawalFormFor let an unknown method or payee through');
  const quote = quoteWithdrawal(form.amount, { adminFeePercent: overview.adminFeePercent, handlingFeePercent: method.handlingFeePercent, turnoverShortfall: overview.turnover.shortfall, rate: method.rate });
  const amountFen = toFen(form.amount);
  const orderNo = nextOrderNo(world, 'WD', nowMs);
  const debit = await post(world, nowMs, { uid, wallet: CENTRAL, type: 'withdrawal', amountFen: -amountFen, orderNo, remark: 'withdrawal submitted' });
  if (isDomainError(debit)) return debit;
  const { withdrawalDelayMs } = walletSettings(world);
  const record = await world.db.withdrawalOrders.create({
    orderNo,
    uid,
    methodId: method.id,
    methodType: method.type,
    payeeId: payee.id,
    payeeLabel: payeeLabel(payee, lang),
    amountFen,
    adminFeeFen: toFen(quote.adminFee),
    handlingFeeFen: toFen(quote.handlingFee),
    actualFen: toFen(quote.actualAmount),
    rate: method.rate,
    actualUsdt: quote.actualUsdt,
    turnoverWarning: quote.turnoverWarning,
    status: 0,
    createdAt: nowMs,
    dueAt: withdrawalDelayMs === null ? null : nowMs + withdrawalDelayMs,
    finishedAt: null,
    remarkKey: '',
  });
  return withdrawalOrderView(record, lang);
}

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages.en, key);
}

export function withdrawalOrderView(order: WithdrawalOrderRecord, lang: Lang): WithdrawalOrder {
  return {
    orderNo: order.orderNo,
    methodType: order.methodType,
    methodName: withdrawalMethodTypeLabels[order.methodType][lang],
    payeeLabel: order.payeeLabel,
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

export function withdrawalOrders(world: World, uid: number, lang: Lang, query: PageQuery & { status?: WithdrawalStatus }) {
  const orders = world.db.withdrawalOrders
    .findMany((q) => q.where({ uid }))
    .filter((o) => query.status === undefined || o.status === query.status)
    .sort((a, b) => b.createdAt - a.createdAt || b.orderNo.localeCompare(a.orderNo));
  const page = paginate(orders, query);
  return { ...page, list: page.list.map((o) => withdrawalOrderView(o, lang)) };
}

export function findWithdrawalOrder(world: World, orderNo: string): WithdrawalOrderRecord | undefined {
  return world.db.withdrawalOrders.findFirst((q) => q.where({ orderNo }));
}

type Decision = WithdrawalOrderRecord | 'notFound' | 'notPending';

/** Paid: the held amount goes out for good (no entry: it left the wallet at submit). */
export async function payWithdrawal(world: World, atMs: number, orderNo: string): Promise<Decision> {
  const order = findWithdrawalOrder(world, orderNo);
  if (!order) return 'notFound';
  if (order.status !== 0) return 'notPending';
  return finish(world, orderNo, 1, atMs, '');
}

/** Rejected: the whole amount (fees included) returns to the central wallet as a refund entry. */
export async function rejectWithdrawal(world: World, atMs: number, orderNo: string): Promise<Decision> {
  const order = findWithdrawalOrder(world, orderNo);
  if (!order) return 'notFound';
  if (order.status !== 0) return 'notPending';
  const refund = await post(world, atMs, { uid: order.uid, wallet: CENTRAL, type: 'withdrawalRefund', amountFen: order.amountFen, orderNo, remark: 'withdrawal rejected' });
  if (isDomainError(refund)) throw new Error('a credit cannot be refused');
  return finish(world, orderNo, 2, atMs, 'withdraw.rejected');
}

async function finish(world: World, orderNo: string, status: 1 | 2, atMs: number, remarkKey: MessageKey | ''): Promise<WithdrawalOrderRecord> {
  const updated = await world.db.withdrawalOrders.update((q) => q.where({ orderNo }), {
    data: (o) => {
      o.status = status;
      o.finishedAt = atMs;
      o.remarkKey = remarkKey;
    },
  });
  if (!updated) throw new Error(`withdrawal order ${orderNo} vanished`);
  return updated;
}

/** The clock's rule: a pending withdrawal is paid at its `dueAt` unless the control API decided it first. */
export async function settleDueWithdrawals(world: World, nowMs: number): Promise<void> {
  const due = world.db.withdrawalOrders
    .findMany((q) => q.where({ status: 0 }))
    .filter((o) => o.dueAt !== null && o.dueAt <= nowMs)
    .sort((a, b) => (a.dueAt ?? 0) - (b.dueAt ?? 0));
  for (const order of due) await payWithdrawal(world, order.dueAt ?? nowMs, order.orderNo);
}
