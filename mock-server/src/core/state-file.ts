import type { FastifyInstance } from 'fastify';
import { parseLang } from '@contracts';
import { translate } from './errors';
import { PersistedWorld, type PersistOptions } from './persisted-world';
import type { MockRuntime } from './runtime';

/**
 * `--state FILE` / `MOCK_STATE`: the world kept on disk across restarts (docs/decisions.md, "Persistence"), as a
 * snapshot (core/snapshot-file.ts) and a journal of the commits since (core/state-journal.ts), kept by
 * `PersistedWorld` (core/persisted-world.ts). A write request is answered only once its changes are on disk, so an
 * acknowledged write survives even SIGKILL; concurrent requests share one fsync (group commit).
 */

/** Methods that never change the world: everything else is on disk before it is answered. */
const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Loads the default world from `path` (snapshot and journal, when they exist) and keeps it there: every write
 * request is answered only after its changes are on disk, and closing the app (SIGINT/SIGTERM in server.ts) keeps
 * the last clock instant. Throws `StateFileError` when the files must not be used; the server then stops without
 * touching them.
 */
export async function keepWorldIn(
  app: FastifyInstance,
  runtime: MockRuntime,
  path: string,
  options: PersistOptions = {},
): Promise<PersistedWorld> {
  const persisted = await PersistedWorld.open(runtime, path, options);
  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_ONLY.has(request.method)) return payload;
    try {
      await persisted.commit();
    } catch (error) {
      // Not on disk, so not acknowledged: the client must not take this answer as a success.
      request.log.error({ err: error }, 'state file not saved');
      reply.code(503).header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ code: 0, msg: translate('internal', parseLang(request.headers.lang)), data: null });
    }
    return payload;
  });
  app.addHook('onClose', () => persisted.close());
  return persisted;
}
