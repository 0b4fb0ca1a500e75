import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, createServer, loadConfigFromFile, type Logger, type ViteDevServer } from 'vite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../mock-server/src/app';

/** A logger that keeps what Vite warns, so a test can ask for none. */
function recordingLogger(): Logger & { warnings: string[] } {
  const base = createLogger('silent');
  const warnings: string[] = [];
  return { ...base, warnings, warn: (message) => void warnings.push(message), warnOnce: (message) => void warnings.push(message) };
}

async function freePort(): Promise<number> {
  const server = createNetServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the Vite configuration', () => {
  // Every `npm run build` and every vitest run printed ~280 lines: the config pulled the whole contract in through
  // imports Vite's native config loader (its coming default) cannot follow.
  it.each(['vite.config.ts', 'vitest.config.ts'])('%s loads without a warning', async (file) => {
    const logger = recordingLogger();
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, file, process.cwd(), 'warn', logger);
    expect(loaded?.path).toMatch(file);
    expect(logger.warnings).toEqual([]);
  });
});

describe('the dev server (npm run dev)', () => {
  let mock: FastifyInstance | undefined;
  let vite: ViteDevServer | undefined;
  let cacheDir: string | undefined;
  const saved = { PORT: process.env.PORT, DEV_PORT: process.env.DEV_PORT };
  afterEach(async () => {
    await vite?.close();
    await mock?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('proxies /api/ to the mock where PORT put it, and serves the two classic scripts the page names', async () => {
    mock = await buildApp({ clockMode: 'frozen' });
    await mock.listen({ host: '127.0.0.1', port: 0 });
    const address = mock.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    process.env.PORT = String(address.port);
    process.env.DEV_PORT = String(await freePort());
    cacheDir = await mkdtemp(join(tmpdir(), 'vite-dev-test-'));
    // The config file as `vite` reads it; only the dependency scan is off (and cached away from node_modules).
    vite = await createServer({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      cacheDir,
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await vite.listen();
    const origin = `http://localhost:${process.env.DEV_PORT}`;

    const api = await fetch(`${origin}/api/other/getConfig`);
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ code: 1 });

    const html = await (await fetch(`${origin}/h5/`)).text();
    const classic = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]!);
    expect(classic).toEqual(['/h5/theme.js', '/h5/zod-jitless.js']);
    for (const src of classic) {
      const script = await fetch(`${origin}${src}`);
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toMatch(/javascript/);
    }
  });
});
