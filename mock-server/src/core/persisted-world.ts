import { open, rm, type FileHandle } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { idempotencyStore, type KeptAnswer } from './idempotency';
import type { MockRuntime } from './runtime';
import { STATE_FILE_FORMAT, StateFileError, syncFolder, writeFileAtomic } from './snapshot-file';
import { journalGenerations, journalHeader, journalLine, journalPath, type JournalRecord } from './state-journal';
import { recoverWorld } from './state-recovery';
import type { World, WorldSnapshot } from './store';
import { primaryKeyOf } from './unit-of-work';

/**
 * A journal is compacted into a new snapshot once it is larger than the snapshot (and at least this): writing
 * the snapshot then costs no more than the journal lines written since the last one, so the bytes written stay
 * proportional to what changed, and a restart reads at most twice the snapshot's size.
 */
const COMPACT_AT_LEAST_BYTES = 4 * 1024 * 1024;
/** A running clock moves between a commit and its answer: a line that old is still the clock's instant. */
const CLOCK_SLACK_MS = 1000;
/** Records serialised per turn of the event loop while a snapshot is written in the background. */
const RECORDS_PER_TURN = 2000;

export type CompactionStep = 'journal-created' | 'snapshot-written' | 'journals-removed';

export interface PersistOptions {
  /** The journal size that starts a compaction (default: the snapshot's size, at least 4 MiB). */
  compactAtBytes?: number;
  /** Called after each step of a generation change (tests copy the files there, as a crash would leave them). */
  onStep?: (step: CompactionStep) => Promise<void> | void;
  /** Hears each compaction's figures (server.ts prints them). */
  onCompacted?: (figures: CompactionFigures) => void;
}

export interface CompactionFigures {
  generation: number;
  /** The snapshot's size. */
  bytes: number;
  /** How long the export held the write lock. */
  exportMs: number;
  /** From the export to the snapshot on disk (writes go on meanwhile). */
  writeMs: number;
}

interface JournalFile {
  generation: number;
  /** Open, header written and on disk; appends wait for it. */
  opened: Promise<FileHandle>;
  bytes: number;
}

/** What a new generation starts from: the world exported under the write lock. */
interface Image {
  snapshot: WorldSnapshot;
  keys: Record<string, string[]>;
  kept: KeptAnswer[];
  generation: number;
}

/**
 * One runtime's world kept in a state file: a snapshot (`path`) and a journal of the commits since
 * (`path.journal-<generation>`), docs/decisions.md "Persistence". Every commit of a unit of work (and every write
 * outside one) becomes one journal line as it commits; `commit()` resolves once every line appended before it is on
 * disk, and the callers that arrive while an fsync runs share the next one (group commit). When the journal outgrows
 * the snapshot a compaction exports the world under the write lock, starts the next generation's journal at once and
 * writes the snapshot in the background. A world swapped by reset or import is noticed at the next commit and starts
 * a generation of its own.
 */
export class PersistedWorld {
  /** fsyncs that made writes durable: journal flushes and snapshots. */
  writes = 0;
  compactions = 0;
  private attached: World | null = null;
  /** Set when a journal write failed: the next commit starts a new generation from the world in memory. */
  private broken = false;
  private journal: JournalFile | null = null;
  private readonly retired: JournalFile[] = [];
  private pending: Array<{ file: JournalFile; text: string }> = [];
  private flushing: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private snapshots: Promise<unknown> = Promise.resolve();
  private compacting: Promise<void> | null = null;
  private lastNow = 0;
  private snapshotBytes = 0;
  private closed = false;

  private constructor(
    private readonly runtime: MockRuntime,
    readonly path: string,
    private readonly options: PersistOptions,
    private generation: number,
  ) {}

  /**
   * Recovers the world kept in `path` into `runtime` (when there is one) and keeps it from now on. Throws
   * `StateFileError` when the files must not be used; they are then left as they were.
   */
  static async open(runtime: MockRuntime, path: string, options: PersistOptions = {}): Promise<PersistedWorld> {
    const recovered = await recoverWorld(path);
    if (recovered) {
      try {
        await runtime.mutex.runExclusive(() => runtime.import(recovered.snapshot));
      } catch (error) {
        throw new StateFileError(
          `the state file ${path} does not fit this mock's world: ${(error as Error).message}. It was left untouched.`,
        );
      }
      idempotencyStore(runtime.world).restore(recovered.kept);
    }
    const persisted = new PersistedWorld(runtime, path, options, recovered?.generation ?? 0);
    // A generation of its own at once: the imported records have new keys, and an unwritable folder stops the start.
    await persisted.startGeneration('replace');
    return persisted;
  }

  /** The snapshot's generation (the journal being appended to has the same number). */
  get currentGeneration(): number {
    return this.generation;
  }

  /** Resolves once every change committed before this call, and the clock's instant, are on disk. */
  async commit(): Promise<void> {
    if (this.closed) return;
    if (this.broken || this.runtime.world !== this.attached) await this.startGeneration('replace');
    const now = this.runtime.clock.now();
    const moved = now !== this.lastNow;
    if (moved && (this.pending.length === 0 || this.runtime.clock.mode === 'frozen' || Math.abs(now - this.lastNow) > CLOCK_SLACK_MS))
      this.append({ now });
    return this.flush();
  }

  /** Resolves once no compaction is under way (its snapshot written, the older journals gone). */
  async settled(): Promise<void> {
    await this.compacting;
    await this.snapshots;
  }

  /** Keeps the last clock instant, waits for a compaction under way and closes the files. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.commit();
    this.closed = true;
    this.detach();
    await this.settled();
    await this.flushing?.catch(() => undefined);
    for (const file of [...this.retired.splice(0), ...(this.journal ? [this.journal] : [])])
      await (await file.opened.catch(() => null))?.close();
  }

  /** Closes, then deletes the snapshot and its journals (a world that is deleted). */
  async remove(): Promise<void> {
    await this.close();
    for (const generation of await journalGenerations(this.path)) await rm(journalPath(this.path, generation), { force: true });
    await rm(this.path, { force: true });
    await syncFolder(this.path);
  }

  /**
   * Starts the next generation from the world as it is now (exported under the write lock) and resolves once its
   * snapshot is on disk and the older journals are gone. `compact`: the same world, so the new journal is valid on
   * top of the old snapshot and journal, and writes go on into it while the snapshot is written. `replace`: another
   * world (a restart, reset or import), whose journal lines are written only once its snapshot is on disk.
   */
  private async startGeneration(kind: 'compact' | 'replace'): Promise<void> {
    const { written } = await this.runtime.mutex.runExclusive(() => {
      if (kind === 'replace' && !this.broken && this.runtime.world === this.attached) return { written: Promise.resolve() };
      this.broken = false;
      const started = performance.now();
      const image = this.exportImage();
      const exported = performance.now();
      const path = journalPath(this.path, image.generation);
      let file: JournalFile;
      let written: Promise<void>;
      if (kind === 'compact') {
        file = { generation: image.generation, bytes: 0, opened: this.createJournal(path, image.generation) };
        written = this.writeSnapshot(image, file.opened);
      } else {
        written = this.writeSnapshot(image, Promise.resolve());
        file = { generation: image.generation, bytes: 0, opened: written.then(() => this.createJournal(path, image.generation)) };
      }
      if (this.journal) this.retired.push(this.journal);
      this.journal = file;
      this.attach(this.runtime.world);
      const report = () => {
        const figures = { generation: image.generation, bytes: this.snapshotBytes, exportMs: exported - started };
        if (kind === 'compact') this.options.onCompacted?.({ ...figures, writeMs: performance.now() - exported });
      };
      return { written: written.then(report).then(() => this.removeJournalsBefore(image.generation)) };
    });
    await written;
  }

  /** The world, its record keys and its kept answers, as they are now; the caller holds the write lock. */
  private exportImage(): Image {
    const world = this.runtime.world;
    const keys: Record<string, string[]> = {};
    for (const [name, collection] of Object.entries(world.db)) if (name !== 'ledger') keys[name] = collection.all().map(primaryKeyOf);
    const snapshot = this.runtime.export();
    this.lastNow = snapshot.now;
    return { snapshot, keys, kept: idempotencyStore(world).kept(), generation: ++this.generation };
  }

  private async createJournal(path: string, generation: number): Promise<FileHandle> {
    const handle = await open(path, 'w', 0o600);
    await handle.write(journalHeader(generation));
    await handle.datasync();
    await syncFolder(path);
    await this.options.onStep?.('journal-created');
    return handle;
  }

  /** Snapshots are written one after the other, each after `ready` (its journal exists when it is a compaction). */
  private writeSnapshot(image: Image, ready: Promise<unknown>): Promise<void> {
    const run = this.snapshots
      .then(() => ready)
      .then(async () => {
        this.snapshotBytes = await writeFileAtomic(this.path, snapshotPieces(image));
        this.writes++;
        await this.options.onStep?.('snapshot-written');
      });
    this.snapshots = run.catch(() => undefined);
    return run;
  }

  /** Once a snapshot is on disk the journals before it are history: their lines are flushed, then they go. */
  private async removeJournalsBefore(generation: number): Promise<void> {
    await this.flush().catch(() => undefined);
    for (const file of this.retired.filter((retired) => retired.generation < generation)) {
      this.retired.splice(this.retired.indexOf(file), 1);
      await (await file.opened.catch(() => null))?.close();
    }
    for (const old of await journalGenerations(this.path)) if (old < generation) await rm(journalPath(this.path, old), { force: true });
    await syncFolder(this.path);
    await this.options.onStep?.('journals-removed');
  }

  private attach(world: World): void {
    this.detach();
    this.attached = world;
    world.onCommit = ({ changes, counters }) => this.append({ now: this.runtime.clock.now(), changes, counters });
    idempotencyStore(world).onKept = (kept) => this.append({ now: this.runtime.clock.now(), kept });
  }

  private detach(): void {
    if (!this.attached) return;
    this.attached.onCommit = null;
    idempotencyStore(this.attached).onKept = null;
    this.attached = null;
  }

  /** Serialised at once, in commit order: a line holds the changes as they were when they committed. */
  private append(record: JournalRecord): void {
    if (!this.journal) return;
    this.pending.push({ file: this.journal, text: journalLine(record) });
    this.lastNow = record.now;
  }

  /** Resolves once a flush that started after this call (so it holds every line appended before it) is on disk. */
  private flush(): Promise<void> {
    if (!this.flushing) return this.startFlush();
    this.queued ??= this.flushing.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued(): Promise<void> {
    this.queued = undefined;
    return this.startFlush();
  }

  private startFlush(): Promise<void> {
    const run = this.writePending().finally(() => {
      if (this.flushing === run) this.flushing = undefined;
    });
    this.flushing = run;
    return run;
  }

  private async writePending(): Promise<void> {
    const batch = this.pending.splice(0);
    if (batch.length === 0) return;
    try {
      // In order, each file's run of lines then its fsync: a line of the next generation is never on disk before
      // the lines of the previous one it follows.
      for (let i = 0; i < batch.length;) {
        const file = batch[i]!.file;
        let text = '';
        while (i < batch.length && batch[i]!.file === file) text += batch[i++]!.text;
        const handle = await file.opened;
        const bytes = Buffer.from(text, 'utf8');
        await handle.write(bytes);
        file.bytes += bytes.length;
        await handle.datasync();
      }
    } catch (error) {
      // A line may be half written: the next commit starts a new generation rather than append after it.
      this.broken = true;
      throw error;
    }
    this.writes++;
    this.compactWhenDue();
  }

  private compactWhenDue(): void {
    const journal = this.journal;
    if (this.compacting || this.closed || !journal) return;
    if (journal.bytes < (this.options.compactAtBytes ?? Math.max(COMPACT_AT_LEAST_BYTES, this.snapshotBytes))) return;
    // A failed compaction leaves a valid chain (the old snapshot, its journal, the new journal): the next one retries.
    this.compacting = this.startGeneration('compact')
      .then(
        () => void this.compactions++,
        () => undefined,
      )
      .finally(() => (this.compacting = null));
  }
}

/**
 * The snapshot file's text in pieces, a few thousand records at a time with a turn of the event loop between them,
 * so a large world's snapshot never holds up the requests for long. The same JSON as `stateFileText`, plus the
 * generation, the record keys and the kept answers.
 */
async function* snapshotPieces({ snapshot, keys, kept, generation }: Image): AsyncGenerator<string> {
  const { collections, ...rest } = snapshot;
  yield `${JSON.stringify({ format: STATE_FILE_FORMAT, ...rest, generation, kept, keys }).slice(0, -1)},"collections":{`;
  let separator = '';
  for (const [name, records] of Object.entries(collections)) {
    yield `${separator}${JSON.stringify(name)}:[`;
    separator = ',';
    for (let at = 0; at < records.length; at += RECORDS_PER_TURN) {
      yield `${at > 0 ? ',' : ''}${JSON.stringify(records.slice(at, at + RECORDS_PER_TURN)).slice(1, -1)}`;
      await nextTurn();
    }
    yield ']';
  }
  yield '}}';
}
