import { fromFen, toFen, toPlatformIso, type Lang } from '@contracts';
import { DepositChannelType } from '@contracts/deposit/channels';
import { DepositStatus, depositFormFor, quoteDeposit, type DepositForm, type DepositOrder } from '@contracts/deposit/submit';
import type { DomainCtx } from '../../core/domain-ctx';

const S = DepositStatus.enum;
import { fail, type DomainError, type InputKey } from '../../core/errors';
import { CENTRAL, credit, nextOrderNo } from '../../core/ledger';
import { defineLifecycle, orderCases, type Lifecycle } from '../../core/lifecycle';
import type { DepositOrderRecord } from './schemas';
import type { World } from '../../core/store';
import { ownUpload } from '../content';
import { tellAboutOrder, type Sentence } from '../help';
import { firstIssueError, walletSettings, addTurnoverRequirement } from '../funds';
import { findDepositChannel, USDT_RECEIVERS } from './channels';

/** How long the player has to pay; an order nobody decided by then is rejected. */
export const DEPOSIT_PAY_WINDOW_MS = 30 * 60_000;

export async function submitDeposit(ctx: DomainCtx, form: DepositForm): Promise<DepositOrder | DomainError<InputKey<DepositForm>>> {
  const {
    world,
    now: nowMs,
    player: { uid },
    lang,
  } = ctx;
  const channel = findDepositChannel(form.channelId, lang);
  if (!channel) return fail('deposit.channelUnknown').about('channelId');
  // The very rules the web form runs for this channel (limits, required fields, protocol).
  const checked = depositFormFor(channel).safeParse(form);
  if (!checked.success) return firstIssueError(checked.error, lang);
  const overLimit = world.guards.deposit(world, uid, toFen(form.amount), nowMs, lang);
  if (overLimit) return overLimit.about('amount');
  const receipt = channel.fields.receipt && form.receipt ? ownUpload(world, uid, form.receipt) : undefined;
  if (channel.fields.receipt && form.receipt && !receipt) return fail('receipt.invalid').about('receipt');

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
    // The upload's own path, whatever form the player sent it in.
    receipt: receipt?.path ?? null,
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

/**
 * The deposit's lifecycle: pending → approved (credits amount and gift to the central wallet, two
 * entries under one order number, and adds the turnover requirement) or rejected. The clock approves
 * at `dueAt` (created + the deposit delay); with no delay (manual mode) it rejects an undecided order
 * when its payment window ends. Entries carry the due instant, not the sweep's. Either way the player
 * gets a personal message, in the decision's unit of work.
 */
export const depositLifecycle: Lifecycle<DepositOrderRecord, 'approve' | 'reject'> = defineLifecycle<
  DepositOrderRecord,
  'approve' | 'reject'
>({
  ...orderCases<DepositOrderRecord>({
    all: (world) => world.db.depositOrders.all(),
    update: (world, orderNo, fields) =>
      world.db.depositOrders.update((q) => q.where({ orderNo }), { data: (o) => void Object.assign(o, fields) }),
  }),
  due: (order) => (order.dueAt !== null ? { decision: 'approve', atMs: order.dueAt } : { decision: 'reject', atMs: order.expiresAt }),
  decisions: {
    approve: async (world, atMs, order) => {
      const { uid, orderNo } = order;
      await credit(world, atMs, { uid, wallet: CENTRAL, type: 'deposit', amountFen: order.amountFen, orderNo, remark: 'deposit approved' });
      if (order.giftFen > 0)
        await credit(world, atMs, { uid, wallet: CENTRAL, type: 'bonus', amountFen: order.giftFen, orderNo, remark: 'deposit gift' });
      await addTurnoverRequirement(world, uid, order.amountFen + order.giftFen);
      const credited: Sentence = ['news.depositCredited', { amount: fromFen(order.amountFen), orderNo }];
      const gift: Sentence[] = order.giftFen > 0 ? [['news.depositGift', { gift: fromFen(order.giftFen) }]] : [];
      await tellAboutOrder(world, atMs, { uid, orderNo, title: 'news.depositCreditedTitle', sentences: [credited, ...gift] });
      return { status: S.approved };
    },
    reject: async (world, atMs, order) => {
      const { uid, orderNo } = order;
      await tellAboutOrder(world, atMs, {
        uid,
        orderNo,
        title: 'news.depositRejectedTitle',
        sentences: [['news.depositRejected', { amount: fromFen(order.amountFen), orderNo }]],
      });
      return { status: S.rejected };
    },
  },
});

export const settleDueDeposits = depositLifecycle.settleDue;

/** A deposit order by its number (the money log explains a deposit's entries from it). */
export function findDepositOrder(world: World, orderNo: string): DepositOrderRecord | undefined {
  return world.db.depositOrders.findFirst((q) => q.where({ orderNo }));
}

/** Every deposit order of the player, in no order. */
export function depositOrdersOf(world: World, uid: number): DepositOrderRecord[] {
  return world.db.depositOrders.findMany((q) => q.where({ uid }));
}
