import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, DEFAULT_APP_VERSION, DEFAULT_NOW, DEFAULT_SEED } from './app';
import { DEFAULT_WORLD_CONFIG } from './areas/world';
import { parseDelay } from './core/config';
import type { CompactionFigures } from './core/persisted-world';
import { keepWorldsIn } from './core/state-file';
import { ListenError, listenAddressFrom, listenFailure, npmCommand } from './listen-address';

/**
 * Listens. The one place the environment is read: PORT (8080), HOST (127.0.0.1), MOCK_SEED, MOCK_NOW,
 * MOCK_APP_VERSION, MOCK_DEPOSIT_DELAY_MS, MOCK_WITHDRAWAL_DELAY_MS, PUBLIC_ORIGIN, MOCK_CONTROL_TOKEN,
 * MOCK_STATE, MOCK_WORLD_IDLE_MINUTES, LOG_LEVEL, NODE_ENV; flags --static DIR, --frozen, --state FILE.
 */
const { values } = parseArgs({
  options: { static: { type: 'string' }, frozen: { type: 'boolean', default: false }, state: { type: 'string' } },
  allowPositionals: false,
});

// A wrong PORT, like a busy port below, is one line that says what to do, not a stack.
const { host, port, localOrigin } = exitOnListenError(() => listenAddressFrom(process.env));
const seed = Number(process.env.MOCK_SEED ?? DEFAULT_SEED);
if (!Number.isInteger(seed)) throw new Error(`MOCK_SEED must be an integer, got ${process.env.MOCK_SEED}`);
const idleMinutes = Number(process.env.MOCK_WORLD_IDLE_MINUTES ?? 60);
if (!Number.isInteger(idleMinutes) || idleMinutes < 1)
  throw new Error(`MOCK_WORLD_IDLE_MINUTES must be a whole number of minutes ≥ 1, got ${process.env.MOCK_WORLD_IDLE_MINUTES}`);

// Where this machine's browser opens the server: a wildcard host (0.0.0.0, ::) is no address to open, its loopback is.
const base = localOrigin;
const env = process.env;
const wildcard = ['0.0.0.0', '::'].includes(host);
const loopback = ['127.0.0.1', 'localhost', '::1'].includes(host);
// Beyond loopback anyone on the network could steer the world: the control API then needs a token.
const controlToken = env.MOCK_CONTROL_TOKEN ?? (loopback ? undefined : randomBytes(18).toString('base64url'));
const config = {
  world: {
    depositDelayMs: parseDelay('MOCK_DEPOSIT_DELAY_MS', env.MOCK_DEPOSIT_DELAY_MS, DEFAULT_WORLD_CONFIG.depositDelayMs),
    withdrawalDelayMs: parseDelay('MOCK_WITHDRAWAL_DELAY_MS', env.MOCK_WITHDRAWAL_DELAY_MS, DEFAULT_WORLD_CONFIG.withdrawalDelayMs),
    lotterySecret: env.MOCK_LOTTERY_SECRET?.trim() || null,
  },
  listen: { host, port },
  // Absolute URLs handed out (play pages, downloads) use this origin, never the request's Host header; on a
  // wildcard host the default is the loopback origin (other devices need PUBLIC_ORIGIN, said at start).
  publicOrigin: env.PUBLIC_ORIGIN ?? base,
  controlToken,
  validateOutput: env.NODE_ENV !== 'production',
  worldIdleMs: idleMinutes * 60_000,
};

const app = await buildApp({
  ...config,
  seed,
  now: process.env.MOCK_NOW ?? DEFAULT_NOW,
  clockMode: values.frozen ? 'frozen' : 'running',
  staticDir: values.static ? resolve(values.static) : undefined,
  appVersion: process.env.MOCK_APP_VERSION ?? DEFAULT_APP_VERSION,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});

const statePath = values.state ?? process.env.MOCK_STATE;
if (statePath) {
  // A file we must not use stops the start with its own message (no stack); it is left as it was.
  const onCompacted = ({ generation, bytes, exportMs, writeMs }: CompactionFigures) =>
    console.log(
      `State file compacted: generation ${generation}, ${(bytes / 1e6).toFixed(1)} MB, export ${exportMs.toFixed(1)} ms under the write lock, on disk ${writeMs.toFixed(0)} ms later`,
    );
  await keepWorldsIn(app, resolve(statePath), { onCompacted }).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
  console.log(`State file: ${resolve(statePath)} and its journal (each write is on disk before it is answered)`);
}

try {
  await app.listen({ port, host });
} catch (error) {
  const failure = listenFailure(error, { host, port }, 'PORT', npmCommand(process.env));
  if (!failure) throw error;
  await app.close();
  exitOnListenError(() => {
    throw failure;
  });
}
console.log(values.static ? `Mock server and app: ${base}/h5/` : `Mock server: ${base}/api/`);
console.log(`API docs: ${base}/api/docs (OpenAPI: ${base}/api/openapi.json)`);
console.log(
  `Control API: ${base}/__mock/ — seed ${seed}, clock ${values.frozen ? 'frozen' : 'running'} from ${process.env.MOCK_NOW ?? DEFAULT_NOW}`,
);
if (wildcard && env.PUBLIC_ORIGIN === undefined) {
  console.log(
    `Listening on every interface: URLs handed out (play pages) start with ${base}; set PUBLIC_ORIGIN (e.g. http://<this machine's LAN address>:${port}) for other devices.`,
  );
}
if (controlToken) console.log(`Control token (send as X-Mock-Token): ${controlToken}`);

/** Runs `work`; a ListenError ends the process with its one line on stderr. */
function exitOnListenError<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof ListenError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
