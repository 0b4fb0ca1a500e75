/**
 * npm run bench:mock — the mock's throughput and latency beside a ceiling and a peer (docs/performance.md).
 *
 * Four servers, each in a process of its own, loaded by autocannon from this process, interleaved per row:
 *  - the mock in production mode (NODE_ENV=production: output check off) and in dev mode (output check on);
 *  - the ceiling: a bare Fastify app answering the same paths with the same bytes (scripts/bench-ceiling-server.ts);
 *  - the peer: json-server 0.17 (the last one for Node 20) over an equivalent in-memory JSON document.
 * Options: --duration S (8), --warmup S (2), --connections 10,50, --repeat N (3 interleaved rounds; medians),
 * --only NAME,NAME (scenarios whose name starts with one of these), --baseline PATH (another commit's bundled
 * server.mjs, run in production mode as a fifth server in the same interleaved rounds: a change's before and after
 * measured side by side, not in two runs). Nobody sends accept-encoding: bytes as JSON.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, median, startMock, startServer, type ServerProcess } from './bench-processes';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10,50' },
    repeat: { type: 'string', default: '3' },
    only: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = values.connections.split(',').map(Number);
const REPEAT = Number(values.repeat);
const BASELINE = values.baseline;
const BASELINE_NAME = 'mock (production, baseline bundle)';

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** The mock's (and the ceiling's) path and query. */
  mock: string;
  /** The same data through json-server's conventions. */
  peer: string;
  body?: string | ((issue: string) => string);
  /**
   * A write that spends money: every round of it starts from a reset world and a new login (the
   * demo player's balance would otherwise run out), and after it the balance tells how many
   * requests really acted — a refusal is HTTP 200 with code 0, which autocannon counts as success.
   */
  spendsFen?: number;
}

/** Headers each answer makes for itself (Fastify and Node write them): everything else the ceiling repeats. */
const PER_ANSWER_HEADERS = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);

const TRANSFER = JSON.stringify({ from: 'central', to: 'ag_slots', amount: '0.01' });
const scenarios: Scenario[] = [
  { name: 'common/getUserBalance', method: 'GET', mock: '/api/common/getUserBalance', peer: '/balance' },
  {
    name: 'game/getAllGameList 20/page',
    method: 'GET',
    mock: '/api/game/getAllGameList?category=2&page=1&pageSize=20',
    peer: '/games?_page=1&_limit=20',
  },
  {
    name: 'game/getAllGameList 100/page',
    method: 'GET',
    mock: '/api/game/getAllGameList?page=1&pageSize=100',
    peer: '/games?_page=1&_limit=100',
  },
  { name: 'fundslog/transfer (write)', method: 'POST', mock: '/api/fundslog/transfer', peer: '/transfers', body: TRANSFER },
  { name: 'Lottery/getLotteryInfo', method: 'GET', mock: '/api/Lottery/getLotteryInfo?lotteryId=1', peer: '/lotteryInfo' },
  {
    name: 'lottery/placeOrder 2 lines (write)',
    method: 'POST',
    mock: '/api/lottery/placeOrder',
    peer: '/orders',
    // The frozen clock keeps one round open: the issue is read from the mock before the loads.
    body: (issue) =>
      JSON.stringify({
        lotteryId: 1,
        issue,
        bets: [
          { option: 'big', amount: '1.00' },
          { option: 'odd', amount: '1.00' },
        ],
      }),
    spendsFen: 200,
  },
];
const ONLY = values.only?.split(',');
const chosen = ONLY ? scenarios.filter((s) => ONLY.some((prefix) => s.name.startsWith(prefix))) : scenarios;
/** The body a scenario sends, once the open round's issue is known. */
let bodyOf = (scenario: Scenario): string | undefined => (typeof scenario.body === 'function' ? undefined : scenario.body);

interface Row {
  scenario: string;
  connections: number;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

async function load(url: string, scenario: Scenario, headers: Record<string, string>, connections: number, duration: number) {
  const result = await autocannon({
    url,
    connections,
    duration,
    method: scenario.method,
    headers: { ...headers, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    body: bodyOf(scenario),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    ok2xx: result['2xx'],
  };
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-mock-'));
  const servers: ServerProcess[] = [];
  try {
    const [prod, dev, baseline] = await Promise.all([
      startMock(await freePort(), { NODE_ENV: 'production' }),
      startMock(await freePort(), { NODE_ENV: 'development' }),
      BASELINE ? startMock(await freePort(), { NODE_ENV: 'production' }, [], { bundle: BASELINE }) : undefined,
    ]);
    servers.push(prod, dev, ...(baseline ? [baseline] : []));

    const tokenOf = async (mock: ServerProcess) => {
      const response = await fetch(`${mock.base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'partner01', password: 'demo1234' }),
      });
      return ((await response.json()) as { data: { token: string } }).data.token;
    };
    const headersOf = async (mock: ServerProcess) => ({ TOKEN: await tokenOf(mock), lang: 'en' });
    const mockHeaders = new Map<ServerProcess, Record<string, string>>();
    for (const mock of [prod, dev, baseline]) if (mock) mockHeaders.set(mock, await headersOf(mock));
    const balanceFen = async (mock: ServerProcess) => {
      const response = await fetch(`${mock.base}/api/common/getUserBalance`, { headers: mockHeaders.get(mock) });
      const { data } = (await response.json()) as { data: { balance: string } };
      return Math.round(Number(data.balance) * 100);
    };
    /** A new world and a new login, so a spending round starts with the demo player's full balance. */
    const freshWorld = async (mock: ServerProcess) => {
      await fetch(`${mock.base}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      mockHeaders.set(mock, await headersOf(mock));
    };
    const info = await fetch(`${prod.base}/api/Lottery/getLotteryInfo?lotteryId=1`);
    const openIssue = ((await info.json()) as { data: { current: { issue: string } } }).data.current.issue;
    bodyOf = (scenario) => (typeof scenario.body === 'function' ? scenario.body(openIssue) : scenario.body);

    // The bytes the mock answers (its secure headers included) become the ceiling's answers; its bodies, the peer's document.
    const bodies: Record<string, string> = {};
    const answers: Record<string, { body: string; headers: Record<string, string> }> = {};
    for (const scenario of scenarios) {
      const response = await fetch(prod.base + scenario.mock, {
        method: scenario.method,
        headers: { ...mockHeaders.get(prod), 'content-type': 'application/json' },
        body: bodyOf(scenario),
      });
      const text = await response.text();
      if ((JSON.parse(text) as { code: number }).code !== 1) throw new Error(`${scenario.name}: ${text}`);
      bodies[scenario.mock] = text;
      const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER_HEADERS.has(name)));
      answers[scenario.mock] = { body: text, headers };
    }
    const bodiesFile = join(work, 'answers.json');
    writeFileSync(bodiesFile, JSON.stringify(answers));
    const dataOf = (path: string) => (JSON.parse(bodies[path] ?? 'null') as { data: { list?: unknown[] } }).data;
    const peerDb = join(work, 'db.js');
    // A function module: json-server keeps it in memory (a .json file would be rewritten on every POST).
    writeFileSync(
      peerDb,
      `module.exports = () => (${JSON.stringify({ balance: dataOf('/api/common/getUserBalance'), games: dataOf('/api/game/getAllGameList?page=1&pageSize=100').list, transfers: [], lotteryInfo: dataOf('/api/Lottery/getLotteryInfo?lotteryId=1'), orders: [] })});\n`,
    );

    const ceiling = await startServer(process.execPath, ['--import', 'tsx', 'scripts/bench-ceiling-server.ts', bodiesFile], {
      port: await freePort(),
      readyPath: '/ready',
    });
    servers.push(ceiling);
    const peerPort = await freePort();
    const peer = await startServer(
      process.execPath,
      ['node_modules/json-server/lib/cli/bin.js', peerDb, '--port', String(peerPort), '--quiet'],
      { port: peerPort, readyPath: '/balance' },
    );
    servers.push(peer);

    const targets = [
      { name: 'mock (production)', url: (s: Scenario) => prod.base + s.mock, mock: prod },
      { name: 'mock (dev, output check)', url: (s: Scenario) => dev.base + s.mock, mock: dev },
      { name: 'bare Fastify (ceiling)', url: (s: Scenario) => ceiling.base + s.mock, mock: undefined },
      { name: 'json-server 0.17 (peer)', url: (s: Scenario) => peer.base + s.peer, mock: undefined },
      ...(baseline ? [{ name: BASELINE_NAME, url: (s: Scenario) => baseline.base + s.mock, mock: baseline }] : []),
    ];
    /** One load of one target; a spending scenario on a mock starts from a fresh world and checks what acted. */
    const loadTarget = async (target: (typeof targets)[number], scenario: Scenario, connections: number, duration: number) => {
      const mock = target.mock;
      if (!mock) return { ...(await load(target.url(scenario), scenario, {}, connections, duration)), refused: 0 };
      if (scenario.spendsFen) await freshWorld(mock);
      const before = scenario.spendsFen ? await balanceFen(mock) : 0;
      const figures = await load(target.url(scenario), scenario, mockHeaders.get(mock) ?? {}, connections, duration);
      const acted = scenario.spendsFen ? (before - (await balanceFen(mock))) / scenario.spendsFen : figures.ok2xx;
      // Requests still in flight when the load stops act without being counted as answered: at most `connections` more.
      return { ...figures, refused: Math.max(0, figures.ok2xx - acted) };
    };

    const rows: Row[] = [];
    for (const scenario of chosen) {
      for (const target of targets) await loadTarget(target, scenario, CONNECTIONS[0] ?? 10, WARMUP);
      for (const connections of CONNECTIONS) {
        // Rounds of every server in turn; each figure is the median of its rounds, so a burst of the
        // machine's other work lands on one round of one server, not on the whole row.
        const rounds = new Map<string, Array<Awaited<ReturnType<typeof loadTarget>>>>();
        for (let round = 0; round < REPEAT; round++) {
          for (const target of targets) {
            const figures = await loadTarget(target, scenario, connections, DURATION);
            rounds.set(target.name, [...(rounds.get(target.name) ?? []), figures]);
            console.error(
              `${scenario.name} c=${connections} ${target.name} round ${round + 1}: ${Math.round(figures.rps)} req/s p99 ${figures.p99} ms`,
            );
          }
        }
        for (const target of targets) {
          const figures = rounds.get(target.name) ?? [];
          const mid = (pick: (f: (typeof figures)[number]) => number) => median(figures.map(pick));
          rows.push({
            scenario: scenario.name,
            connections,
            target: target.name,
            rps: mid((f) => f.rps),
            p50: mid((f) => f.p50),
            p99: mid((f) => f.p99),
            bad: figures.reduce((sum, f) => sum + f.bad + f.refused, 0),
          });
        }
      }
    }
    print(rows);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

function print(rows: Row[]) {
  const find = (scenario: string, connections: number, target: string) =>
    rows.find((r) => r.scenario === scenario && r.connections === connections && r.target.startsWith(target));
  const ratio = (a: Row | undefined, b: Row | undefined) => (a && b && b.rps > 0 ? `${(a.rps / b.rps).toFixed(2)}×` : '–');
  const lines = [
    `autocannon, medians of ${REPEAT} interleaved rounds of ${DURATION} s per row after a ${WARMUP} s warm-up, loopback, Node ${process.version}; each server in its own process.`,
    '',
    '| endpoint | conns | server | req/s | p50 ms | p99 ms | errors, non-2xx, refused |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.scenario} | ${r.connections} | ${r.target} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.bad} |`),
    '',
    `| endpoint | conns | production / ceiling | production / json-server | dev / ceiling |${BASELINE ? ' production / baseline |' : ''}`,
    `|---|---|---|---|---|${BASELINE ? '---|' : ''}`,
  ];
  for (const scenario of chosen) {
    for (const connections of CONNECTIONS) {
      const prod = find(scenario.name, connections, 'mock (production)');
      lines.push(
        `| ${scenario.name} | ${connections} | ${ratio(prod, find(scenario.name, connections, 'bare'))} | ${ratio(prod, find(scenario.name, connections, 'json-server'))} | ${ratio(find(scenario.name, connections, 'mock (dev'), find(scenario.name, connections, 'bare'))} |` +
          (BASELINE ? ` ${ratio(prod, find(scenario.name, connections, BASELINE_NAME))} |` : ''),
      );
    }
  }
  console.log(lines.join('\n'));
}

await main();
