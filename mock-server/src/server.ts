import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, DEFAULT_APP_VERSION, DEFAULT_NOW, DEFAULT_SEED } from './app';
import { keepWorldIn } from './core/state-file';

/** Listens: PORT (8080), HOST (127.0.0.1), MOCK_SEED, MOCK_NOW, MOCK_APP_VERSION, PUBLIC_ORIGIN, --static DIR, --frozen, --state FILE (MOCK_STATE). */
const { values } = parseArgs({
  options: { static: { type: 'string' }, frozen: { type: 'boolean', default: false }, state: { type: 'string' } },
  allowPositionals: false,
});

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const seed = Number(process.env.MOCK_SEED ?? DEFAULT_SEED);
if (!Number.isInteger(seed)) throw new Error(`MOCK_SEED must be an integer, got ${process.env.MOCK_SEED}`);

const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

const app = await buildApp({
  seed,
  now: process.env.MOCK_NOW ?? DEFAULT_NOW,
  clockMode: values.frozen ? 'frozen' : 'running',
  staticDir: values.static ? resolve(values.static) : undefined,
  appVersion: process.env.MOCK_APP_VERSION ?? DEFAULT_APP_VERSION,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  // Absolute URLs handed out (play pages, downloads) use this origin, never the request's Host header.
  publicOrigin: process.env.PUBLIC_ORIGIN ?? base,
});

const statePath = values.state ?? process.env.MOCK_STATE;
if (statePath) {
  // A file we must not use stops the start with its own message (no stack); it is left as it was.
  await keepWorldIn(app, app.mock, resolve(statePath)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
  console.log(`State file: ${resolve(statePath)} (saved before each write is answered)`);
}

await app.listen({ port, host });
console.log(values.static ? `Mock server and app: ${base}/h5/` : `Mock server: ${base}/api/`);
console.log(`API docs: ${base}/api/docs (OpenAPI: ${base}/api/openapi.json)`);
console.log(`Control API: ${base}/__mock/ — seed ${seed}, clock ${values.frozen ? 'frozen' : 'running'} from ${process.env.MOCK_NOW ?? DEFAULT_NOW}`);

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
