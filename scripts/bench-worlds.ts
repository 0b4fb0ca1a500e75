/**
 * npm run bench:worlds — what a named world costs (docs/performance.md, "Worlds"). Run with --expose-gc (the npm
 * script does). Options: --worlds N (50).
 *
 * One app in this process; N worlds created through the control API (`POST /__mock/worlds`, over app.inject) from the
 * seed, then N more from a copy of a world with a week of use (demo01 logged in, 200 transfers); heap after a full GC
 * before and after each batch: bytes per world. Beside it, the same number of `POST /__mock/reset`s of the default
 * world (a reset seeds a world too): the create's own overhead is the difference.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../mock-server/src/app';
import { median } from './bench-processes';

const { values } = parseArgs({ options: { worlds: { type: 'string', default: '50' } } });
const N = Number(values.worlds);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:worlds does)');
const MB = (bytes: number) => `${(bytes / 1048576).toFixed(2)} MB`;

const app = await buildApp({ clockMode: 'frozen', throttle: null });
const post = (url: string, payload: object, world?: string) =>
  app.inject({ method: 'POST', url, payload, headers: world ? { 'x-mock-world': world } : {} }).then((r) => {
    if (r.statusCode !== 200 || r.json().code !== 1) throw new Error(`${url}: ${r.body}`);
    return r.json().data as Record<string, unknown>;
  });

async function heapAfterGc(): Promise<number> {
  gc!();
  await new Promise((resolve) => setImmediate(resolve));
  gc!();
  return process.memoryUsage().heapUsed;
}

async function batch(label: string, create: (i: number) => Promise<unknown>) {
  const before = await heapAfterGc();
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const start = performance.now();
    await create(i);
    times.push(performance.now() - start);
  }
  const after = await heapAfterGc();
  console.log(`${label.padEnd(44)} ${MB((after - before) / N).padStart(9)} per world   create p50 ${median(times).toFixed(1)} ms`);
}

// Warm: the seeded snapshot is made once per process (core/store.ts), like a server's first reset.
await post('/__mock/worlds', { name: 'warm' });
await batch('from the seed', (i) => post('/__mock/worlds', { name: `seed-${i}` }));

const { token } = (await post('/api/user/login', { username: 'demo01', password: 'demo1234' }, 'warm')) as { token: string };
for (let i = 0; i < 100; i++) {
  for (const [from, to] of [
    ['central', 'ag_slots'],
    ['ag_slots', 'central'],
  ]) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/fundslog/transfer',
      payload: { from, to, amount: '10.00' },
      headers: { 'x-mock-world': 'warm', token },
    });
    if (answer.json().code !== 1) throw new Error(answer.body);
  }
}
await batch('copies of a world with 200 transfers', (i) => post('/__mock/worlds/warm/copy', { to: `copy-${i}` }));

const resets: number[] = [];
for (let i = 0; i < N; i++) {
  const start = performance.now();
  await post('/__mock/reset', {});
  resets.push(performance.now() - start);
}
console.log(`${'reset of the default world (the peer)'.padEnd(44)} ${''.padStart(9)}             p50 ${median(resets).toFixed(1)} ms`);
console.log(`heap with ${2 * N + 2} worlds: ${MB(await heapAfterGc())}`);
await app.close();
