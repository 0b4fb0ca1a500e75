/**
 * `E2E_PORT=<port> npm run bench:prism [-- --no-build] [-- <playwright args>]`: the Playwright journeys with
 * Stoplight Prism (a pinned version, run from the npm registry with npx: a measurement tool, not a
 * dependency) as a validating proxy between the browser and the mock, then three refusals by the document
 * itself and Prism's mock mode answering the recorded examples.
 *
 * The journeys' server on E2E_PORT is a small router: every call of a documented /api/ operation goes
 * through Prism (`--errors=false`: it forwards and reports what it found in `sl-violations`); uploads go
 * around it (Prism damages binary multipart bodies), and so do the app's files, the control API and the
 * play pages. The mock hands out URLs on the router (PUBLIC_ORIGIN). Figures: docs/reliability.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordedExamples } from '../contracts/src/openapi/examples';
import { apiRequests } from './openapi-examples/requests';

const PRISM = '@stoplight/prism-cli@5.14.2';
const ROUTER_PORT = Number(process.env.E2E_PORT ?? NaN);
if (!Number.isInteger(ROUTER_PORT)) throw new Error('give E2E_PORT: the journeys reach the router there');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--no-build');

const children: ChildProcess[] = [];
/** Each child leads its own process group (npx starts Prism as a grandchild): the group is stopped. */
const stopAll = () =>
  children.forEach((child) => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  });
process.on('exit', stopAll);

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = netServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** `output`: shown (build), read by this script (Playwright), or dropped (servers: an unread pipe would fill and stall them). */
function run(
  command: string,
  argv: string[],
  env: NodeJS.ProcessEnv = {},
  output: 'inherit' | 'pipe' | 'ignore' = 'inherit',
): ChildProcess {
  const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: ['ignore', output, output], detached: true });
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) => new Promise<number>((done) => child.on('exit', (code) => done(code ?? 1)));

async function waitFor(url: string, init: RequestInit = {}, seconds = 180): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      await fetch(url, init);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer`);
}

if (build && (await exited(run('npm', ['run', 'build']))) !== 0) throw new Error('build failed');

const [mockPort, proxyPort, strictPort, mockModePort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
const mockOrigin = `http://127.0.0.1:${mockPort}`;
run(
  'node',
  ['dist/mock/server.mjs', '--static', 'dist/web'],
  { PORT: String(mockPort), MOCK_CLOCK: 'frozen', NODE_ENV: 'test', PUBLIC_ORIGIN: `http://127.0.0.1:${ROUTER_PORT}` },
  'ignore',
);
await waitFor(`${mockOrigin}/h5/`);

const documentText = await (await fetch(`${mockOrigin}/api/openapi.json`)).text();
const docFile = join(mkdtempSync(join(tmpdir(), 'prism-')), 'openapi.json');
writeFileSync(docFile, documentText);
type Doc = { paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>> };
const document = JSON.parse(documentText) as Doc;
const operations = new Map<string, string>();
for (const [path, item] of Object.entries(document.paths))
  for (const [method, op] of Object.entries(item))
    if (path.startsWith('/api/')) operations.set(`${method.toUpperCase()} ${path.toLowerCase()}`, op.operationId);

run('npx', ['--yes', PRISM, 'proxy', docFile, mockOrigin, '-p', String(proxyPort), '--errors=false'], {}, 'ignore');
await waitFor(`http://127.0.0.1:${proxyPort}/api/common/getSystemInfo`);

// The router: documented /api/ calls through Prism, the rest (uploads included) straight to the mock.
type Violation = { location?: string[]; severity?: string; code?: string; message?: string };
const touched = new Map<string, number>();
const violations: Array<{ operation: string; violation: Violation }> = [];
let viaPrism = 0;
let around = 0;
let uploadsAround = 0;
const router: Server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0]!;
  const operation = operations.get(`${req.method} ${path.toLowerCase()}`);
  const multipart = String(req.headers['content-type'] ?? '').startsWith('multipart/');
  const throughPrism = operation !== undefined && !multipart;
  const headers: IncomingHttpHeaders = { ...req.headers };
  if (throughPrism) {
    viaPrism++;
    touched.set(operation, (touched.get(operation) ?? 0) + 1);
    // Prism re-reads the answer; a compressed one would reach the browser decoded but still labelled gzip.
    delete headers['accept-encoding'];
  } else {
    around++;
    if (multipart && operation !== undefined) uploadsAround++;
  }
  const upstream = httpRequest(
    { host: '127.0.0.1', port: throughPrism ? proxyPort : mockPort, method: req.method, path: req.url, headers },
    (answer) => {
      const reported = answer.headers['sl-violations'];
      if (typeof reported === 'string' && operation) {
        for (const violation of JSON.parse(reported) as Violation[]) violations.push({ operation, violation });
      }
      const { 'sl-violations': _report, ...passed } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, passed);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});
await new Promise<void>((done) => router.listen(ROUTER_PORT, '127.0.0.1', done));

let journeyLines: string[] = [];
const playwright = run(
  'npx',
  ['playwright', 'test', '--project', 'journeys', ...playwrightArgs],
  { E2E_PORT: String(ROUTER_PORT), E2E_REUSE_SERVER: '1' },
  'pipe',
);
playwright.stdout?.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  journeyLines = [...journeyLines, ...chunk.toString().split('\n')].slice(-40);
});
playwright.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
const journeysExit = await exited(playwright);
router.close();

// Then every /api/ operation once, with its recorded example, through the same proxy: the journeys do not
// reach them all. Each in a world reset to the seed, as its plan's player (without the plan's preparation,
// so some are refused by the world: a refusal is an answer the document describes too).
const proxy = `http://127.0.0.1:${proxyPort}`;
let examplesSent = 0;
for (const [path, item] of Object.entries(document.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (!path.startsWith('/api/') || JSON.stringify(op.requestBody ?? {}).includes('multipart')) continue;
    await fetch(`${mockOrigin}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const player = op.operationId
      .split('.')
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], apiRequests) as
      { as?: string | null } | undefined;
    const username = player?.as === undefined ? 'demo01' : player.as;
    const login =
      username === null
        ? null
        : (
            (await (
              await fetch(`${mockOrigin}/api/user/login`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ username, password: 'demo1234' }),
              })
            ).json()) as { data: { token: string } }
          ).data.token;
    const request = (recordedExamples[op.operationId]?.request ?? {}) as Record<string, unknown>;
    const query =
      method === 'get' && Object.keys(request).length > 0
        ? `?${new URLSearchParams(Object.entries(request).map(([k, v]) => [k, String(v)]))}`
        : '';
    const answer = await fetch(`${proxy}${path}${query}`, {
      method: method.toUpperCase(),
      headers: { 'content-type': 'application/json', lang: 'en', ...(login ? { token: login } : {}) },
      ...(method === 'post' ? { body: JSON.stringify(request) } : {}),
    });
    examplesSent++;
    touched.set(op.operationId, (touched.get(op.operationId) ?? 0) + 1);
    const reported = answer.headers.get('sl-violations');
    if (reported)
      for (const violation of JSON.parse(reported) as Violation[]) violations.push({ operation: `${op.operationId} (example)`, violation });
    await answer.arrayBuffer();
  }
}

// The document refuses by itself: Prism with --errors answers 422 without asking the mock.
run('npx', ['--yes', PRISM, 'proxy', docFile, mockOrigin, '-p', String(strictPort), '--errors=true'], {}, 'ignore');
await waitFor(`http://127.0.0.1:${strictPort}/api/common/getSystemInfo`);
const strict = `http://127.0.0.1:${strictPort}`;
const token = (
  (await (
    await fetch(`${strict}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo01', password: 'demo1234' }),
    })
  ).json()) as { data: { token: string } }
).data.token;
const proofs = [
  {
    what: 'POST user/login without its body',
    init: { method: 'POST', headers: { 'content-type': 'application/json' } },
    path: '/api/user/login',
  },
  {
    what: 'a 19-character feedback text',
    path: '/api/feedback/submit',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ type: 3, description: 'x'.repeat(19), images: [] }),
    },
  },
  {
    what: 'a 3-letter username',
    path: '/api/user/register',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'abc',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        mobile: '13812345678',
        realName: '李娜',
        secondaryPassword: '654321',
        agreement: true,
      }),
    },
  },
];
const proofLines: string[] = [];
for (const proof of proofs) {
  const answer = await fetch(`${strict}${proof.path}`, proof.init as RequestInit);
  const body = (await answer.json()) as { validation?: Array<{ message: string }> };
  proofLines.push(
    `  ${answer.status === 422 ? 'refused' : 'NOT REFUSED'} (HTTP ${answer.status}) ${proof.what}: ${body.validation?.map((v) => v.message).join('; ') ?? JSON.stringify(body).slice(0, 120)}`,
  );
}

// Mock mode: Prism answers from the document alone, with the examples recorded from the seeded world.
run('npx', ['--yes', PRISM, 'mock', docFile, '-p', String(mockModePort)], {}, 'ignore');
await waitFor(`http://127.0.0.1:${mockModePort}/api/common/getSystemInfo`);
let asRecorded = 0;
let asked = 0;
for (const [key, example] of Object.entries(recordedExamples)) {
  if (key.startsWith('control.') || example.answer === undefined) continue;
  const entry = Object.entries(document.paths)
    .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })))
    .find(({ op }) => op.operationId === key);
  if (!entry || (entry.op.requestBody && JSON.stringify(entry.op.requestBody).includes('multipart'))) continue;
  const query =
    entry.method === 'get'
      ? `?${new URLSearchParams(Object.entries((example.request ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]))}`
      : '';
  const answer = await fetch(`http://127.0.0.1:${mockModePort}${entry.path}${query}`, {
    method: entry.method.toUpperCase(),
    headers: { token: 'example', 'content-type': 'application/json' },
    ...(entry.method === 'post' ? { body: JSON.stringify(example.request ?? {}) } : {}),
  });
  asked++;
  if (JSON.stringify(await answer.json()) === JSON.stringify(example.answer)) asRecorded++;
}
stopAll();

const requestViolations = violations.filter(({ violation }) => violation.location?.[0] === 'request');
const responseViolations = violations.filter(({ violation }) => violation.location?.[0] !== 'request');
const apiOperations = [...operations.values()];
console.log('\nbench:prism');
console.log(
  `journeys (exit ${journeysExit}): ${journeyLines
    .filter((line) => /\d+ (passed|failed|flaky|skipped)/.test(line))
    .map((line) => line.trim())
    .join(', ')}`,
);
console.log(
  `through Prism ${PRISM} (proxy, --errors=false): ${viaPrism} requests of the journeys and ${examplesSent} example requests, touching ${touched.size} of ${apiOperations.length} /api/ operations; around it: ${around} (${uploadsAround} uploads, the rest app files, control API, play pages)`,
);
console.log(`violations: ${requestViolations.length} in requests, ${responseViolations.length} in responses`);
for (const { operation, violation } of violations.slice(0, 40))
  console.log(`  ${operation}: ${violation.severity} ${(violation.location ?? []).join('.')} ${violation.message}`);
console.log(
  `operations not sent through Prism (${apiOperations.length - touched.size}): ${apiOperations.filter((op) => !touched.has(op)).join(', ')}`,
);
console.log('refused by the document itself (Prism proxy --errors=true, HTTP 422 without reaching the mock):');
for (const line of proofLines) console.log(line);
console.log(`mock mode (prism mock): ${asRecorded} of ${asked} operations answered with their recorded example`);
process.exit(journeysExit === 0 && violations.length === 0 && proofLines.every((line) => line.startsWith('  refused')) ? 0 : 1);
