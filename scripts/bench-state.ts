/**
 * npm run bench:state — what `--state FILE` costs a write (docs/performance.md, "Persistence").
 *
 * The bundled mock (rebuilt once per run) in a process of its own, once in memory and once with `--state`, loaded by
 * autocannon from this process at 10 connections with `fundslog/transfer` as demo01, central → a venue and back (so
 * the balance never runs out): transfers/s, p50 and p99 latency, and the ratio state/memory in the same run. Each
 * measure is the median of ROUNDS windows of WINDOW transfers, the servers in turn (all of them run at once, idle
 * while another is loaded), after the first 1,000 (the JIT warm, the world young) and after TRANSFERS. Every answer
 * must be `code: 1` (a refusal is HTTP 200 too): the bench counts them, and exits 1 on any refusal.
 * Options: --transfers N (100000), --window N (2000), --rounds N (3), --connections N (10), --port P (4800; the
 * servers take P, P+1 and P+2), --baseline PATH (another commit's bundled server.mjs with --state, measured after
 * 1,000 only: a whole-file save per write grows with the world, so its 100,000 would take hours).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureMockBundle, MOCK_BUNDLE, startServer, type ServerProcess } from './bench-processes';

const { values } = parseArgs({
  options: {
    transfers: { type: 'string', default: '100000' },
    window: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4800' },
    baseline: { type: 'string' },
  },
});
const TRANSFERS = Number(values.transfers);
const WINDOW = Number(values.window);
const CONNECTIONS = Number(values.connections);
const FIRST = 1000;
const ROUNDS = Number(values.rounds);

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  refused: number;
}

async function token(base: string): Promise<string> {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({ username: 'demo01', password: 'demo1234' }),
  });
  const answer = (await response.json()) as { code: number; data: { token: string } };
  if (answer.code !== 1) throw new Error(`login refused: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

/** `amount` transfers (half out, half back) at CONNECTIONS connections. */
async function transfers(base: string, tokenValue: string, amount: number): Promise<Measure> {
  let ok = 0;
  let refused = 0;
  const count = (_status: number, body: string) => void (body.startsWith('{"code":1') ? ok++ : refused++);
  const body = (from: string, to: string) => JSON.stringify({ from, to, amount: '1.00' });
  const started = performance.now();
  const result = await autocannon({
    url: `${base}/api/fundslog/transfer`,
    connections: CONNECTIONS,
    amount,
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', token: tokenValue },
    requests: [
      { body: body('central', 'ag_slots'), onResponse: count },
      { body: body('ag_slots', 'central'), onResponse: count },
    ],
  });
  // Over the wall time of the window: autocannon's own duration is in whole seconds, and a window lasts one or two.
  const seconds = (performance.now() - started) / 1000;
  return { rps: result.requests.total / seconds, p50: result.latency.p50, p99: result.latency.p99, ok, refused };
}

/** One server under test, with what was measured of it and what it printed. */
interface Target {
  name: string;
  server: ServerProcess;
  folder: string;
  token: string;
  done: number;
  first: Measure[];
  last: Measure[];
  compactions: string[];
}

async function start(name: string, bundle: string, port: number, state: boolean): Promise<Target> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-state-'));
  const args = [bundle, '--frozen', ...(state ? ['--state', join(folder, 'world.json')] : [])];
  const server = await startServer(process.execPath, args, { port, readyPath: '/api/common/getSystemInfo', stdout: true });
  const compactions: string[] = [];
  server.child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.startsWith('State file compacted')) compactions.push(line);
  });
  return { name, server, folder, token: await token(server.base), done: 0, first: [], last: [], compactions };
}

async function drive(target: Target, amount: number): Promise<Measure> {
  const measure = await transfers(target.server.base, target.token, amount);
  target.done += amount;
  return measure;
}

async function stop(target: Target): Promise<string> {
  const files = readdirSync(target.folder)
    .map((file) => `${file} ${(statSync(join(target.folder, file)).size / 1e6).toFixed(1)} MB`)
    .join(', ');
  await target.server.stop();
  rmSync(target.folder, { recursive: true, force: true });
  return files;
}

/** ROUNDS windows per target, the targets interleaved, so the machine's load of the moment weighs on each alike. */
async function measureRounds(targets: Target[], into: 'first' | 'last'): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) for (const target of targets) target[into].push(await drive(target, WINDOW));
}

ensureMockBundle();
const port = Number(values.port);
const memory = await start('memory', MOCK_BUNDLE, port, false);
const journal = await start('--state (journal)', MOCK_BUNDLE, port + 1, true);
const baseline = values.baseline ? await start('--state (baseline bundle)', values.baseline, port + 2, true) : undefined;
const all = [memory, journal, ...(baseline ? [baseline] : [])];
const files = new Map<Target, string>();
for (const target of all) await drive(target, FIRST);
await measureRounds(all, 'first');
// A whole-file save per write grows with the world: the baseline stops here (its 100,000 would take hours).
if (baseline) files.set(baseline, await stop(baseline));
// Filled in slices, the two in turn, up to TRANSFERS each.
while (memory.done < TRANSFERS || journal.done < TRANSFERS)
  for (const target of [memory, journal]) if (target.done < TRANSFERS) await drive(target, Math.min(10_000, TRANSFERS - target.done));
await measureRounds([memory, journal], 'last');
for (const target of [memory, journal]) files.set(target, await stop(target));

/** The median window by throughput. */
const middle = (measures: Measure[]): Measure | undefined => [...measures].sort((a, b) => a.rps - b.rps)[Math.floor(measures.length / 2)];
const describe = (measure: Measure | undefined, against: Measure | undefined) =>
  measure
    ? `${measure.rps.toFixed(0).padStart(6)}/s p50 ${String(measure.p50).padStart(3)} ms p99 ${String(measure.p99).padStart(3)} ms` +
      `${against ? ` ×${(measure.rps / against.rps).toFixed(2)}` : ''}`
    : '—';
console.log(
  `\nfundslog/transfer at ${CONNECTIONS} connections (demo01, central ↔ ag_slots), median of ${ROUNDS} interleaved windows of ${WINDOW}`,
);
console.log(`${'mode'.padEnd(28)}${`after ${FIRST}`.padEnd(44)}after ${TRANSFERS}`);
for (const target of all) {
  const against = target === memory ? undefined : memory;
  console.log(
    `${target.name.padEnd(28)}${describe(middle(target.first), against && middle(against.first)).padEnd(44)}${describe(middle(target.last), against && middle(against.last))}`,
  );
}
for (const target of all) {
  console.log(`${target.name}: files at the end: ${files.get(target) || 'none'}`);
  for (const line of target.compactions) console.log(`${target.name}: ${line}`);
}
const refused = all.flatMap((target) => [...target.first, ...target.last]).reduce((sum, measure) => sum + measure.refused, 0);
if (refused > 0) {
  console.log(`${refused} transfers refused: the figures do not count`);
  process.exitCode = 1;
}
