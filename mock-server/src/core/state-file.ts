import { open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseLang } from '@contracts';
import { translate } from './errors';
import type { MockRuntime } from './runtime';
import { WorldSnapshot } from './store';

/**
 * `--state FILE` / `MOCK_STATE`: the world kept on disk across restarts (docs/decisions.md, "Persistence").
 *
 * The file is the exported world (`MockRuntime.export()`) plus a `format` marker that tells our file from any
 * other JSON; its `version` is the snapshot's own. A write request is answered only once the world it left is
 * on disk (temporary file, fsync, rename, fsync of the folder), so an acknowledged write survives even SIGKILL.
 * Concurrent requests share one write (group commit). A file we cannot read is never overwritten.
 */

export const STATE_FILE_FORMAT = 'star-harbour-mock-state';
/** The snapshot version this mock reads and writes. */
const VERSION: number = WorldSnapshot.shape.version.value;

/** A state file the server must not start from (nor overwrite); the message says what to do. */
export class StateFileError extends Error {
  override readonly name = 'StateFileError';
}

/** The world stored in `path`, or `undefined` when there is no such file yet. */
export async function readStateFile(path: string): Promise<WorldSnapshot | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StateFileError(`cannot read the state file ${path}: ${(error as Error).message}`);
  }
  const keep = 'It was left untouched: move it away, or pass another --state file.';
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new StateFileError(`the state file ${path} is corrupt (not valid JSON). ${keep}`);
  }
  const { format, version } = (typeof data === 'object' && data !== null ? data : {}) as { format?: unknown; version?: unknown };
  if (format !== STATE_FILE_FORMAT)
    throw new StateFileError(`${path} is not a mock state file (no "format": "${STATE_FILE_FORMAT}"). ${keep}`);
  if (typeof version === 'number' && version > VERSION) {
    throw new StateFileError(`the state file ${path} was written by a newer mock (version ${version}; this one reads ${VERSION}). ${keep}`);
  }
  const snapshot = WorldSnapshot.safeParse(data);
  if (!snapshot.success)
    throw new StateFileError(`the state file ${path} is corrupt: ${snapshot.error.issues[0]?.message ?? 'invalid'}. ${keep}`);
  return snapshot.data;
}

/** Serialises a world the way the state file holds it. */
export function stateFileText(snapshot: WorldSnapshot): string {
  return JSON.stringify({ format: STATE_FILE_FORMAT, ...snapshot });
}

/**
 * Replaces `path` atomically: a reader (or a restart after a crash) sees the old file or the new one, never a
 * mix. Mode 0600: the file holds password hashes and live session tokens.
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  // One writer per file (saves are serialised), so a fixed name suffices; a crash leaves at most this file.
  const temporary = `${path}.tmp`;
  await rm(temporary, { force: true });
  const file = await open(temporary, 'wx', 0o600);
  try {
    await file.writeFile(text, 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, path);
  // The rename itself is durable only once the folder's entry is on disk.
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** Saves the runtime's world to one file; concurrent `save()` calls share writes. */
export class StateSaver {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private lastText = '';
  /** Files actually written (a save that finds the world unchanged writes nothing). */
  writes = 0;

  constructor(
    private readonly runtime: MockRuntime,
    readonly path: string,
  ) {}

  /** Resolves once a write that started after this call (so it holds every change made before it) is on disk. */
  save(): Promise<void> {
    if (!this.running) return this.start();
    this.queued ??= this.running.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued(): Promise<void> {
    this.queued = undefined;
    return this.start();
  }

  private start(): Promise<void> {
    const run = this.writeNow().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async writeNow(): Promise<void> {
    // Under the write lock: a handler half-way through a transfer must not be captured.
    const text = await this.runtime.mutex.runExclusive(() => stateFileText(this.runtime.export()));
    if (text === this.lastText) return;
    await writeFileAtomic(this.path, text);
    this.lastText = text;
    this.writes += 1;
  }
}

/** Methods that never change the world: everything else is saved before it is answered. */
const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Loads the world from `path` (when the file exists) and keeps it there: every write request is answered only
 * after the world is saved, and closing the app (SIGINT/SIGTERM in server.ts) saves the last clock instant.
 * Throws `StateFileError` when the file must not be used; the server then stops without touching it.
 */
export async function keepWorldIn(app: FastifyInstance, runtime: MockRuntime, path: string): Promise<StateSaver> {
  const snapshot = await readStateFile(path);
  if (snapshot) {
    try {
      await runtime.mutex.runExclusive(() => runtime.import(snapshot));
    } catch (error) {
      throw new StateFileError(
        `the state file ${path} does not fit this mock's world: ${(error as Error).message}. It was left untouched.`,
      );
    }
  }
  const saver = new StateSaver(runtime, path);
  // Written at once: an unwritable folder stops the start, not the first write request.
  await saver.save();

  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_ONLY.has(request.method)) return payload;
    try {
      await saver.save();
    } catch (error) {
      // Not on disk, so not acknowledged: the client must not take this answer as a success.
      request.log.error({ err: error }, 'state file not saved');
      reply.code(503).header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ code: 0, msg: translate('internal', parseLang(request.headers.lang)), data: null });
    }
    return payload;
  });
  app.addHook('onClose', async () => {
    await saver.save();
  });
  return saver;
}
