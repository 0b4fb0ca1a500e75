import { isDomainError } from './errors';
import type { Counters } from './schemas';

type Undo = () => unknown;

/** The undo actions of the writes made so far in the current unit of work, oldest first. */
export class Journal {
  readonly undo: Undo[] = [];
}

/** What a unit of work needs of a world: its journal slot, its counters and its count of writes. */
export interface Journaled {
  journal: Journal | null;
  readonly counters: Counters;
  /** Every store write adds one (undo included or not): the clock's sweepers rerun only after a change. */
  writes: number;
}

/**
 * Runs `work` so that it applies all of its writes or none: store writes (create / update / delete,
 * ledger postings included) are journalled with their undo; a thrown error, or a DomainError returned
 * after writes (unless it is a recorded refusal), undoes them newest first and restores the counters.
 * Units nest: an inner one that fails undoes only its own writes.
 */
export async function inUnitOfWork<T>(world: Journaled, work: () => Promise<T> | T): Promise<T> {
  const outer = world.journal;
  const journal = outer ?? new Journal();
  const mark = journal.undo.length;
  const counters = { ...world.counters };
  world.journal = journal;
  try {
    const result = await work();
    if (isDomainError(result) && !result.keepWrites) await rollback(world, journal, mark, counters);
    return result;
  } catch (error) {
    await rollback(world, journal, mark, counters);
    throw error;
  } finally {
    world.journal = outer;
  }
}

async function rollback(world: Journaled, journal: Journal, mark: number, counters: Counters): Promise<void> {
  // Undo actions write through the unwrapped methods, so they journal nothing themselves.
  while (journal.undo.length > mark) await journal.undo.pop()!();
  Object.assign(world.counters, counters);
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

/**
 * Makes a collection report its writes to the world's current journal (if any). Records are
 * replaced, not mutated, on update, and keep a hidden primary key, so an update is undone by writing
 * the previous fields back onto the same record, a create by deleting it, a delete by re-creating it.
 */
export function journalWrites(collection: object, world: Journaled): void {
  const target = collection as Writable;
  const base = {
    create: target.create.bind(target),
    update: target.update.bind(target),
    updateMany: target.updateMany.bind(target),
    delete: target.delete.bind(target),
    deleteMany: target.deleteMany.bind(target),
  };
  const log = (undo: Undo) => {
    world.writes++;
    world.journal?.undo.push(undo);
  };
  const restore = (record: object, previous: object) => base.update(record, { data: (draft) => void Object.assign(draft, previous) });

  target.create = async (values) => {
    const record = await base.create(values);
    log(() => base.delete(record));
    return record;
  };
  target.update = async (predicate, options) => {
    const before = world.journal ? target.findFirst(predicate) : undefined;
    const previous = before ? { ...before } : undefined;
    const record = await base.update(predicate, options);
    if (record && previous) log(() => restore(record, previous));
    return record;
  };
  target.updateMany = async (predicate, options) => {
    const previous = world.journal ? target.findMany(predicate).map((r) => ({ ...r })) : [];
    const records = await base.updateMany(predicate, options);
    world.writes++;
    records.forEach((record, i) => {
      const before = previous[i];
      if (before) log(() => restore(record, before));
    });
    return records;
  };
  target.delete = (predicate, options) => {
    const record = base.delete(predicate, options);
    if (record) log(() => base.create({ ...record }));
    return record;
  };
  target.deleteMany = (predicate, options) => {
    const records = base.deleteMany(predicate, options);
    for (const record of records ?? []) log(() => base.create({ ...record }));
    return records;
  };
}
