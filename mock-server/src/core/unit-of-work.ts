import { isDomainError } from './errors';
import type { Counters } from './schemas';

type Undo = () => unknown;

/**
 * One committed write, as a journal replays it on an exported world: the collection, what happened, the record's
 * hidden primary key (@msw/data keeps it across updates; the ledger, append-only, needs none) and, for a create or an
 * update, the record after the write (its own fields, as an export writes them).
 */
export type Change =
  | { collection: string; op: 'create' | 'update'; key: string; record: object }
  | { collection: string; op: 'delete'; key: string }
  | { collection: 'ledger'; op: 'append'; record: object };

/** What the outermost unit of work (or a write made outside any) leaves behind: its changes and the counters after them. */
export interface Commit {
  changes: Change[];
  counters: Counters;
}

/** The undo actions and the changes of the writes made so far in the current unit of work, oldest first. */
export class Journal {
  readonly undo: Undo[] = [];
  readonly redo: Change[] = [];
}

/** What a unit of work needs of a world: its journal slot, its counters, its count of writes and who hears commits. */
export interface Journaled {
  journal: Journal | null;
  readonly counters: Counters;
  /** Every store write adds one (undo included or not): the clock's sweepers rerun only after a change. */
  writes: number;
  /** Hears every commit, in commit order (a state file's journal); null: nobody keeps the world. */
  onCommit: ((commit: Commit) => void) | null;
}

/**
 * Runs `work` so that it applies all of its writes or none: store writes (create / update / delete,
 * ledger postings included) are journalled with their undo; a thrown error, or a DomainError returned
 * after writes (unless it is a recorded refusal), undoes them newest first and restores the counters.
 * Units nest: an inner one that fails undoes only its own writes; the outermost one that commits hands its
 * changes to `world.onCommit`, so a rolled-back unit reaches no journal.
 */
export async function inUnitOfWork<T>(world: Journaled, work: () => Promise<T> | T): Promise<T> {
  const outer = world.journal;
  const journal = outer ?? new Journal();
  const mark = { undo: journal.undo.length, redo: journal.redo.length };
  const counters = { ...world.counters };
  world.journal = journal;
  try {
    const result = await work();
    if (isDomainError(result) && !result.keepWrites) await rollback(world, journal, mark, counters);
    else if (!outer && (journal.redo.length > 0 || countersMoved(counters, world.counters)))
      world.onCommit?.({ changes: journal.redo, counters: { ...world.counters } });
    return result;
  } catch (error) {
    await rollback(world, journal, mark, counters);
    throw error;
  } finally {
    world.journal = outer;
  }
}

function countersMoved(before: Counters, after: Counters): boolean {
  return Object.entries(after).some(([name, value]) => before[name as keyof Counters] !== value);
}

async function rollback(world: Journaled, journal: Journal, mark: { undo: number; redo: number }, counters: Counters): Promise<void> {
  // Undo actions write through the unwrapped methods, so they journal nothing themselves.
  while (journal.undo.length > mark.undo) await journal.undo.pop()!();
  journal.redo.length = mark.redo;
  Object.assign(world.counters, counters);
}

/**
 * Records one write: with its undo inside a unit of work, or, outside any (a session's "last seen"), as a commit
 * of its own, so no write escapes the journal.
 */
export function recordWrite(world: Journaled, undo: Undo, change: Change): void {
  // An update outside a unit (a session's "last seen") was never counted: it should not wake the sweepers.
  if (world.journal || change.op !== 'update') world.writes++;
  if (world.journal) {
    world.journal.undo.push(undo);
    world.journal.redo.push(change);
  } else world.onCommit?.({ changes: [change], counters: { ...world.counters } });
}

/** The write methods of an @msw/data collection, as the journal sees them. */
interface Writable {
  create(values: object): Promise<object>;
  update(predicate: unknown, options: { data: (draft: Record<string, unknown>) => void }): Promise<object | undefined>;
  updateMany(predicate: unknown, options: unknown): Promise<object[]>;
  delete(predicate: unknown, options?: unknown): object | undefined;
  deleteMany(predicate: unknown, options?: unknown): object[] | undefined;
  findFirst(predicate: unknown): object | undefined | null;
  findMany(predicate: unknown): object[];
}

/** @msw/data's hidden primary key (a symbol it does not export): kept by updates, given back to `create`. */
let primaryKeySymbol: symbol | undefined;
export function primaryKeyOf(record: object): string {
  primaryKeySymbol ??= Object.getOwnPropertySymbols(record).find((symbol) => symbol.description === 'kPrimaryKey');
  const key = primaryKeySymbol === undefined ? undefined : (record as Record<symbol, unknown>)[primaryKeySymbol];
  if (typeof key !== 'string') throw new Error('@msw/data record without its primary key');
  return key;
}

/** The record's own fields (what an export keeps), with its primary key attached again, for `create`. */
function withPrimaryKey(record: object, key: string): object {
  return primaryKeySymbol === undefined ? { ...record } : { ...record, [primaryKeySymbol]: key };
}

/**
 * Makes a collection report its writes to the world's current journal (if any). Records are
 * replaced, not mutated, on update, and keep a hidden primary key, so an update is undone by writing
 * the previous fields back onto the same record, a create by deleting it, a delete by re-creating it
 * under the same key (so later changes in a journal still name it).
 */
export function journalWrites(collection: object, name: string, world: Journaled): void {
  const target = collection as Writable;
  const base = {
    create: target.create.bind(target),
    update: target.update.bind(target),
    updateMany: target.updateMany.bind(target),
    delete: target.delete.bind(target),
    deleteMany: target.deleteMany.bind(target),
  };
  const restore = (record: object, previous: object) => base.update(record, { data: (draft) => void Object.assign(draft, previous) });
  const updated = (record: object, previous: object | undefined) => {
    const key = primaryKeyOf(record);
    recordWrite(world, () => previous && restore(record, previous), { collection: name, op: 'update', key, record: { ...record } });
  };
  const deleted = (record: object) => {
    const key = primaryKeyOf(record);
    recordWrite(world, () => base.create(withPrimaryKey(record, key)), { collection: name, op: 'delete', key });
  };

  target.create = async (values) => {
    const record = await base.create(values);
    recordWrite(world, () => base.delete(record), { collection: name, op: 'create', key: primaryKeyOf(record), record: { ...record } });
    return record;
  };
  target.update = async (predicate, options) => {
    const before = world.journal ? target.findFirst(predicate) : undefined;
    const previous = before ? { ...before } : undefined;
    const record = await base.update(predicate, options);
    if (record) updated(record, previous);
    return record;
  };
  target.updateMany = async (predicate, options) => {
    const previous = world.journal ? target.findMany(predicate).map((r) => ({ ...r })) : [];
    const records = await base.updateMany(predicate, options);
    world.writes++;
    records.forEach((record, i) => updated(record, previous[i]));
    return records;
  };
  target.delete = (predicate, options) => {
    const record = base.delete(predicate, options);
    if (record) deleted(record);
    return record;
  };
  target.deleteMany = (predicate, options) => {
    const records = base.deleteMany(predicate, options);
    for (const record of records ?? []) deleted(record);
    return records;
  };
}
