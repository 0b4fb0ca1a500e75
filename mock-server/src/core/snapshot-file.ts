import { open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { WorldSnapshot } from './store';

/**
 * The snapshot of `--state FILE` (docs/decisions.md, "Persistence"): the exported world (`MockRuntime.export()`) plus a
 * `format` marker that tells our file from any other JSON (its `version` is the snapshot's own), the journal
 * generation that follows it, the records' hidden keys the journal names them by, and the idempotency answers kept.
 * It is only ever replaced whole (temporary file, fsync, rename, fsync of the folder). A file we cannot read is
 * never overwritten.
 */

export const STATE_FILE_FORMAT = 'star-harbour-mock-state';
/** The snapshot version this mock reads and writes. */
const VERSION: number = WorldSnapshot.shape.version.value;

/** A state file the server must not start from (nor overwrite); the message says what to do. */
export class StateFileError extends Error {
  override readonly name = 'StateFileError';
}

const keep = 'It was left untouched: move it away, or pass another --state file.';

/** The world stored in `path`, or `undefined` when there is no such file yet. */
export async function readStateFile(path: string): Promise<WorldSnapshot | undefined> {
  return (await readSnapshotFile(path))?.snapshot;
}

/** The world stored in `path` with what the journal needs of it, or `undefined` when there is no such file yet. */
export async function readSnapshotFile(path: string): Promise<{ snapshot: WorldSnapshot; extras: SnapshotExtras } | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StateFileError(`cannot read the state file ${path}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new StateFileError(`the state file ${path} is corrupt (not valid JSON). ${keep}`);
  }
  const snapshot = parseSnapshot(data, path);
  const extras = SnapshotExtras.safeParse(data);
  if (!extras.success)
    throw new StateFileError(`the state file ${path} is corrupt: ${extras.error.issues[0]?.message ?? 'invalid'}. ${keep}`);
  return { snapshot, extras: extras.data };
}

/** The snapshot in a state file's data (or a world rebuilt from it and its journal). */
export function parseSnapshot(data: unknown, path: string): WorldSnapshot {
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

const KeptAnswerSchema = z.object({
  id: z.string(),
  fingerprint: z.string(),
  createdAt: z.number(),
  answer: z.object({ status: z.int(), payload: z.string() }),
});
/** What a state file holds beside the exported world: the journal generation that follows it (0: a file from before
 * journals, or one made by hand), each collection's hidden record keys in the order of its records (the ledger needs
 * none), and the idempotency answers kept. */
const SnapshotExtras = z.object({
  generation: z.int().min(0).default(0),
  keys: z.record(z.string(), z.array(z.string())).optional(),
  kept: z.array(KeptAnswerSchema).default([]),
});
export type SnapshotExtras = z.infer<typeof SnapshotExtras>;

/** Serialises a world the way the state file holds it. */
export function stateFileText(snapshot: WorldSnapshot): string {
  return JSON.stringify({ format: STATE_FILE_FORMAT, ...snapshot });
}

/**
 * Replaces `path` atomically: a reader (or a restart after a crash) sees the old file or the new one, never a
 * mix. Mode 0600: the file holds password hashes and live session tokens. `content` may come in pieces (a large
 * world's snapshot, written without holding the event loop).
 */
export async function writeFileAtomic(path: string, content: string | AsyncIterable<string>): Promise<number> {
  // One writer per file (snapshots are serialised), so a fixed name suffices; a crash leaves at most this file.
  const temporary = `${path}.tmp`;
  await rm(temporary, { force: true });
  const file = await open(temporary, 'wx', 0o600);
  let bytes = 0;
  let waiting: string[] = [];
  let waitingLength = 0;
  const write = async () => {
    const buffer = Buffer.from(waiting.join(''), 'utf8');
    waiting = [];
    waitingLength = 0;
    await file.write(buffer);
    bytes += buffer.length;
  };
  try {
    // Small pieces are gathered into writes of about a megabyte.
    for await (const piece of typeof content === 'string' ? [content] : content) {
      waiting.push(piece);
      waitingLength += piece.length;
      if (waitingLength >= 1 << 20) await write();
    }
    await write();
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, path);
  await syncFolder(path);
  return bytes;
}

/** A file's creation, rename or removal is durable only once its folder's entry is on disk. */
export async function syncFolder(path: string): Promise<void> {
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
