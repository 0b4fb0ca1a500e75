/**
 * npm run bench:mock:profile — where the mock's time goes. Runs the production-mode mock under `node --cpu-prof`,
 * loads it with autocannon (common/getUserBalance, then game/getAllGameList 20 per page; 50 connections), stops
 * it so the profile is written, and prints the functions with the most self time, our functions by total time, and
 * the files that own the self time. Options: --duration S (8 per endpoint), --top N (25), --dev (output check on).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, startMock } from './bench-processes';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '8' }, top: { type: 'string', default: '25' }, dev: { type: 'boolean', default: false } },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per key (function, or owner), in microseconds, from a .cpuprofile's samples. */
function selfTimes(profile: CpuProfile, keyOf: (node: ProfileNode) => string): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return totals;
}

/** Total time (self + callees) per function of our own code, each function counted once per sample. */
function ownInclusiveTimes(profile: CpuProfile): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame || !/\/(mock-server|contracts)\/src\//.test(frame.url)) continue;
      const key = `${frame.functionName || '(anonymous)'} ${where(frame.url)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
    }
  });
  return totals;
}

const cwd = process.cwd();
const where = (url: string) => {
  const path = url.replace(/^file:\/\//, '');
  if (!path) return '(native)';
  const inModules = path.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (inModules) return path.slice(path.indexOf(inModules[0]) + 'node_modules/'.length);
  if (path.startsWith('node:')) return path;
  return relative(cwd, path) || path;
};

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'mock-profile-'));
  const mock = await startMock(
    await freePort(),
    { NODE_ENV: values.dev ? 'development' : 'production' },
    ['--cpu-prof', '--cpu-prof-dir', dir],
    'sources',
  );
  try {
    const login = await fetch(`${mock.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'partner01', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    for (const path of ['/api/common/getUserBalance', '/api/game/getAllGameList?category=2&page=1&pageSize=20']) {
      const result = await autocannon({
        url: mock.base + path,
        connections: 50,
        duration: Number(values.duration),
        headers: { TOKEN: token, lang: 'en' },
      });
      console.log(
        `${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} bad`,
      );
    }
  } finally {
    await mock.stop();
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('no .cpuprofile written');
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  rmSync(dir, { recursive: true, force: true });

  const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const idle = selfTimes(profile, (node) => node.callFrame.functionName).get('(idle)') ?? 0;
  const busy = total - idle;
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
  const table = (title: string, totals: Map<string, number>) => {
    const rows = [...totals]
      .filter(([key]) => !key.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(values.top));
    console.log(`\n${title}\n\n| self time (of busy) | ms | where |\n|---|---|---|`);
    for (const [key, us] of rows) console.log(`| ${pct(us)} | ${(us / 1000).toFixed(0)} | ${key} |`);
  };
  console.log(`\nprofile: ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (includes start-up)`);
  table(
    'Top functions by self time',
    selfTimes(profile, (n) => `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`),
  );
  table('Our functions by total time (self + callees)', ownInclusiveTimes(profile));
  table(
    'Self time by file',
    selfTimes(profile, (n) => (n.callFrame.url ? where(n.callFrame.url) : n.callFrame.functionName)),
  );
}

await main();
