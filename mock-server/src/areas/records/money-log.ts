import { fromFen, paginate, toPlatformIso, type Lang, type PageQuery } from '@contracts';
import { LedgerType as WireLedgerType, ledgerTypeLabels, type LedgerEntry as WireLedgerEntry } from '@contracts/records/money-log';
import { translate } from '../../core/errors';
import type { LedgerEntry } from '../../core/schemas';
import type { World } from '../../core/store';
import { findDepositOrder } from '../deposit';
import { betGameName, findBet } from '../games';
import { findWithdrawalOrder } from '../withdrawal';
import { findAwardByOrderNo } from '../welfare';
import { depositMethod, walletName } from './names';
import { inWindow, recordWindow, type DateWindowInput } from '../../core/calendar';
import type { DomainCtx } from '../../core/domain-ctx';

/** The store keeps the contract's names; the wire wants their numbers. */
const WIRE_TYPE = WireLedgerType.enum;

export function moneyLogTypeOptions(lang: Lang) {
  return WireLedgerType.options.map((value) => ({ value, label: ledgerTypeLabels[value][lang] }));
}

/**
 * The remark in the request's language, rebuilt from the records the entry points to (the store's
 * remark is an English note for the audit); falls back to the stored remark for types no area explains.
 */
function remarkOf(world: World, entry: LedgerEntry, related: LedgerEntry[], lang: Lang): string {
  const deposit = () => findDepositOrder(world, entry.orderNo);
  const bet = () => findBet(world, entry.orderNo);
  const gameName = () => {
    const row = bet();
    return row ? betGameName(world, row, lang) : entry.remark;
  };
  const other = () => related.find((e) => e.orderNo === entry.orderNo && e.id !== entry.id);
  switch (entry.type) {
    case 'deposit': {
      const order = deposit();
      return order ? depositMethod(order, lang) : translate('records.platform', lang);
    }
    case 'bonus':
      return deposit() ? translate('records.giftEntry', lang) : entry.remark;
    case 'withdrawal': {
      const order = findWithdrawalOrder(world, entry.orderNo);
      return order ? translate('records.withdrawalTo', lang, { payee: order.payeeLabel[lang] }) : entry.remark;
    }
    case 'withdrawalRefund':
      return translate('withdraw.rejected', lang);
    case 'transferOut': {
      const to = other();
      return to ? translate('records.transferTo', lang, { wallet: walletName(to.wallet, lang) }) : entry.remark;
    }
    case 'transferIn': {
      const from = other();
      return from ? translate('records.transferFrom', lang, { wallet: walletName(from.wallet, lang) }) : entry.remark;
    }
    case 'interestIn':
    case 'interestOut': {
      // Central ↔ interest principal: named like a transfer, by the other leg's wallet.
      const leg = other();
      if (!leg) return entry.remark;
      return translate(entry.amountFen < 0 ? 'records.transferTo' : 'records.transferFrom', lang, { wallet: walletName(leg.wallet, lang) });
    }
    case 'interestEarnings':
      return translate('interest.received', lang);
    case 'vipReward':
    case 'signInReward':
    case 'taskReward': {
      // Rewards keep their title in both languages (rewards area's awards store).
      const award = findAwardByOrderNo(world, entry.orderNo);
      if (!award) return entry.remark;
      return lang === 'en' ? award.titleEn : award.titleZh;
    }
    case 'bet':
    case 'payout':
      return gameName();
    case 'betRefund':
      return translate(bet()?.status === 3 ? 'records.betWithdrawn' : 'records.betCancelled', lang, { game: gameName() });
    default:
      return entry.remark;
  }
}

function toWire(world: World, entry: LedgerEntry, related: LedgerEntry[], lang: Lang): WireLedgerEntry {
  return {
    id: entry.id,
    wallet: entry.wallet,
    walletName: walletName(entry.wallet, lang),
    type: WIRE_TYPE[entry.type],
    amount: fromFen(entry.amountFen),
    before: fromFen(entry.beforeFen),
    after: fromFen(entry.afterFen),
    orderNo: entry.orderNo,
    createdAt: toPlatformIso(entry.at),
    remark: remarkOf(world, entry, related, lang),
  };
}

export interface MoneyLogFilter extends DateWindowInput {
  type?: WireLedgerType | undefined;
  wallet?: string | undefined;
  orderNo?: string | undefined;
}

/**
 * record/getMoneyLogList: the player's entries, newest first (entries of one instant by id, so a
 * wallet's entries read in reverse chain order), filtered by wire type, wallet and window, paged.
 */
export function moneyLogList(ctx: DomainCtx, input: PageQuery & MoneyLogFilter) {
  const {
    world,
    player: { uid },
    now: nowMs,
    lang,
  } = ctx;
  const window = recordWindow(nowMs, input);
  const wallet = input.wallet?.toLowerCase();
  const mine = world.db.ledger.where({ uid });
  const entries = mine
    .filter((e) => inWindow(window, e.at))
    .filter((e) => input.type === undefined || WIRE_TYPE[e.type] === input.type)
    .filter((e) => wallet === undefined || e.wallet.toLowerCase() === wallet)
    .filter((e) => input.orderNo === undefined || e.orderNo === input.orderNo)
    .sort((a, b) => b.at - a.at || b.id - a.id);
  const page = paginate(entries, input);
  return { ...page, list: page.list.map((e) => toWire(world, e, mine, lang)) };
}
