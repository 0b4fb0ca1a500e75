/**
 * npm run bench:availability — what one flooding client costs everyone else (docs/reliability.md).
 *
 * The mock runs as `npm start` runs it (the bundle, its own process, frozen clock). "Other players" — four
 * clients on 127.0.0.1, each logged in as a demo player, sending one request after another (their balance,
 * the lottery list, the daily sign-in: reads and a write) — are measured alone (the baseline), then while one
 * client on its own loopback address (127.0.0.2 …, so per-client limits see a stranger) floods:
 *  - registrations: 32 at a time, fresh names; then the same from 32 addresses (each within its throttle, so
 *    every one is hashed: what hashing outside the write lock buys, beside what the throttle does);
 *  - logins: 32 at a time, wrong passwords for demo01 (then its budget, then the throttle, answer);
 *  - uploads: 4 at a time, a 12-megapixel JPEG (decoded) and a 7000 × 7000 one (refused by its header);
 *  - clock moves: 4 at a time, a year (the bound) then three of 30 days, through the control API until the clock
 *    reaches the end of its range (the others' sessions expire: their 401s count as answers).
 * Reported: the others' p50 / p99 / max and count per phase with the ratio to the baseline, and what the flood
 * got (accepted / refused). Also: how long a wrong login takes for a name that exists and for one that does
 * not (medians of 15, each from a fresh address so no wait or throttle answers instead).
 * Options: --seconds S per phase (8).
 */
import { request as httpRequest, Agent } from 'node:http';
import { parseArgs } from 'node:util';
import { multipartBody } from '../mock-server/test/multipart';
import { flatJpeg } from '../mock-server/test/uploads/image-fixtures';
import { freePort, startMock } from './bench-processes';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '8' } } });
const PHASE_MS = Number(values.seconds) * 1000;

interface Answer {
  status: number;
  body: string;
  ms: number;
}

const agents = new Map<string, Agent>();
/** One HTTP request from a given loopback address (Linux routes all of 127/8 to lo). */
function send(
  base: string,
  from: string,
  method: 'GET' | 'POST',
  path: string,
  options: { json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const agent = agents.get(from) ?? new Agent({ keepAlive: true, localAddress: from, maxSockets: 64 });
  agents.set(from, agent);
  const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (body) headers['content-length'] = String(body.length);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const codeOf = (answer: Answer) => {
  try {
    return (JSON.parse(answer.body) as { code: number }).code;
  } catch {
    return -1;
  }
};

async function login(base: string, from: string, username: string): Promise<{ token: string; uid: number }> {
  const answer = await send(base, from, 'POST', '/api/user/login', { json: { username, password: 'demo1234' } });
  const parsed = JSON.parse(answer.body) as { code: number; data: { token: string; uid: number } };
  if (parsed.code !== 1) throw new Error(`login ${username}: ${answer.body}`);
  return parsed.data;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

/** The other players: each sends its next request as soon as the last one is answered, until `until`. */
async function otherPlayers(base: string, sessions: Array<{ token: string }>, until: number): Promise<number[]> {
  const latencies: number[] = [];
  const paths: Array<['GET' | 'POST', string]> = [
    ['GET', '/api/common/getUserBalance'],
    ['GET', '/api/lottery/lotteryList'],
    ['POST', '/api/common/signin'],
    ['GET', '/api/common/getUser'],
  ];
  await Promise.all(
    sessions.map(async (session, i) => {
      for (let n = i; performance.now() < until; n++) {
        const [method, path] = paths[n % paths.length]!;
        const answer = await send(base, '127.0.0.1', method, path, {
          headers: { token: session.token },
          ...(method === 'POST' ? { json: {} } : {}),
        });
        // 401: the clock flood moved time past the session's 7 days, an answer all the same.
        if (answer.status !== 200 && answer.status !== 401) throw new Error(`${path}: HTTP ${answer.status}`);
        latencies.push(answer.ms);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

/** Keeps `parallel` flood requests in flight until `until`; counts what they were answered. */
async function flood(
  parallel: number,
  until: number,
  next: (n: number) => Promise<Answer>,
): Promise<{ ok: number; refused: number; other: number }> {
  const tally = { ok: 0, refused: 0, other: 0 };
  let n = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) {
        const answer = await next(n++);
        const code = codeOf(answer);
        if (code === 1) tally.ok++;
        else if (code === 0) tally.refused++;
        else tally.other++;
      }
    }),
  );
  return tally;
}

function multipart(bytes: Buffer): { body: Buffer; contentType: string } {
  const { payload, contentType } = multipartBody([
    { name: 'directory', value: 'authorization' },
    { name: 'imgPath', filename: 'receipt.jpg', type: 'image/jpeg', bytes },
  ]);
  return { body: payload, contentType };
}

const port = await freePort();
const server = await startMock(port, {});
const base = server.base;
try {
  const others = await Promise.all(['demo01', 'demo02', 'demo03', 'partner01'].map((name) => login(base, '127.0.0.1', name)));
  const uploader = await login(base, '127.0.0.4', 'demo03');
  const photo = flatJpeg(4000, 3000);
  // 49 megapixels in a few kilobytes: what a header check must refuse without decoding.
  const huge = flatJpeg(7000, 7000);

  const floods: Array<{ name: string; parallel: number; next: (n: number) => Promise<Answer> }> = [
    {
      name: 'registrations, 32 at a time',
      parallel: 32,
      next: (n) =>
        send(base, '127.0.0.2', 'POST', '/api/user/register', {
          json: {
            username: `fl${String(n).padStart(6, '0')}`,
            password: 'abc12345',
            confirmPassword: 'abc12345',
            mobile: '13812345678',
            realName: '测试玩家',
            secondaryPassword: '654321',
            agreement: true,
          },
        }),
    },
    {
      // Not one flooder but a crowd: 32 addresses, each within its throttle, so every request is hashed.
      name: 'registrations from 32 addresses, each under its throttle',
      parallel: 32,
      next: (n) =>
        send(base, `127.0.1.${(n % 32) + 1}`, 'POST', '/api/user/register', {
          json: {
            username: `cr${String(n).padStart(6, '0')}`,
            password: 'abc12345',
            confirmPassword: 'abc12345',
            mobile: '13812345678',
            realName: '测试玩家',
            secondaryPassword: '654321',
            agreement: true,
          },
        }),
    },
    {
      name: 'wrong logins for demo01, 32 at a time',
      parallel: 32,
      next: (n) => send(base, '127.0.0.3', 'POST', '/api/user/login', { json: { username: 'demo01', password: `guess${n}99` } }),
    },
    {
      name: 'uploads (12 MP, and 7000 × 7000 by header), 4 at a time',
      parallel: 4,
      next: (n) => {
        const { body, contentType } = multipart(n % 2 === 0 ? photo : huge);
        return send(base, '127.0.0.4', 'POST', '/api/common/upload', {
          body,
          headers: { 'content-type': contentType, token: uploader.token, authorization: String(uploader.uid) },
        });
      },
    },
    {
      name: 'clock moves (a year, then three of 30 days), 4 at a time',
      parallel: 4,
      next: (n) => send(base, '127.0.0.5', 'POST', '/__mock/clock/advance', { json: { days: n % 4 === 0 ? 366 : 30 } }),
    },
  ];

  const rows: string[] = [];
  const baselineUntil = performance.now() + PHASE_MS;
  const baseline = await otherPlayers(base, others, baselineUntil);
  const p99Base = percentile(baseline, 99);
  rows.push(
    `| none (baseline) | ${baseline.length} | ${percentile(baseline, 50).toFixed(1)} | ${p99Base.toFixed(1)} | ${baseline.at(-1)?.toFixed(1)} | 1.0 | — |`,
  );
  for (const f of floods) {
    const until = performance.now() + PHASE_MS;
    const [latencies, tally] = await Promise.all([otherPlayers(base, others, until), flood(f.parallel, until, f.next)]);
    const p99 = percentile(latencies, 99);
    rows.push(
      `| ${f.name} | ${latencies.length} | ${percentile(latencies, 50).toFixed(1)} | ${p99.toFixed(1)} | ${latencies.at(-1)?.toFixed(1)} | ${(p99 / p99Base).toFixed(1)} | ${tally.ok} accepted, ${tally.refused} refused${tally.other ? `, ${tally.other} other` : ''} |`,
    );
  }

  const timing = async (username: string) => {
    const times: number[] = [];
    for (let i = 0; i < 15; i++)
      times.push(
        (
          await send(base, `127.0.2.${i + 1 + (username === 'demo02' ? 0 : 100)}`, 'POST', '/api/user/login', {
            json: { username, password: 'wrong1234' },
          })
        ).ms,
      );
    return median(times);
  };
  const known = await timing('demo02');
  const unknown = await timing('nobody99');

  console.log(`bench:availability — ${values.seconds} s per phase; other players: 4 clients, one request after another\n`);
  console.log("| flood from one client | others' requests | p50 ms | p99 ms | max ms | p99 ÷ baseline | the flood got |");
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(row);
  console.log(
    `\nA wrong login, median of 15: a name that exists ${known.toFixed(1)} ms, one that does not ${unknown.toFixed(1)} ms (ratio ${(unknown / known).toFixed(2)})`,
  );
} finally {
  for (const agent of agents.values()) agent.destroy();
  await server.stop();
}
