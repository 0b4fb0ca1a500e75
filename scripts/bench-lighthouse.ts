/**
 * npm run bench:lighthouse — Lighthouse 12 (mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU)
 * on the built app served by the mock server (`dist/web`, built when missing), in Debian's Chromium with the
 * flags of playwright.config.ts. Pages: home, login, dz, My and recharge (the last two logged in as demo01: the
 * session goes into localStorage from a blank same-origin page first, and Lighthouse keeps storage). Each run
 * gets a fresh browser profile (cold cache). Prints the medians of --runs (3) per page.
 *
 * The ceiling, measured in the same run on the same server: a bare skeleton of the same stack (React 19, the hash
 * router, TanStack Query, i18next, antd-mobile; scripts/bench-skeleton/), built here into a temporary folder.
 * Options: --runs N, --pages home,login (a subset), --dist DIR (another build of the app, e.g. an older commit's),
 * --no-skeleton, --demo (the static demo, dist/demo, on a static file server under /demo/ instead: its mock is the
 * service worker, installed in each run's fresh profile; visitors' pages, served with gzip as a CDN would, and the
 * home also without compression).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { freePort, median, startServer } from './bench-processes';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium';
import { precompress } from './lib/precompress';
import { serveStatic } from './lib/static-site';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '' },
    dist: { type: 'string', default: 'dist/web' },
    'no-skeleton': { type: 'boolean', default: false },
    demo: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const PAGES = [
  { name: 'home', hash: '#/', login: false },
  { name: 'login', hash: '#/pages/userPages/login', login: false },
  { name: 'dz', hash: '#/pages/tabbarPages/home/dz', login: false },
  { name: 'My', hash: '#/pages/tabbarPages/mine/index', login: true },
  { name: 'recharge', hash: '#/pages/mine/recharge', login: true },
].filter((page) => !values.pages || values.pages.split(',').includes(page.name));

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function session(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({ username: 'demo01', password: 'demo1234' }),
  });
  const data = ((await response.json()) as { data: { token: string; uid: number; username: string } }).data;
  return { token: data.token, uid: String(data.uid), username: data.username, lang: 'en' };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is run again, twice at most. */
async function auditWithRetry(base: string, hash: string, storage: () => Promise<Record<string, string> | null>): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(base, hash, await storage());
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.error(`${hash}: ${error.message}; running it again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function audit(base: string, hash: string, storage: Record<string, string> | null): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    // Same-origin, app-free page (the mock's 404 JSON): sets the session without warming the HTTP cache.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${base}/bench-blank`);
    await page.evaluate(
      (entries: Record<string, string>) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      },
      storage ?? { lang: 'en' },
    );
    await page.close();
    await browser.disconnect();

    const result = await lighthouse(`${base}/h5/${hash}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${hash}`);
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`${hash}: ${lhr.runtimeError.message}`);
    // A logged-out visit to My would be measured on the login page the guard sends it to.
    if (!lhr.finalDisplayedUrl.endsWith(hash)) throw new Error(`${hash} ended on ${lhr.finalDisplayedUrl}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** The skeleton built with base /h5/ into a temporary folder, precompressed as the app is. */
async function buildSkeleton(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-skeleton-'));
  await build({
    configFile: false,
    root: 'scripts/bench-skeleton',
    base: '/h5/',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: true, target: 'es2020' },
  });
  await precompress(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Medians of RUNS audits of one page, a line of the table. */
async function measure(name: string, base: string, hash: string, storage: () => Promise<Record<string, string> | null>) {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const figures = await auditWithRetry(base, hash, storage);
    console.error(
      `${name} run ${run + 1}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
    );
    runs.push(figures);
  }
  const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return `| ${name} | ${m('performance')} | ${(m('lcpMs') / 1000).toFixed(2)} | ${Math.round(m('tbtMs'))} | ${m('cls').toFixed(3)} | ${m('accessibility')} | ${m('bestPractices')} |`;
}

/** The mock serving a built folder under /h5/, its clock frozen. */
const serve = async (dir: string) =>
  startServer(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts', '--static', dir, '--frozen'], {
    port: await freePort(),
    readyPath: '/h5/',
    env: { NODE_ENV: 'production' },
  });

/** The static demo on a plain file server: the pages of a visitor (a player's would need a login through its worker). */
async function measureDemo(lines: string[]) {
  if (!existsSync('dist/demo/mock-worker.js')) execFileSync('npm', ['run', 'build:demo'], { stdio: 'inherit' });
  // As `python3 -m http.server` sends it (no compression), and as a Pages site or a CDN does (gzip).
  for (const gzip of [false, true]) {
    const site = await serveStatic('dist/demo', { gzip });
    try {
      for (const page of PAGES.filter((p) => !p.login && (gzip || p.name === 'home')))
        lines.push(
          await measure(`${page.name} (static demo, ${gzip ? 'gzip' : 'plain'})`, site.url.replace(/\/$/, ''), page.hash, async () => null),
        );
    } finally {
      await site.close();
    }
  }
}

/** The table's head, naming what was measured. */
const tableHead = (source: string) => [
  `Lighthouse 12.8, mobile preset (simulated throttling), ${CHROMIUM}, median of ${RUNS}; ${source}.`,
  '',
  '| page | performance | LCP s | TBT ms | CLS | accessibility | best practices |',
  '|---|---|---|---|---|---|---|',
];

async function main() {
  if (values.demo) {
    const lines = tableHead('the static demo from dist/demo');
    await measureDemo(lines);
    console.log(lines.join('\n'));
    return;
  }
  if (values.dist === 'dist/web' && !existsSync('dist/web/index.html')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (!existsSync(join(values.dist, 'index.html'))) throw new Error(`${values.dist} holds no built app`);
  const lines = tableHead(`app from ${values.dist}`);
  const mock = await serve(values.dist);
  try {
    for (const page of PAGES)
      lines.push(await measure(page.name, mock.base, page.hash, async () => (page.login ? session(mock.base) : null)));
  } finally {
    await mock.stop();
  }
  if (!values['no-skeleton']) {
    const skeleton = await buildSkeleton();
    const server = await serve(skeleton.dir);
    try {
      lines.push(await measure('skeleton (ceiling)', server.base, '#/', async () => null));
    } finally {
      await server.stop();
      skeleton.remove();
    }
  }
  console.log(lines.join('\n'));
}

await main();
