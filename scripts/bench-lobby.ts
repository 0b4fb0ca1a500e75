/**
 * npm run bench:lobby — the lobby's performance figures (docs/performance.md, "Lobby").
 *
 * Builds the app, serves it with the mock server (in-process, frozen clock), opens the home page in
 * /usr/bin/chromium at 390×844 and measures: first contentful paint, the JS the home screen downloads
 * (each script gzip-compressed here at level 6, as gzip-6 so figures compare across runs; the
 * mock itself serves the build's brotli/gzip files), and frame timings while scrolling a 500-game list (game/getAllGameList answered with
 * 500 synthetic games, so the figure does not depend on the seeded catalogue's size, ~300).
 * Options: --cpu N (CPU slow-down, default 4, roughly a mid-range phone), --runs N (default 3, medians).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { buildApp, DEFAULT_NOW, DEFAULT_SEED } from '../mock-server/src/app';
import { gameIconUrl } from '../mock-server/src/areas/games/catalogue';
import { launchChromium } from './lib/built-app';

const { values } = parseArgs({ options: { cpu: { type: 'string', default: '4' }, runs: { type: 'string', default: '3' } } });
const CPU = Number(values.cpu);
const RUNS = Number(values.runs);
const LIST_SIZE = 500;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-lobby-'));
  console.log(`building into ${outDir} …`);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  const app = await buildApp({ seed: DEFAULT_SEED, now: DEFAULT_NOW, clockMode: 'frozen', staticDir: outDir, logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}/h5/`;
  const browser = await launchChromium();

  const newPage = async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    const page = await context.newPage();
    // tsx keeps function names with a `__name` helper that page.evaluate's serialised functions lack.
    await page.addInitScript('window.__name = (fn) => fn;');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    return { context, page };
  };

  // 1. First paint and the home screen's JS (fresh context each run: nothing cached).
  const fcps: number[] = [];
  const lcps: number[] = [];
  let scripts: Array<{ url: string; raw: number; gzip: number; deferred: boolean }> = [];
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await newPage();
    const seen: Array<{ url: string; raw: number; gzip: number; deferred: boolean }> = [];
    const bodies: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then(
          (body) =>
            void seen.push({
              url: new URL(response.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body, { level: 6 }).length,
              deferred: false,
            }),
          () => undefined,
        ),
      );
    });
    // When the first game card is in the DOM: scripts requested after it are not first-screen JS.
    await page.addInitScript(() => {
      const w = window as unknown as { __gridAt: number };
      w.__gridAt = 0;
      const poll = () => {
        if (document.querySelector('.lobby-grid > li')) w.__gridAt = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
    await page.addInitScript(() => {
      (window as unknown as { __lcp: number }).__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(base);
    await page
      .getByRole('list', { name: /games, All/ })
      .getByRole('listitem')
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(4000); // the deferred pieces (carousel, notice bar) load after the first screen
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    const starts = await page.evaluate(() => {
      const gridAt = (window as unknown as { __gridAt: number }).__gridAt;
      return { gridAt, entries: performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, e.startTime] as const) };
    });
    for (const script of seen) {
      const start = starts.entries.find(([path]) => path === script.url)?.[1] ?? 0;
      script.deferred = start > starts.gridAt;
    }
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
    fcps.push(fcp);
    lcps.push(lcp);
    scripts = seen;
    await context.close();
  }

  // 2. Scrolling a 500-game list.
  const { context, page } = await newPage();
  await page.route('**/api/game/getAllGameList**', async (route) => {
    const url = new URL(route.request().url());
    const pageNo = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('pageSize') ?? 20);
    const start = (pageNo - 1) * size;
    const list = Array.from({ length: Math.max(0, Math.min(size, LIST_SIZE - start)) }, (_, i) => {
      const n = start + i + 1;
      return {
        id: n,
        name: `Benchmark game ${n}`,
        venueCode: 'ag_slots',
        venueName: 'Aurora Slots',
        category: 2,
        icon: gameIconUrl(1001 + (n % 300), 'en'),
        hot: n % 5 === 0,
        recommend: n % 7 === 0,
        collected: false,
        minBet: '1.00',
        demo: true,
      };
    });
    await route.fulfill({ json: { code: 1, msg: 'ok', data: { list, total: LIST_SIZE, page: pageNo, pageSize: size, venues: [] } } });
  });
  await page.goto(base);
  await page
    .getByRole('list', { name: /games, All/ })
    .getByRole('listitem')
    .first()
    .waitFor();
  const loading = await scrollFrames(page, 30, true);
  const full = await scrollFrames(page, 30, false);
  await context.close();
  await browser.close();
  await app.close();
  rmSync(outDir, { recursive: true, force: true });

  const sum = (list: typeof scripts) => list.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
  const first = scripts.filter((s) => !s.deferred);
  const later = scripts.filter((s) => s.deferred);
  const total = sum(first);
  const report = [
    `Lobby benchmark — Chromium ${browser.version()}, 390×844, CPU slow-down ${CPU}×, no network throttling, ${RUNS} runs (medians)`,
    `first contentful paint: ${median(fcps).toFixed(0)} ms; largest contentful paint: ${median(lcps).toFixed(0)} ms`,
    `home screen JS (until the game grid shows): ${first.length} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip`,
    ...first.sort((a, b) => b.gzip - a.gzip).map((s) => `  ${s.url.replace(/^\/h5\/assets\//, '')}: ${kb(s.gzip)} gzip`),
    `loaded after the grid shows (idle): ${later.length} files, ${kb(sum(later).gzip)} gzip: ${later.map((s) => s.url.replace(/^\/h5\/assets\//, '')).join(', ')}`,
    `500-game list, scrolling while pages load (infinite scroll): ${describe(loading)}`,
    `500-game list, all loaded, scrolling top to bottom: ${describe(full)}`,
  ];
  console.log(report.join('\n'));
}

interface FrameRun {
  frames: number[];
  longTasks: number[];
  cards: number;
}

function describe(run: FrameRun): string {
  const f = run.frames;
  const over = (ms: number) => ((100 * f.filter((d) => d > ms).length) / Math.max(1, f.length)).toFixed(1);
  return (
    `${run.cards} cards, ${f.length} frames, median ${median(f).toFixed(1)} ms, p95 ${percentile(f, 95).toFixed(1)} ms, ` +
    `max ${Math.max(...f).toFixed(1)} ms, ${over(16.7)} % over 16.7 ms, ${over(33.4)} % over 33.4 ms, ` +
    `${run.longTasks.length} long tasks (longest ${Math.max(0, ...run.longTasks).toFixed(0)} ms)`
  );
}

/** Scrolls the window `px` per animation frame and records each frame's duration. */
async function scrollFrames(page: Page, px: number, untilAllLoaded: boolean): Promise<FrameRun> {
  if (!untilAllLoaded) await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(
    ({ px, untilAllLoaded, size }) =>
      new Promise<FrameRun>((resolve) => {
        const frames: number[] = [];
        const longTasks: number[] = [];
        const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
        observer.observe({ type: 'longtask' });
        const cards = () => document.querySelectorAll('.lobby-grid > li').length;
        let last = performance.now();
        const started = last;
        const step = () => {
          const now = performance.now();
          frames.push(now - last);
          last = now;
          window.scrollBy(0, px);
          const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
          const done = untilAllLoaded ? cards() >= size && atBottom : atBottom;
          if (done || now - started > 120_000) {
            observer.disconnect();
            resolve({ frames: frames.slice(1), longTasks, cards: cards() });
          } else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    { px, untilAllLoaded, size: LIST_SIZE },
  );
}

await main();
