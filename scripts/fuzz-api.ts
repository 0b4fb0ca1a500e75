/**
 * `npm run test:fuzz`: malformed requests to every operation of /api/openapi.json, through app.inject
 * (no network). Every answer must be the envelope (or 401/405/413/431), carry no stack or internal
 * path, take under 5 s, and the ledger audit must be clean afterwards. Then positive checks
 * (fuzz/positive.ts): requests the document accepts, counted where the server refuses one for a rule the
 * document could have expressed (an anomaly). Seeded: FUZZ_SEED (default 9).
 *
 * The malformed requests and the edge cases go to a named world (`X-Mock-World: fuzz`), and the default world must
 * come out of them exactly as it went in: what one world's callers do never reaches another's.
 */
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { buildApp } from '../mock-server/src/app';
import { auditLedger } from '../mock-server/src/core/ledger';
import { casesFor, objectFields, seeded, uploadCases, type FuzzCase, type Operation } from './fuzz/cases';
import { edgeCases } from './fuzz/edge-cases';
import { secretBursts } from './fuzz/secret-bursts';
import { positiveChecks, positiveLines, type PositiveDoc } from './fuzz/positive';
import type { JsonSchema } from './fuzz/schema-sample';

const SEED = Number(process.env.FUZZ_SEED ?? 9);
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 50);
const SLOW_MS = 5_000;
const ANSWERED_BY_NODE = new Set([413, 431]);
// `field`: the input a refusal is about (the contract's `Refusal`), when it names one.
const Envelope = z
  .object({ code: z.union([z.literal(0), z.literal(1), z.literal(401)]), msg: z.string(), field: z.string().optional(), data: z.unknown() })
  .strict();
const LEAKS = [/\n\s+at /, /\bat [\w.<>]+ \(/, /\/work\//, /node_modules/, /\.tsx?:\d+/, /[A-Z]\w+Error:/, /\/home\//, /file:\/\//];

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        security?: Array<Record<string, unknown>>;
        parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

const app = await buildApp({ clockMode: 'frozen', seed: 20261122 });
const FUZZ_WORLD = 'fuzz';
const created = await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: FUZZ_WORLD } });
if (created.json().code !== 1) throw new Error(`fuzzer could not create its world: ${created.body}`);
const defaultWorldBefore = JSON.stringify(app.mock.export());
/** One request, to the fuzzer's world unless `world` is null (the default world). */
const inject = (
  c: Pick<FuzzCase, 'method' | 'url' | 'headers' | 'payload'>,
  remoteAddress = '127.0.0.1',
  world: string | null = FUZZ_WORLD,
) =>
  app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers: world === null ? c.headers : { 'x-mock-world': world, ...c.headers },
    remoteAddress,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
/**
 * The fuzzer's own logins come from another address than its cases: wrong passwords and floods among the
 * cases spend their client's budget and throttle, not the session the next operation needs.
 */
const OWN_ADDRESS = '10.0.0.9';

const doc = (await inject({ method: 'GET', url: '/api/openapi.json', headers: {} })).json() as Doc;
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => {
    const query = (op.parameters ?? []).filter((p) => p.in === 'query');
    const content = op.requestBody?.content ?? {};
    const multipart = 'multipart/form-data' in content;
    return {
      id: op.operationId,
      method: method.toUpperCase() as 'GET' | 'POST',
      path: path.replace(/^\/api\//, ''),
      // Required only when every security alternative names a scheme: `{}` among them means a visitor may call it too.
      auth: (op.security ?? []).length > 0 && (op.security ?? []).every((alternative) => Object.keys(alternative as object).length > 0),
      multipart,
      query: {
        properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
        required: query.filter((p) => p.required).map((p) => p.name),
      },
      body: method === 'post' ? objectFields((content['application/json'] ?? content['multipart/form-data'])?.schema) : null,
    };
  }),
);

let live: { token: string; uid: number; world: string | null } | null = null;

/**
 * A live session for the next operation: the last one while it still works (a fuzzed logout or password
 * change ends it), otherwise a new login. A login checks the password with scrypt, the slowest thing here.
 */
async function session(world: string | null = FUZZ_WORLD): Promise<{ token: string; uid: number }> {
  if (
    live?.world === world &&
    (await inject({ method: 'GET', url: '/api/common/getUser', headers: { token: live.token } }, undefined, world)).statusCode === 200
  )
    return live;
  const response = await inject(
    {
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'demo01', password: 'demo1234' }),
    },
    OWN_ADDRESS,
    world,
  );
  const body = response.json() as { code: number; data: { token: string; uid: number } };
  if (body.code !== 1) throw new Error(`fuzzer could not log in: ${response.body}`);
  live = { ...body.data, world };
  return live;
}

const random = seeded(SEED);
const anomalies: string[] = [];
const outcomes = new Map<string, number>();
let requests = 0;
let slowest = 0;
const started = performance.now();

/** Sends one malformed request and records every way its answer falls short (see the header). */
async function check(c: FuzzCase, where: string): Promise<void> {
  const t0 = performance.now();
  const response = await inject(c);
  const ms = performance.now() - t0;
  requests++;
  slowest = Math.max(slowest, ms);
  if (ms > SLOW_MS) anomalies.push(`${where}: took ${Math.round(ms)} ms`);
  if (ANSWERED_BY_NODE.has(response.statusCode)) {
    outcomes.set(String(response.statusCode), (outcomes.get(String(response.statusCode)) ?? 0) + 1);
    return;
  }
  let body: z.infer<typeof Envelope>;
  try {
    body = Envelope.parse(response.json());
  } catch {
    anomalies.push(`${where}: HTTP ${response.statusCode}, not the envelope: ${response.body.slice(0, 120)}`);
    return;
  }
  const outcome = `HTTP ${response.statusCode} code ${body.code}`;
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  if (response.statusCode >= 500) anomalies.push(`${where}: HTTP ${response.statusCode} ${body.msg}`);
  if (![200, 400, 401, 404, 405].includes(response.statusCode)) anomalies.push(`${where}: unexpected HTTP ${response.statusCode}`);
  if (body.code === 401 && response.statusCode !== 401) anomalies.push(`${where}: code 401 with HTTP ${response.statusCode}`);
  if (c.mustFail && body.code === 1) anomalies.push(`${where}: accepted`);
  if (LEAKS.some((leak) => leak.test(body.msg))) anomalies.push(`${where}: internal detail in msg: ${body.msg.slice(0, 120)}`);
  if (body.code !== 1 && body.msg.length > 400) anomalies.push(`${where}: msg of ${body.msg.length} characters`);
  if (c.huge && body.msg.includes(c.huge.slice(0, 100))) anomalies.push(`${where}: echoes the huge input`);
}

for (const op of operations) {
  // A live session per operation: a fuzzed logout or password change must not blind the rest.
  const { token, uid } = await session();
  const cases = [...casesFor(op, token, random, PER_OPERATION), ...(op.multipart ? uploadCases(op, token, uid) : [])];
  for (const c of cases) await check(c, `${op.id} [${c.kind}] ${c.method} ${c.url.slice(0, 80)}`);
}

// Edges no operation's cases reach (fuzz/edge-cases.ts): broken percent-encodings, clock moves past a year.
const edges = edgeCases();
for (const c of edges) await check(c, `edge [${c.kind}] ${c.method} ${c.url.slice(0, 80)}`);

const fuzzWorld = app.worlds.get(FUZZ_WORLD)?.runtime;
if (!fuzzWorld) anomalies.push(`the fuzzer's world ${FUZZ_WORLD} is gone (deleted or evicted by a case)`);
for (const problem of fuzzWorld ? auditLedger(fuzzWorld.world) : []) anomalies.push(`ledger audit of world ${FUZZ_WORLD}: ${problem}`);
if (JSON.stringify(app.mock.export()) !== defaultWorldBefore)
  anomalies.push(`the default world changed while the cases went to world ${FUZZ_WORLD}`);

// Positive checks on the default world as seeded (they call it without naming a world).
const positiveStarted = performance.now();
const positive = await positiveChecks(app, doc as unknown as PositiveDoc, SEED, () => session(null));
requests += positive.requests;
for (const refusal of positive.expressible) anomalies.push(`positive: refused by a rule the document could express: ${refusal}`);
for (const example of positive.badExamples) anomalies.push(`positive: the document's example is refused by the contract: ${example}`);
for (const rule of positive.unnamed)
  anomalies.push(`positive: a refinement the document does not name in its field's description: ${rule}`);

// One failure budget per secret, whatever call tries it (reset worlds: after the positive checks).
const bursts = await secretBursts(app);
requests += bursts.requests;
anomalies.push(...bursts.anomalies);

const problems = auditLedger(app.mock.world);
for (const problem of problems) anomalies.push(`ledger audit: ${problem}`);
if (({} as Record<string, unknown>).polluted !== undefined) anomalies.push('Object.prototype was polluted');
await app.close();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `fuzz: seed ${SEED}, ${requests} requests, ${operations.length} operations (≥ ${PER_OPERATION} each) and ${edges.length} edge cases, ${anomalies.length} anomalies, ${seconds} s, slowest ${Math.round(slowest)} ms, ledger audit ${problems.length === 0 ? 'clean' : `${problems.length} problems`}`,
);
for (const line of positiveLines(positive)) console.log(line);
console.log(`positive checks: ${((performance.now() - positiveStarted) / 1000).toFixed(1)} s of the run`);
console.log(
  `answers: ${[...outcomes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ')}`,
);
for (const anomaly of anomalies.slice(0, 50)) console.log(`  ANOMALY ${anomaly}`);
if (anomalies.length > 50) console.log(`  … and ${anomalies.length - 50} more`);
process.exit(anomalies.length === 0 && operations.length > 0 ? 0 : 1);
