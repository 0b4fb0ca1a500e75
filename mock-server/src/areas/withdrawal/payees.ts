import { toPlatformIso, type Lang } from '@contracts';
import {
  bankCardFormFor,
  walletAccountFormFor,
  type BankCardForm,
  type CryptoAccountForm,
  type WalletAccountForm,
} from '@contracts/rules/money-forms';
import {
  PayeeType,
  type BankCardPayee,
  type BoundPayees,
  type CryptoPayee,
  type Payee,
  type WalletPayee,
} from '@contracts/withdrawal/payees';
import type { z } from 'zod';
import { fail, isDomainError, type DomainError, type InputKey } from '../../core/errors';
import type { PayeeRecord } from './schemas';
import type { World } from '../../core/store';
import { findBank } from './banks';
import type { DomainCtx } from '../../core/domain-ctx';
import { getPlayer } from '../account';
import { firstIssueError } from '../funds';

const P = PayeeType.enum;
/** How many accounts of one type a player may bind. */
export const MAX_PAYEES_PER_TYPE = 5;

/** "6222020200112233445" → "**** **** **** 3445": the full number never leaves the server. */
export function maskCardNumber(number: string): string {
  return `**** **** **** ${number.slice(-4)}`;
}

/** First 6 + "…" + last 4 ("TQ5dPf…x9Kp"). */
export function maskAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

export function payeesOf(world: World, uid: number, type?: PayeeType): PayeeRecord[] {
  return world.db.payees
    .findMany((q) => q.where({ uid }))
    .filter((p) => type === undefined || p.type === type)
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

export function findPayee(world: World, uid: number, id: number): PayeeRecord | undefined {
  return world.db.payees.findFirst((q) => q.where({ uid, id }));
}

type BankCardView = z.infer<typeof BankCardPayee>;
type CryptoView = z.infer<typeof CryptoPayee>;
type WalletView = z.infer<typeof WalletPayee>;

function bankCardView(record: PayeeRecord, lang: Lang): BankCardView {
  const bank = findBank(record.bankId ?? 0, lang);
  if (!bank) throw new Error(`payee ${record.id} names bank ${record.bankId}, which does not exist`);
  return {
    type: P.bankCard,
    id: record.id,
    bankId: bank.id,
    bankName: bank.name,
    bankCode: bank.code,
    bankLogo: bank.logo,
    cardholderName: record.cardholderName ?? '',
    maskedNumber: maskCardNumber(record.cardNumber ?? ''),
    bankAddress: record.bankAddress ?? '',
    createdAt: toPlatformIso(record.createdAt),
  };
}

function cryptoView(record: PayeeRecord): CryptoView {
  return {
    type: P.crypto,
    id: record.id,
    alias: record.alias ?? '',
    currency: 'USDT',
    protocol: record.protocol ?? 'TRC20',
    maskedAddress: maskAddress(record.address ?? ''),
    createdAt: toPlatformIso(record.createdAt),
  };
}

function walletView(record: PayeeRecord): WalletView {
  return {
    type: P.wallet,
    id: record.id,
    realName: record.realName ?? '',
    alias: record.alias ?? '',
    maskedAddress: maskAddress(record.address ?? ''),
    createdAt: toPlatformIso(record.createdAt),
  };
}

export function payeeView(record: PayeeRecord, lang: Lang): Payee {
  if (record.type === P.bankCard) return bankCardView(record, lang);
  return record.type === P.crypto ? cryptoView(record) : walletView(record);
}

/**
 * How a withdrawal order names its payee, in each language: a bank card by the bank's name as its players
 * know it ("招商银行 **** 6783"; in English its code, "CMB **** 6783"), a USDT account "USDT-TRC20 TQ5dPf…x9Kp".
 */
export function payeeLabels(record: PayeeRecord): Record<Lang, string> {
  const label = (lang: Lang) => {
    const view = payeeView(record, lang);
    if (view.type === P.bankCard) return `${lang === 'en' ? view.bankCode : view.bankName} ${view.maskedNumber.slice(-9)}`;
    if (view.type === P.crypto) return `USDT-${view.protocol} ${view.maskedAddress}`;
    return `${view.alias} ${view.maskedAddress}`;
  };
  return { en: label('en'), zh_hans: label('zh_hans') };
}

type NewPayee = Omit<PayeeRecord, 'id' | 'uid' | 'createdAt'>;
const EMPTY: NewPayee = {
  type: P.bankCard,
  bankId: null,
  cardholderName: null,
  cardNumber: null,
  bankAddress: null,
  alias: null,
  protocol: null,
  address: null,
  realName: null,
};

/** Duplicates are per player: the same card number, or the same address (case-insensitive for hex); the refusal is about that input. */
async function bind<F extends string>(
  world: World,
  nowMs: number,
  uid: number,
  payee: NewPayee,
  duplicate: { field: F; sameAs: (p: PayeeRecord) => boolean },
): Promise<PayeeRecord | DomainError<F>> {
  const existing = payeesOf(world, uid, payee.type);
  if (existing.some(duplicate.sameAs)) return fail('payee.duplicate').about(duplicate.field);
  if (existing.length >= MAX_PAYEES_PER_TYPE) return fail('payee.limit', { max: MAX_PAYEES_PER_TYPE });
  return world.db.payees.create({ ...payee, id: world.counters.nextPayeeId++, uid, createdAt: nowMs });
}

/** The account holder's own name rules (the contract's bankCardFormFor / walletAccountFormFor), or null when they hold. */
function ownNameProblem<T extends object>(
  ctx: DomainCtx,
  formFor: (realName: string | null) => z.ZodType<T>,
  form: T,
): DomainError<InputKey<T>> | null {
  const checked = formFor(getPlayer(ctx.world, ctx.player.uid).realName).safeParse(form);
  return checked.success ? null : firstIssueError(checked.error, ctx.lang);
}

/** Binds a bank card in the account holder's name (withdrawals pay only such cards: docs/decisions.md). */
export async function addBankCard(ctx: DomainCtx, form: BankCardForm): Promise<BankCardView | DomainError<InputKey<BankCardForm>>> {
  const {
    world,
    now: nowMs,
    player: { uid },
    lang,
  } = ctx;
  const notOwn = ownNameProblem(ctx, bankCardFormFor, form);
  if (notOwn) return notOwn;
  if (!findBank(form.bankId, lang)) return fail('bank.required').about('bankId');
  const record = await bind(
    world,
    nowMs,
    uid,
    {
      ...EMPTY,
      type: P.bankCard,
      bankId: form.bankId,
      cardholderName: form.cardholderName,
      cardNumber: form.cardNumber,
      bankAddress: form.bankAddress,
    },
    { field: 'cardNumber', sameAs: (p) => p.cardNumber === form.cardNumber },
  );
  return isDomainError(record) ? record : bankCardView(record, lang);
}

export async function addCryptoAccount(
  ctx: DomainCtx,
  form: CryptoAccountForm,
): Promise<CryptoView | DomainError<InputKey<CryptoAccountForm>>> {
  const {
    world,
    now: nowMs,
    player: { uid },
  } = ctx;
  const address = form.address.trim();
  // Ethereum addresses are case-insensitive (the case is only a checksum); TRON's base58 is not.
  const same = (a: string) => (form.protocol === 'ERC20' ? a.toLowerCase() === address.toLowerCase() : a === address);
  const record = await bind(
    world,
    nowMs,
    uid,
    { ...EMPTY, type: P.crypto, alias: form.alias, protocol: form.protocol, address },
    { field: 'address', sameAs: (p) => p.protocol === form.protocol && same(p.address ?? '') },
  );
  return isDomainError(record) ? record : cryptoView(record);
}

export async function addWalletAccount(
  ctx: DomainCtx,
  form: WalletAccountForm,
): Promise<WalletView | DomainError<InputKey<WalletAccountForm>>> {
  const {
    world,
    now: nowMs,
    player: { uid },
  } = ctx;
  const notOwn = ownNameProblem(ctx, walletAccountFormFor, form);
  if (notOwn) return notOwn;
  const record = await bind(
    world,
    nowMs,
    uid,
    { ...EMPTY, type: P.wallet, realName: form.realName, alias: form.alias, address: form.address },
    { field: 'address', sameAs: (p) => p.address === form.address },
  );
  return isDomainError(record) ? record : walletView(record);
}

export function boundPayees(ctx: DomainCtx): BoundPayees {
  const {
    world,
    player: { uid },
    lang,
  } = ctx;
  return {
    bankCards: payeesOf(world, uid, P.bankCard).map((p) => bankCardView(p, lang)),
    cryptoAccounts: payeesOf(world, uid, P.crypto).map(cryptoView),
    wallets: payeesOf(world, uid, P.wallet).map(walletView),
    maxPerType: MAX_PAYEES_PER_TYPE,
  };
}

/** Unbinds one payee; refused while a pending withdrawal pays to it (its label would lose its account). */
export function removePayee(ctx: DomainCtx, id: number, type: PayeeType): null | DomainError {
  const {
    world,
    player: { uid },
  } = ctx;
  const payee = findPayee(world, uid, id);
  if (!payee || payee.type !== type) return fail('payee.notFound');
  const busy = world.db.withdrawalOrders.findFirst((q) => q.where({ uid, payeeId: id, status: 0 }));
  if (busy) return fail('payee.inUse');
  world.db.payees.delete((q) => q.where({ uid, id }));
  return null;
}
