import { fromFen, toFen, toPlatformIso, type Lang } from '@contracts';
import { DepositChannelType } from '@contracts/deposit/channels';
import { depositFormFor, quoteDeposit, type DepositForm, type DepositOrder } from '@contracts/deposit/submit';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import { CENTRAL, nextOrderNo, post } from '../../core/ledger';
import type { DepositOrderRecord } from './schemas';
import type { World } from '../../core/store';
import { findUpload } from '../content/upload';
import { firstIssueError } from '../funds/issues';
import { walletSettings } from '../funds/settings';
import { addTurnoverRequirement } from '../funds/turnover';
import { findDepositChannel, USDT_RECEIVERS } from './channels';

/** How long the player has to pay; an order nobody decided by then is rejected. */
export const DEPOSIT_PAY_WINDOW_MS = 30 * 60_000;

/** The receipt must be an upload of this player: its `path` (or URL) from common/upload. */
function receiptIsOwnUpload(world: World, uid: number, receipt: string): boolean {
  const file = receipt.replace(/^.*\/assets\/uploads\//, '').split('/').pop() ?? '';
  const upload = findUpload(world, file.replace(/\.(png|jpe?g)$/i, ''));
  return upload !== undefined && upload.uid === uid;
}

export async function submitDeposit(world: World, nowMs: number, uid: number, lang: Lang, form: DepositForm): Promise<DepositOrder | DomainError> {
  const channel = findDepositChannel(form.channelId, lang);
  if (!channel) return fail('deposit.channelUnknown');
  // The very rules the web form runs for this channel (limits, required fields, protocol).
  const checked = depositFormFor(channel).safeParse(form);
  if (!checked.success) return firstIssueError(checked.error, lang);
  if (channel.fields.receipt && form.receipt && !receiptIsOwnUpload(world, uid, form.receipt)) return fail('receipt.invalid');

  const quote = quoteDeposit(channel, form.amount);
  const isCrypto = channel.type === DepositChannelType.enum.crypto;
  const { depositDelayMs } = walletSettings(world);
  const record = await world.db.depositOrders.create({
    orderNo: nextOrderNo(world, 'DP', nowMs),
    uid,
    channelId: channel.id,
    channelType: channel.type,
    amountFen: toFen(form.amount),
    giftFen: toFen(quote.gift),
    depositorName: channel.fields.depositorName ? (form.depositorName ?? null) : null,
    receipt: channel.fields.receipt ? (form.receipt ?? null) : null,
    protocol: isCrypto ? (form.protocol ?? null) : null,
    rate: isCrypto ? channel.rate : null,
    payUsdt: quote.usdt,
    status: 0,
    createdAt: nowMs,
    expiresAt: nowMs + DEPOSIT_PAY_WINDOW_MS,
    dueAt: depositDelayMs === null ? null : nowMs + depositDelayMs,
    finishedAt: null,
  });
  return depositOrderView(record, lang);
}

export function depositOrderView(order: DepositOrderRecord, lang: Lang): DepositOrder {
  const channel = findDepositChannel(order.channelId, lang);
  if (!channel) throw new Error(`deposit order ${order.orderNo} names channel ${order.channelId}, which does not exist`);
  const address = order.protocol === null ? null : USDT_RECEIVERS[order.protocol];
  const linked = channel.type === DepositChannelType.enum.cardTransferLink || channel.type === DepositChannelType.enum.alipay;
  return {
    orderNo: order.orderNo,
    channelId: channel.id,
    channelType: channel.type,
    channelName: channel.name,
    amount: fromFen(order.amountFen),
    gift: fromFen(order.giftFen),
    status: order.status,
    createdAt: toPlatformIso(order.createdAt),
    expiresAt: toPlatformIso(order.expiresAt),
    crypto:
      address !== null && order.protocol !== null && order.rate !== null && order.payUsdt !== null
        ? { currency: 'USDT', protocol: order.protocol, rate: order.rate, payAmount: order.payUsdt, address, qrContent: address }
        : null,
    payUrl: linked ? `/assets/wallet/pay/${order.orderNo}` : null,
  };
}

export function findDepositOrder(world: World, orderNo: string): DepositOrderRecord | undefined {
  return world.db.depositOrders.findFirst((q) => q.where({ orderNo }));
}

/**
 * Approval credits amount and gift to the central wallet (two entries, one order number) and adds
 * the turnover requirement. Only a pending order can be decided; the answer says why not otherwise.
 */
export async function approveDeposit(world: World, atMs: number, orderNo: string): Promise<DepositOrderRecord | 'notFound' | 'notPending'> {
  const order = findDepositOrder(world, orderNo);
  if (!order) return 'notFound';
  if (order.status !== 0) return 'notPending';
  const credit = await post(world, atMs, { uid: order.uid, wallet: CENTRAL, type: 'deposit', amountFen: order.amountFen, orderNo, remark: 'deposit approved' });
  if (isDomainError(credit)) throw new Error('a credit cannot be refused');
  if (order.giftFen > 0) {
    const gift = await post(world, atMs, { uid: order.uid, wallet: CENTRAL, type: 'bonus', amountFen: order.giftFen, orderNo, remark: 'deposit gift' });
    if (isDomainError(gift)) throw new Error('a credit cannot be refused');
  }
  await addTurnoverRequirement(world, order.uid, order.amountFen + order.giftFen);
  return finish(world, orderNo, 1, atMs);
}

export async function rejectDeposit(world: World, atMs: number, orderNo: string): Promise<DepositOrderRecord | 'notFound' | 'notPending'> {
  const order = findDepositOrder(world, orderNo);
  if (!order) return 'notFound';
  if (order.status !== 0) return 'notPending';
  return finish(world, orderNo, 2, atMs);
}

async function finish(world: World, orderNo: string, status: 1 | 2, atMs: number): Promise<DepositOrderRecord> {
  const updated = await world.db.depositOrders.update((q) => q.where({ orderNo }), {
    data: (o) => {
      o.status = status;
      o.finishedAt = atMs;
    },
  });
  if (!updated) throw new Error(`deposit order ${orderNo} vanished`);
  return updated;
}

/**
 * The clock's rule, deterministic: every pending order is approved at its `dueAt` (created + the
 * deposit delay) unless the control API decided it first; with no delay (manual mode) an undecided
 * order is rejected when its payment window ends. Entries carry the due instant, not the sweep's.
 */
export async function settleDueDeposits(world: World, nowMs: number): Promise<void> {
  const due = world.db.depositOrders
    .findMany((q) => q.where({ status: 0 }))
    .filter((o) => (o.dueAt !== null && o.dueAt <= nowMs) || (o.dueAt === null && o.expiresAt <= nowMs))
    .sort((a, b) => (a.dueAt ?? a.expiresAt) - (b.dueAt ?? b.expiresAt));
  for (const order of due) {
    if (order.dueAt !== null) await approveDeposit(world, order.dueAt, order.orderNo);
    else await rejectDeposit(world, order.expiresAt, order.orderNo);
  }
}
