/**
 * npm run bench:demo — the static demo's first load, in Debian's Chromium at 390×844, against the same app served by
 * the mock server (`npm start`'s way), measured in the same run:
 *   - what a first visit downloads from the static server (every file, as sent and as gzip -6 would send it);
 *   - cold start: a fresh browser profile, from navigation to the lobby's first game picture drawn (the worker
 *     installs, seeds its world and answers the app's first calls);
 *   - warm start: a reload of that profile (the worker running, its world in IndexedDB) to the same point;
 *   - the same two for the server's app, the peer.
 * Builds dist/demo and dist/web when missing. Medians of --runs (5).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { freePort, median, startServer } from './bench-processes';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium';
import { serveStatic } from './lib/static-site';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);

if (!existsSync('dist/demo/mock-worker.js')) execFileSync('npm', ['run', 'build:demo'], { stdio: 'inherit' });
if (!existsSync('dist/web/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

/** Milliseconds from navigation to the first game picture of the lobby decoded, on a fresh page, then on a reload. */
async function startTimes(browser: Browser, url: string): Promise<{ cold: number; warm: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  const pictureDrawn = () =>
    page.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>('.lobby-card img');
        return img !== null && img.complete && img.naturalWidth > 0;
      },
      undefined,
      { polling: 50 },
    );
  let started = performance.now();
  await page.goto(url);
  await pictureDrawn();
  const cold = performance.now() - started;
  await page.waitForTimeout(1500);
  started = performance.now();
  await page.reload();
  await pictureDrawn();
  const warm = performance.now() - started;
  await context.close();
  return { cold, warm };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
const site = await serveStatic('dist/demo');
const server = await startServer(process.execPath, ['dist/mock/server.mjs', '--static', 'dist/web'], {
  port: await freePort(),
  readyPath: '/h5/',
  env: { NODE_ENV: 'production' },
});
try {
  // One first visit, counted file by file.
  const counted = site.sent.length;
  const first = await startTimes(browser, `${site.url}`);
  const files = site.sent.slice(counted);
  const raw = files.reduce((sum, file) => sum + file.bytes, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(join('dist/demo', file.file)), { level: 6 }).length, 0);
  const worker = readFileSync('dist/demo/mock-worker.js');

  const demo = [first];
  const peer = [await startTimes(browser, `${server.base}/h5/`)];
  for (let run = 1; run < RUNS; run++) {
    demo.push(await startTimes(browser, `${site.url}`));
    peer.push(await startTimes(browser, `${server.base}/h5/`));
  }
  const m = (runs: typeof demo, key: 'cold' | 'warm') => median(runs.map((r) => r[key]));
  console.log(
    [
      `Static demo (dist/demo) against the app on the mock server (dist/web), ${CHROMIUM}, 390×844, no throttling, medians of ${RUNS}.`,
      '',
      `First visit downloads ${files.length} files: ${kB(raw)} as sent (no compression), ${kB(gzip)} gzip -6; of which mock-worker.js ${kB(worker.length)}, ${kB(gzipSync(worker, { level: 6 }).length)} gzip.`,
      '',
      '| to the first game picture | static demo | server | ratio |',
      '|---|---|---|---|',
      `| cold start (fresh profile) | ${ms(m(demo, 'cold'))} | ${ms(m(peer, 'cold'))} | ${(m(demo, 'cold') / m(peer, 'cold')).toFixed(2)} |`,
      `| warm start (reload) | ${ms(m(demo, 'warm'))} | ${ms(m(peer, 'warm'))} | ${(m(demo, 'warm') / m(peer, 'warm')).toFixed(2)} |`,
    ].join('\n'),
  );
} finally {
  await site.close();
  await server.stop();
  await browser.close();
}
