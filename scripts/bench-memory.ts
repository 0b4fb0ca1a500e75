/**
 * npm run bench:memory — the mock's memory and start-up (docs/performance.md). Run with --expose-gc (the npm
 * script does). Options: --transfers N (100000), --runs N (3, start-up medians).
 *
 * 1. Start-up: spawns `node dist/mock/server.mjs --static dist/web` (as `npm start` does after its build) and
 *    times spawn → first answer of /h5/, beside a bare `node` HTTP server and the sources under tsx (as
 *    `npm run dev` runs them); RSS once answering. Then scripts/bench-startup-phases.ts says where tsx's time goes.
 * 2. Memory: an app in this process, `N` transfers over app.inject (central → venue and back, so the balance
 *    holds), heap after a full GC before and after: bytes kept per transfer (each writes two ledger entries).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../mock-server/src/app';
import { freePort, median, startServer } from './bench-processes';

const { values } = parseArgs({ options: { transfers: { type: 'string', default: '100000' }, runs: { type: 'string', default: '3' } } });
const TRANSFERS = Number(values.transfers);
const RUNS = Number(values.runs);
const STATIC_DIR = 'dist/web';
const BUNDLE = 'dist/mock/server.mjs';
const MB = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:memory does)');

function rssOf(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function startup() {
  if (!existsSync(`${STATIC_DIR}/index.html`) || !existsSync(BUNDLE))
    execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const mockMs: number[] = [];
  const sourcesMs: number[] = [];
  const bareMs: number[] = [];
  const rss: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const mock = await startServer(process.execPath, [BUNDLE, '--static', STATIC_DIR], { port: await freePort(), readyPath: '/h5/' });
    mockMs.push(mock.startMs);
    rss.push(rssOf(mock.child.pid));
    await mock.stop();
    const sources = await startServer(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts', '--static', STATIC_DIR], {
      port: await freePort(),
      readyPath: '/h5/',
    });
    sourcesMs.push(sources.startMs);
    await sources.stop();
    const bareScript = "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";
    const bare = await startServer(process.execPath, ['-e', bareScript], { port: await freePort(), readyPath: '/' });
    bareMs.push(bare.startMs);
    await bare.stop();
  }
  const phases = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-startup-phases.ts', STATIC_DIR], { encoding: 'utf8' }),
  ) as Record<string, number>;
  return { mockMs: median(mockMs), sourcesMs: median(sourcesMs), bareMs: median(bareMs), rss: median(rss), phases };
}

async function memory() {
  const app = await buildApp({ clockMode: 'frozen', validateOutput: false });
  gc?.();
  const afterStart = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed };
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'partner01', password: 'demo1234' } });
  const headers = { token: (login.json() as { data: { token: string } }).data.token, lang: 'en' };
  const transfer = (from: string, to: string) =>
    app.inject({ method: 'POST', url: '/api/fundslog/transfer', headers, payload: { from, to, amount: '1.00' } });
  // Warm-up: the venue wallet opens, JIT settles; not counted.
  for (let i = 0; i < 200; i++) await transfer(i % 2 ? 'ag_slots' : 'central', i % 2 ? 'central' : 'ag_slots');
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  for (let i = 0; i < TRANSFERS; i++) {
    const response = await transfer(i % 2 ? 'ag_slots' : 'central', i % 2 ? 'central' : 'ag_slots');
    if (i % 10000 === 0 && (response.json() as { code: number }).code !== 1) throw new Error(response.body);
  }
  const seconds = (performance.now() - started) / 1000;
  gc?.();
  const after = process.memoryUsage();
  await app.close();
  return { afterStart, before, after, seconds };
}

const s = await startup();
const m = await memory();
const perTransfer = (m.after.heapUsed - m.before) / TRANSFERS;
console.log(
  [
    `Node ${process.version}; start-up medians of ${RUNS}; memory in one process with --expose-gc (full GC before each reading).`,
    '',
    '| figure | value |',
    '|---|---|',
    `| \`npm start\`'s server process: spawn → first answer of /h5/ | ${Math.round(s.mockMs)} ms |`,
    `| the sources under tsx (as \`npm run dev\`): spawn → first answer of /h5/ | ${Math.round(s.sourcesMs)} ms |`,
    `| bare \`node\` HTTP server: spawn → first answer | ${Math.round(s.bareMs)} ms |`,
    `| server process RSS once answering | ${MB(s.rss)} |`,
    `| tsx start-up phases (ms since process start): loader ready / modules loaded / listening | ${s.phases.loaderReady} / ${s.phases.modulesLoaded} / ${s.phases.listening} |`,
    `| of which: 2 demo scrypt hashes / seedWorld / buildApp (its own seed included) | ${s.phases.scryptTwoHashesMs} / ${s.phases.seedWorldMs} / ${s.phases.buildAppMs} ms |`,
    `| RSS / heap after start (in-process app, after GC) | ${MB(m.afterStart.rss)} / ${MB(m.afterStart.heap)} |`,
    `| RSS / heap after ${TRANSFERS.toLocaleString('en')} transfers (after GC) | ${MB(m.after.rss)} / ${MB(m.after.heapUsed)} |`,
    `| heap kept per transfer (2 ledger entries each) | ${Math.round(perTransfer)} bytes |`,
    `| transfers over app.inject | ${Math.round(TRANSFERS / m.seconds)} per s |`,
  ].join('\n'),
);
