/**
 * npm run bench:lighthouse — Lighthouse 12 (mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU)
 * on the built app served by the mock server (`dist/web`, built when missing), in Debian's Chromium with the
 * flags of playwright.config.ts. Pages: home, login, dz, My and recharge (the last two logged in as demo01: the
 * session goes into localStorage from a blank same-origin page first, and Lighthouse keeps storage). Each run
 * gets a fresh browser profile (cold cache). Prints the medians of --runs (3) per page.
 * Options: --runs N, --pages home,login (a subset).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, median, startServer } from './bench-processes';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, pages: { type: 'string', default: '' } } });
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
    if (lhr.runtimeError) throw new Error(`${hash}: ${lhr.runtimeError.message}`);
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

async function main() {
  if (!existsSync('dist/web/index.html')) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const mock = await startServer(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts', '--static', 'dist/web', '--frozen'], {
    port: await freePort(),
    readyPath: '/h5/',
    env: { NODE_ENV: 'production' },
  });
  const lines = [
    `Lighthouse 12.8, mobile preset (simulated throttling), ${CHROMIUM}, median of ${RUNS}.`,
    '',
    '| page | performance | accessibility | best practices | LCP s | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|',
  ];
  try {
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const figures = await audit(mock.base, page.hash, page.login ? await session(mock.base) : null);
        console.error(
          `${page.name} run ${run + 1}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}`,
        );
        runs.push(figures);
      }
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
      lines.push(
        `| ${page.name} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${(m('lcpMs') / 1000).toFixed(2)} | ${Math.round(m('tbtMs'))} | ${m('cls').toFixed(3)} |`,
      );
    }
  } finally {
    await mock.stop();
  }
  console.log(lines.join('\n'));
}

await main();
