import { earliest } from './clock';
import { fail, isDomainError, type DomainError } from './errors';
import type { World } from './store';
import { inUnitOfWork } from './unit-of-work';

/** What every case of a lifecycle carries: pending until decided once, at `finishedAt`. */
export interface Case {
  readonly uid: number;
  readonly finishedAt: number | null;
}

/**
 * The rules of one kind of case that waits on the clock or an operator.
 *
 * Deposits (approve / reject) and withdrawals (pay / reject, refund on reject) use it now. Next:
 * - lottery and fast-food rounds: the case is a round keyed by its number, `due` is the draw instant
 *   (decision `settle`, whose effect pays the winning bets), `cancel` refunds every stake;
 * - interest accrual: a case per player and day, `due` at platform midnight, `settle` credits interest;
 * - feedback replies: a case per feedback, `due` after the reply delay, `settle` writes the reply
 *   (an effect with no money at all).
 * The clock job is `settleDue` (registered in the area's `jobs`), the operator is a control route
 * calling `decide`; both go through the same once-only check and the same unit of work.
 */
export interface LifecycleSpec<R extends Case, D extends string, X = never> {
  /** The key of a case (its order number, its round id). */
  key: (record: R) => string;
  /** The case a key names. */
  find: (world: World, key: string) => R | undefined;
  /** The cases still pending, for the clock. */
  pending: (world: World) => R[];
  /** The clock's rule: the decision that falls due and when, or null when only an operator decides. */
  due: (record: R) => { decision: D; atMs: number } | null;
  /**
   * What each decision does beyond marking the case (credit the player, refund the hold, pay the
   * winners), through the ledger; it returns the fields that record the decision (status, remark).
   * `detail` is what an operator adds to a decision (a feedback reply's own text); the clock gives none.
   */
  decisions: Record<D, (world: World, atMs: number, record: R, detail?: X) => Promise<Partial<R>> | Partial<R>>;
  /** Writes the decided fields onto the case. */
  write: (world: World, key: string, fields: Partial<R>) => Promise<R | undefined>;
}

export interface Lifecycle<R extends Case, D extends string, X = never> {
  /** Decides a pending case once; 404 unknown, 409 already decided. Effects and mark apply together or not at all. */
  decide(world: World, atMs: number, key: string, decision: D, detail?: X): Promise<R | DomainError>;
  /**
   * The clock job: every case whose time has come, in due order, at its due instant (not the sweep's).
   * Answers when the next pending case falls due (null: none waits on the clock).
   */
  settleDue(world: World, nowMs: number): Promise<number | null>;
}

export function defineLifecycle<R extends Case, D extends string, X = never>(spec: LifecycleSpec<R, D, X>): Lifecycle<R, D, X> {
  async function decide(world: World, atMs: number, key: string, decision: D, detail?: X): Promise<R | DomainError> {
    const record = spec.find(world, key);
    if (!record) return fail('control.unknownCase', { key }, 404);
    if (record.finishedAt !== null) return fail('control.decided', { key }, 409);
    return inUnitOfWork(world, async () => {
      const fields = await spec.decisions[decision](world, atMs, record, detail);
      const written = await spec.write(world, key, { ...fields, finishedAt: atMs });
      if (!written) throw new Error(`case ${key} vanished while being decided`);
      return written;
    });
  }

  async function settleDue(world: World, nowMs: number): Promise<number | null> {
    const scheduled = spec.pending(world).flatMap((record) => {
      const next = spec.due(record);
      return next ? [{ record, ...next }] : [];
    });
    const due = scheduled.filter((c) => c.atMs <= nowMs).sort((a, b) => a.atMs - b.atMs);
    for (const { record, decision, atMs } of due) {
      const result = await decide(world, atMs, spec.key(record), decision);
      if (isDomainError(result)) throw new Error(`the clock could not decide ${spec.key(record)}: ${result.key}`);
    }
    return earliest(scheduled.map((c) => c.atMs).filter((at) => at > nowMs));
  }

  return { decide, settleDue };
}

/** A case that is an order of one table: keyed by `orderNo`, pending while `status` is 0. */
export interface OrderCase extends Case {
  readonly orderNo: string;
  readonly status: number;
}

/** What a lifecycle over orders needs of their table: every order, and a write by order number. */
export interface OrderTable<R> {
  all: (world: World) => R[];
  update: (world: World, orderNo: string, fields: Partial<R>) => Promise<R | undefined>;
}

/** The key, lookup, pending list and write of a lifecycle whose cases are the orders of one table. */
export function orderCases<R extends OrderCase>(
  table: OrderTable<R>,
): Pick<LifecycleSpec<R, string>, 'key' | 'find' | 'pending' | 'write'> {
  return {
    key: (order) => order.orderNo,
    find: (world, orderNo) => table.all(world).find((order) => order.orderNo === orderNo),
    pending: (world) => table.all(world).filter((order) => order.status === 0),
    write: table.update,
  };
}
