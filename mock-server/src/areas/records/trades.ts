import { fromFen, paginate, toPlatformIso, type Lang, type PageQuery } from '@contracts';
import { TradeDirection, TradeStatus, TradeType, tradeTypeLabels, type TradeRecord } from '@contracts/records/trades';
import { withdrawalMethodTypeLabels } from '@contracts/withdrawal/withdraw';
import { translate } from '../../core/errors';
import { CENTRAL } from '../../core/ledger';
import { type DepositOrderRecord, depositOrdersOf } from '../deposit';
import type { LedgerEntry, LedgerType } from '../../core/schemas';
import { type WithdrawalOrderRecord, withdrawalOrdersOf, withdrawalOrderView } from '../withdrawal';
import { depositMethod, walletName } from './names';
import { inWindow, recordWindow, type DateWindowInput } from '../../core/calendar';
import type { DomainCtx } from '../../core/domain-ctx';

const T = TradeType.enum;
const S = TradeStatus.enum;
const D = TradeDirection.enum;

export function tradeTypeOptions(lang: Lang) {
  return TradeType.options.map((value) => ({ value, label: tradeTypeLabels[value][lang] }));
}

/** Ledger movements that are a transaction of their own when no order record explains them. */
const SINGLE_ENTRY_TRADES: Partial<Record<LedgerType, TradeType>> = {
  deposit: T.deposit,
  bonus: T.bonus,
  rebate: T.rebate,
  interestEarnings: T.interest,
  vipReward: T.vipReward,
  signInReward: T.bonus,
  taskReward: T.bonus,
  adjustment: T.adjustment,
};

function depositTrade(order: DepositOrderRecord, lang: Lang): TradeRecord {
  let remark = '';
  if (order.status === S.completed && order.giftFen > 0) remark = translate('records.depositGift', lang, { gift: fromFen(order.giftFen) });
  // The clock rejects an undecided manual-mode order when its payment window ends; the control API any time.
  if (order.status === S.rejected)
    remark = translate(
      order.dueAt === null && order.finishedAt === order.expiresAt ? 'records.depositExpired' : 'records.depositRejected',
      lang,
    );
  return {
    orderNo: order.orderNo,
    type: T.deposit,
    method: depositMethod(order, lang),
    amount: fromFen(order.amountFen),
    direction: D.in,
    fee: fromFen(0),
    // The order's figure whatever its status: what it credits (or would have) with the gift.
    actualAmount: fromFen(order.amountFen + order.giftFen),
    status: order.status,
    createdAt: toPlatformIso(order.createdAt),
    finishedAt: order.finishedAt === null ? null : toPlatformIso(order.finishedAt),
    remark,
  };
}

function withdrawalTrade(order: WithdrawalOrderRecord, lang: Lang): TradeRecord {
  const view = withdrawalOrderView(order, lang);
  // Crypto payee labels already read "USDT-TRC20 …"; bank cards need the method in front.
  const method =
    order.methodType === 2 ? order.payeeLabel[lang] : `${withdrawalMethodTypeLabels[order.methodType][lang]} · ${order.payeeLabel[lang]}`;
  return {
    orderNo: order.orderNo,
    type: T.withdrawal,
    method,
    amount: view.amount,
    direction: D.out,
    fee: fromFen(order.adminFeeFen + order.handlingFeeFen),
    actualAmount: view.actualAmount,
    status: order.status,
    createdAt: view.createdAt,
    finishedAt: view.finishedAt,
    remark: view.remark,
  };
}

/** A transfer is two entries under one order number; seen from the central wallet for its type. */
function transferTrade(out: LedgerEntry, into: LedgerEntry, lang: Lang): TradeRecord {
  const at = toPlatformIso(out.at);
  const amount = fromFen(-out.amountFen);
  return {
    orderNo: out.orderNo,
    type: out.wallet === CENTRAL ? T.transferOut : T.transferIn,
    method: `${walletName(out.wallet, lang)} → ${walletName(into.wallet, lang)}`,
    amount,
    direction: out.wallet === CENTRAL ? D.out : D.in,
    fee: fromFen(0),
    actualAmount: amount,
    status: S.completed,
    createdAt: at,
    finishedAt: at,
    remark: out.orderNo.startsWith('RC') ? translate('records.recycle', lang) : '',
  };
}

function singleEntryTrade(entry: LedgerEntry, type: TradeType, lang: Lang): TradeRecord {
  const at = toPlatformIso(entry.at);
  const amount = fromFen(Math.abs(entry.amountFen));
  return {
    orderNo: entry.orderNo,
    type,
    // Seed balances, bonuses, rebates …: no channel, the platform itself moved the money.
    method: translate('records.platform', lang),
    amount,
    direction: entry.amountFen < 0 ? D.out : D.in,
    fee: fromFen(0),
    actualAmount: amount,
    status: S.completed,
    createdAt: at,
    finishedAt: at,
    remark: '',
  };
}

/** Every transaction of the player, in no order: orders from their collections, the rest from the ledger. */
export function allTrades(ctx: DomainCtx): Array<{ atMs: number; trade: TradeRecord }> {
  const {
    world,
    player: { uid },
    lang,
  } = ctx;
  const deposits = depositOrdersOf(world, uid);
  const withdrawals = withdrawalOrdersOf(world, uid);
  const ordered = new Set([...deposits, ...withdrawals].map((o) => o.orderNo));
  const trades = [
    ...deposits.map((o) => ({ atMs: o.createdAt, trade: depositTrade(o, lang) })),
    ...withdrawals.map((o) => ({ atMs: o.createdAt, trade: withdrawalTrade(o, lang) })),
  ];
  const transfers = new Map<string, { out?: LedgerEntry; into?: LedgerEntry }>();
  for (const entry of world.db.ledger.where({ uid })) {
    if (ordered.has(entry.orderNo)) continue;
    if (entry.type === 'transferOut' || entry.type === 'transferIn') {
      const pair = transfers.get(entry.orderNo) ?? {};
      if (entry.type === 'transferOut') pair.out = entry;
      else pair.into = entry;
      transfers.set(entry.orderNo, pair);
      continue;
    }
    const type = SINGLE_ENTRY_TRADES[entry.type];
    if (type !== undefined) trades.push({ atMs: entry.at, trade: singleEntryTrade(entry, type, lang) });
  }
  for (const { out, into } of transfers.values()) {
    if (out && into) trades.push({ atMs: out.at, trade: transferTrade(out, into, lang) });
  }
  return trades;
}

export interface TradeFilter extends DateWindowInput {
  type?: TradeType | undefined;
  status?: TradeStatus | undefined;
  orderNo?: string | undefined;
}

/** record/getTradeList: newest first (then by order number), filtered, paged. */
export function tradeList(ctx: DomainCtx, input: PageQuery & TradeFilter) {
  const { now: nowMs } = ctx;
  const window = recordWindow(nowMs, input);
  const trades = allTrades(ctx)
    .filter((t) => inWindow(window, t.atMs))
    .filter((t) => input.type === undefined || t.trade.type === input.type)
    .filter((t) => input.status === undefined || t.trade.status === input.status)
    .filter((t) => input.orderNo === undefined || t.trade.orderNo === input.orderNo)
    .sort((a, b) => b.atMs - a.atMs || b.trade.orderNo.localeCompare(a.trade.orderNo));
  const page = paginate(trades, input);
  return { ...page, list: page.list.map((t) => t.trade) };
}
