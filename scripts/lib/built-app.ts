/**
 * What the first-screen benchmarks share: a production build in a temporary folder (with the modules
 * each chunk holds, to tell which chunks carry zod), the mock server serving it on a free port, and
 * Debian's Chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { buildApp, DEFAULT_NOW, DEFAULT_SEED } from '../../mock-server/src/app';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';

export interface BuiltApp {
  outDir: string;
  /** Chunk file ("assets/framework-….js") → its modules' rendered code, by module id. */
  chunkModules: Map<string, Map<string, string>>;
  remove: () => void;
}

export async function buildForBench(): Promise<BuiltApp> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-first-screen-'));
  const chunkModules = new Map<string, Map<string, string>>();
  const recordModules: Plugin = {
    name: 'bench-record-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = new Map<string, string>();
        for (const [id, info] of Object.entries(output.modules)) modules.set(id, info.code ?? '');
        chunkModules.set(output.fileName, modules);
      }
    },
  };
  console.log(`building into ${outDir} …`);
  await build({ logLevel: 'warn', plugins: [recordModules], build: { outDir, emptyOutDir: true } });
  return { outDir, chunkModules, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** The built app and the mock on a free port; the clock frozen unless a benchmark needs it running. */
export async function serveBuilt(outDir: string, clockMode: 'frozen' | 'running' = 'frozen') {
  const app = await buildApp({ seed: DEFAULT_SEED, now: DEFAULT_NOW, clockMode, staticDir: outDir, logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return { origin, base: `${origin}/h5/`, close: () => app.close() };
}

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS],
  });

/** A phone-sized, cache-free context (390×844, touch), as the journeys use. */
export const phoneContext = (browser: Browser, locale = 'en-US') =>
  browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale });

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
