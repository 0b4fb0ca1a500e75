import { mkdir, readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { parseLang } from '@contracts';
import { WorldName } from '@contracts/control/worlds';
import { translate } from './errors';
import { PersistedWorld, type PersistOptions } from './persisted-world';
import type { MockRuntime } from './runtime';
import { isDomainError } from './errors';

/**
 * `--state FILE` / `MOCK_STATE`: every world kept on disk across restarts (docs/decisions.md, "Persistence"), each as
 * a snapshot (core/snapshot-file.ts) and a journal of the commits since (core/state-journal.ts), kept by
 * `PersistedWorld` (core/persisted-world.ts): the default world in FILE, a named world NAME in FILE.worlds/NAME.json.
 * A write request is answered only once its world's changes are on disk, so an acknowledged write survives even
 * SIGKILL; concurrent requests share one fsync (group commit).
 */

/** Methods that never change the world: everything else is on disk before it is answered. */
const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);
const SNAPSHOT = /^([a-z0-9][a-z0-9-]{0,39})\.json$/;

/** Where a named world of the state FILE is kept. */
export const namedWorldPath = (path: string, name: string) => `${path}.worlds/${name}.json`;

/**
 * Loads every world kept under `path` (the default world's snapshot and journal, and the named worlds beside it) and
 * keeps them there, with the worlds created from now on: every write request is answered only after its world's
 * changes are on disk, a deleted world's files go with it, and closing the app (SIGINT/SIGTERM in server.ts) keeps
 * each clock's last instant. Kept worlds are never evicted. Throws `StateFileError` when a file must not be used;
 * the server then stops without touching it. Answers the default world's keeper.
 */
export async function keepWorldsIn(app: FastifyInstance, path: string, options: PersistOptions = {}): Promise<PersistedWorld> {
  const { worlds } = app;
  const kept = new Map<MockRuntime, PersistedWorld>();
  const main = await PersistedWorld.open(worlds.main, path, options);
  kept.set(worlds.main, main);
  worlds.keepAll();
  worlds.listen({
    created: async (entry) => {
      // The folder only once a named world exists: a server with the default world alone keeps one file and its journal.
      await mkdir(`${path}.worlds`, { recursive: true, mode: 0o700 });
      kept.set(entry.runtime, await PersistedWorld.open(entry.runtime, namedWorldPath(path, entry.name), options));
    },
    removed: async (entry) => {
      await kept.get(entry.runtime)?.remove();
      kept.delete(entry.runtime);
    },
  });
  const named = await readdir(`${path}.worlds`).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const file of named.sort()) {
    const name = SNAPSHOT.exec(file)?.[1];
    if (name === undefined || !WorldName.safeParse(name).success) continue;
    // Created empty, then the listener above recovers the snapshot and journal into it.
    const restored = await worlds.create(name, {});
    if (isDomainError(restored)) throw new Error(`cannot restore world ${name}: ${restored.key}`);
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_ONLY.has(request.method)) return payload;
    try {
      await kept.get(request.mockWorld ?? worlds.main)?.commit();
    } catch (error) {
      // Not on disk, so not acknowledged: the client must not take this answer as a success.
      request.log.error({ err: error }, 'state file not saved');
      reply.code(503).header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ code: 0, msg: translate('internal', parseLang(request.headers.lang)), data: null });
    }
    return payload;
  });
  app.addHook('onClose', async () => {
    for (const persisted of kept.values()) await persisted.close();
  });
  return main;
}
