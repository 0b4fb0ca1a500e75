/**
 * Mock server throughput and latency over real HTTP on loopback: a bounded number of requests per
 * scenario at a fixed concurrency, in production mode (no output validation) and in test mode (with
 * it). Prints a Markdown table for docs/performance.md. Usage: npm run bench:mock
 * BENCH_STATE=1 runs the server with a state file (--state: each write is answered once it is on disk).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../mock-server/src/app';
import { keepWorldIn } from '../mock-server/src/core/state-file';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WITH_STATE = process.env.BENCH_STATE === '1';

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth: boolean;
}

const scenarios: Scenario[] = [
  { name: 'common/getSystemInfo (no auth)', method: 'GET', path: 'common/getSystemInfo', auth: false },
  { name: 'common/getUserBalance (auth)', method: 'GET', path: 'common/getUserBalance', auth: true },
  { name: 'game/getAllGameList (category 2, 20 per page)', method: 'GET', path: 'game/getAllGameList?category=2&page=1&pageSize=20', auth: false },
  { name: 'fundslog/transfer central→venue (write, mutex)', method: 'POST', path: 'fundslog/transfer', body: { from: 'central', to: 'ag_slots', amount: '0.01' }, auth: true },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(validateOutput: boolean) {
  const app = await buildApp({ clockMode: 'frozen', validateOutput, logger: false });
  if (WITH_STATE) await keepWorldIn(app, app.mock, join(await mkdtemp(join(tmpdir(), 'bench-state-')), 'world.json'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}/api/`;
  const login = (await (
    await fetch(`${base}user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'partner01', password: 'demo1234' }) })
  ).json()) as { data: { token: string } };
  const token = login.data.token;

  // Warm-up: JIT and connection pool, not counted.
  for (let i = 0; i < 300; i++) await fetch(`${base}common/getSystemInfo`);

  const rows: string[] = [];
  for (const scenario of scenarios) {
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(base + scenario.path, {
          method: scenario.method,
          headers: { 'content-type': 'application/json', lang: 'en', ...(scenario.auth ? { TOKEN: token } : {}) },
          body: scenario.body ? JSON.stringify(scenario.body) : undefined,
        });
        const body = (await res.json()) as { code: number };
        if (body.code !== 1) failures += 1;
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    rows.push(
      `| ${scenario.name} | ${validateOutput ? 'on' : 'off'} | ${Math.round(latencies.length / seconds)} | ${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 95).toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} | ${failures} |`,
    );
  }
  await app.close();
  return rows;
}

const header = [
  `${REQUESTS} requests per scenario, ${CONCURRENCY} concurrent, loopback HTTP, Node ${process.version}${WITH_STATE ? ', with a state file (--state)' : ''}.`,
  '',
  '| scenario | output check | req/s | p50 ms | p95 ms | p99 ms | failures |',
  '|---|---|---|---|---|---|---|',
];
const rows = [...(await run(false)), ...(await run(true))];
console.log([...header, ...rows].join('\n'));
