import { fromFen, platformDate, toPlatformIso, type Lang } from '@contracts';
import { fail, isDomainError, translate, type DomainError } from './errors';
import type { LedgerEntry, LedgerType, WalletRecord } from './schemas';
import type { World } from './store';
import { inUnitOfWork } from './unit-of-work';

export const CENTRAL = 'central';
/** The interest area's principal (areas/interest): a wallet of the player's, but no venue and not spendable. */
export const INTEREST_WALLET = 'interest';

export function findWallet(world: World, uid: number, code: string): WalletRecord | undefined {
  return world.db.wallets.findFirst((q) => q.where({ uid, code }));
}

export function balanceFen(world: World, uid: number, code: string = CENTRAL): number {
  return findWallet(world, uid, code)?.balanceFen ?? 0;
}

/** The sum of every venue wallet (neither the central one nor the interest principal). */
export function venueBalanceFen(world: World, uid: number): number {
  return world.db.wallets
    .findMany((q) => q.where({ uid, code: (code) => code !== CENTRAL && code !== INTEREST_WALLET }))
    .reduce((sum, wallet) => sum + wallet.balanceFen, 0);
}

export async function openWallet(world: World, uid: number, code: string): Promise<WalletRecord> {
  return findWallet(world, uid, code) ?? (await world.db.wallets.create({ uid, code, balanceFen: 0 }));
}

/** A unique, readable order number: prefix + platform-zone date + sequence ("DP20261122000001"). */
export function nextOrderNo(world: World, prefix: string, nowMs: number): string {
  const seq = world.counters.nextOrderSeq++;
  return `${prefix}${platformDate(nowMs).replaceAll('-', '')}${String(seq).padStart(6, '0')}`;
}

export interface Posting {
  uid: number;
  wallet: string;
  type: LedgerType;
  /** Signed integer fen: positive credits, negative debits. */
  amountFen: number;
  orderNo: string;
  remark?: string;
}

/**
 * The only way a balance changes: writes the entry and the new balance together. Refuses to take a
 * wallet below zero. Callers run inside the write mutex, so read-then-write cannot interleave. Areas
 * use `credit` / `debit` / `move`; the journal of the request's unit of work undoes both writes.
 */
export async function post(world: World, nowMs: number, posting: Posting): Promise<LedgerEntry | DomainError> {
  if (!Number.isSafeInteger(posting.amountFen) || posting.amountFen === 0) {
    throw new Error(`a posting needs a non-zero integer amount of fen, got ${posting.amountFen}`);
  }
  const wallet = await openWallet(world, posting.uid, posting.wallet);
  const beforeFen = wallet.balanceFen;
  const afterFen = beforeFen + posting.amountFen;
  if (afterFen < 0) return fail('balance.insufficient');
  await world.db.wallets.update((q) => q.where({ uid: posting.uid, code: posting.wallet }), {
    data: (w) => void (w.balanceFen = afterFen),
  });
  return world.db.ledger.create({
    id: world.counters.nextLedgerId++,
    uid: posting.uid,
    wallet: posting.wallet,
    type: posting.type,
    amountFen: posting.amountFen,
    beforeFen,
    afterFen,
    orderNo: posting.orderNo,
    at: nowMs,
    remark: posting.remark ?? '',
  });
}

/** One entry of a credit or debit: the amount is positive, the direction is the call's. */
export type Entry = Omit<Posting, 'amountFen'> & { amountFen: number };

/** Adds money to a wallet. A credit cannot be refused; it throws on a non-positive amount. */
export async function credit(world: World, atMs: number, entry: Entry): Promise<LedgerEntry> {
  if (entry.amountFen <= 0) throw new Error(`a credit needs a positive amount, got ${entry.amountFen}`);
  const posted = await post(world, atMs, entry);
  if (isDomainError(posted)) throw new Error('a credit cannot be refused');
  return posted;
}

/** Takes money from a wallet, or refuses (`balance.insufficient`) leaving it untouched. */
export async function debit(world: World, atMs: number, entry: Entry): Promise<LedgerEntry | DomainError> {
  if (entry.amountFen <= 0) throw new Error(`a debit needs a positive amount, got ${entry.amountFen}`);
  return post(world, atMs, { ...entry, amountFen: -entry.amountFen });
}

export interface Move {
  uid: number;
  from: string;
  to: string;
  amountFen: number;
  orderNo: string;
  /** The entry types of the two legs (default transferOut / transferIn). */
  types?: { out: LedgerType; in: LedgerType };
  remarks?: { out: string; in: string };
}

/** Moves money between two wallets of one player: both entries under one order number, or neither. */
export function move(world: World, atMs: number, m: Move): Promise<{ out: LedgerEntry; in: LedgerEntry } | DomainError> {
  const types = m.types ?? { out: 'transferOut', in: 'transferIn' };
  return inUnitOfWork(world, async () => {
    const out = await debit(world, atMs, {
      uid: m.uid,
      wallet: m.from,
      type: types.out,
      amountFen: m.amountFen,
      orderNo: m.orderNo,
      remark: m.remarks?.out ?? `to ${m.to}`,
    });
    if (isDomainError(out)) return out;
    const into = await credit(world, atMs, {
      uid: m.uid,
      wallet: m.to,
      type: types.in,
      amountFen: m.amountFen,
      orderNo: m.orderNo,
      remark: m.remarks?.in ?? `from ${m.from}`,
    });
    return { out, in: into };
  });
}

/** One disagreement between a wallet and its entries, naming the player as people know them. */
export type LedgerProblem = { username: string; uid: number; wallet: string } & (
  { kind: 'chain'; entry: number; at: number } | { kind: 'balance'; storedFen: number; ledgerFen: number }
);

/** Checks every wallet against its entries: the balance is the last `after`, and entries chain. */
export function ledgerProblems(world: World): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  for (const wallet of world.db.wallets.all()) {
    const owner = {
      uid: wallet.uid,
      wallet: wallet.code,
      username: world.db.players.findFirst((q) => q.where({ uid: wallet.uid }))?.username ?? '?',
    };
    const entries = world.db.ledger.where({ uid: wallet.uid, wallet: wallet.code }).sort((a, b) => a.id - b.id);
    let running = 0;
    for (const entry of entries) {
      if (entry.beforeFen !== running || entry.afterFen !== running + entry.amountFen)
        problems.push({ ...owner, kind: 'chain', entry: entry.id, at: entry.at });
      running = entry.afterFen;
    }
    if (running !== wallet.balanceFen) problems.push({ ...owner, kind: 'balance', storedFen: wallet.balanceFen, ledgerFen: running });
  }
  return problems;
}

/** The figures of a problem for its message (`ledger.balance` / `ledger.chain`), amounts as money strings. */
export function ledgerProblemParams(problem: LedgerProblem): Record<string, string | number> {
  const who = { username: problem.username, uid: problem.uid, wallet: problem.wallet };
  return problem.kind === 'balance'
    ? { ...who, stored: fromFen(problem.storedFen), ledger: fromFen(problem.ledgerFen) }
    : { ...who, entry: problem.entry, at: toPlatformIso(problem.at) };
}

/** A problem as a sentence (`/__mock/wallet/audit`, a refused state file), figures as money. */
export function describeLedgerProblem(problem: LedgerProblem, lang: Lang): string {
  return translate(problem.kind === 'balance' ? 'ledger.balance' : 'ledger.chain', lang, ledgerProblemParams(problem));
}

/** The audit as sentences: empty when every wallet matches its entries. */
export function auditLedger(world: World, lang: Lang = 'en'): string[] {
  return ledgerProblems(world).map((problem) => describeLedgerProblem(problem, lang));
}
