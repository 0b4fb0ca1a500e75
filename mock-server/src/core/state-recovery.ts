import type { KeptAnswer } from './idempotency';
import { JournalCorrupt, journalGenerations, journalPath, readJournal, type JournalRecord } from './state-journal';
import { parseSnapshot, readSnapshotFile, STATE_FILE_FORMAT, StateFileError, type SnapshotExtras } from './snapshot-file';
import type { WorldSnapshot } from './store';

/** What a state file and its journals hold: the world to import, the answers kept, the newest generation seen. */
export interface RecoveredWorld {
  snapshot: WorldSnapshot;
  kept: KeptAnswer[];
  /** The highest generation among the snapshot and its journals: the next one must be above it. */
  generation: number;
  /** Journal lines replayed on the snapshot. */
  replayed: number;
}

const keep = 'It was left untouched: move it away, or pass another --state file.';

/**
 * Reads the snapshot, then replays the journals that follow it in order (its own generation, then the next one a
 * compaction left when it was cut short). A torn last line ends the history: nothing after it was acknowledged.
 * Returns undefined when there is no state file yet. Throws `StateFileError` on anything it must not use.
 */
export async function recoverWorld(path: string): Promise<RecoveredWorld | undefined> {
  const stored = await readSnapshotFile(path);
  const generations = await journalGenerations(path);
  if (!stored) {
    const [first] = generations;
    if (first !== undefined) throw new StateFileError(`${journalPath(path, first)} has no state file ${path} beside it. ${keep}`);
    return undefined;
  }
  const replay = new Replay(stored.snapshot, stored.extras);
  for (let generation = stored.extras.generation; generations.includes(generation); generation++) {
    const file = journalPath(path, generation);
    try {
      const { records, torn } = await readJournal(file, generation);
      records.forEach((record) => replay.apply(record));
      if (torn) break;
    } catch (error) {
      if (error instanceof JournalCorrupt) throw new StateFileError(`the journal ${error.message}. ${keep}`);
      if (error instanceof ReplayError) throw new StateFileError(`the journal ${file} is corrupt (${error.message}). ${keep}`);
      throw new StateFileError(`cannot read the journal ${file}: ${(error as Error).message}`);
    }
  }
  return {
    snapshot: parseSnapshot({ format: STATE_FILE_FORMAT, ...replay.world() }, path),
    kept: replay.kept(),
    generation: Math.max(stored.extras.generation, ...generations),
    replayed: replay.lines,
  };
}

class ReplayError extends Error {}

/** A snapshot's collections by record key, with the journal's lines applied in order. */
class Replay {
  private readonly keyed = new Map<string, Map<string, object>>();
  private readonly ledger: object[];
  private readonly answers = new Map<string, KeptAnswer>();
  private counters: Record<string, number>;
  private now: number;
  lines = 0;

  constructor(
    private readonly snapshot: WorldSnapshot,
    extras: SnapshotExtras,
  ) {
    this.ledger = [...(snapshot.collections.ledger ?? [])];
    this.counters = snapshot.counters;
    this.now = snapshot.now;
    for (const answer of extras.kept) this.answers.set(answer.id, answer);
    for (const [name, keys] of Object.entries(extras.keys ?? {})) {
      const records = snapshot.collections[name] ?? [];
      if (keys.length !== records.length) throw new StateFileError(`the snapshot's keys of ${name} do not match its records. ${keep}`);
      this.keyed.set(name, new Map(keys.map((key, i) => [key, records[i]!])));
    }
  }

  apply(record: JournalRecord): void {
    this.lines++;
    this.now = record.now;
    if (record.counters) this.counters = { ...this.counters, ...record.counters };
    if (record.kept) this.answers.set(record.kept.id, record.kept);
    for (const change of record.changes ?? []) {
      if (change.op === 'append') {
        this.ledger.push(change.record);
        continue;
      }
      const records = this.keyed.get(change.collection);
      if (!records) throw new ReplayError(`line ${this.lines} changes ${change.collection}, which the snapshot has no keys for`);
      if (change.op !== 'create' && !records.has(change.key))
        throw new ReplayError(`line ${this.lines}: ${change.op} of a ${change.collection} record the world does not have`);
      // A Map keeps an updated key in its place: the records stay in the order the running world had them.
      if (change.op === 'delete') records.delete(change.key);
      else records.set(change.key, change.record);
    }
  }

  world(): WorldSnapshot {
    const collections: WorldSnapshot['collections'] = {};
    for (const [name, records] of Object.entries(this.snapshot.collections))
      collections[name] = (name === 'ledger' ? this.ledger : [...(this.keyed.get(name)?.values() ?? records)]) as typeof records;
    return { ...this.snapshot, now: this.now, counters: this.counters, collections };
  }

  kept(): KeptAnswer[] {
    return [...this.answers.values()];
  }
}
