/**
 * `npm run openapi:examples`: records the OpenAPI document's examples from the seeded world. For every
 * operation (the platform's and the control API's), in a world reset to the seed and the frozen start
 * instant: log in as the plan's player, run its preparation, send its request (scripts/openapi-examples/
 * requests.ts; `{}` where the input has no fields), and keep the request, the success answer and, where the
 * input is required, the refusal of an empty one. Long lists are cut to three items where the contract
 * still takes them; random secrets (tokens, game tickets) are replaced by fixed ones, so a second run writes
 * the same file. Writes contracts/src/openapi/examples.json; fails when an implemented operation's request
 * is refused.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { api, flattenContract, type Endpoint } from '../contracts/src';
import { control } from '../contracts/src/control';
import { pathParams } from '../contracts/src/control/endpoint';
import type { RecordedExample } from '../contracts/src/openapi/examples';
import { refusesEmpty } from '../contracts/src/openapi/operations';
import { buildApp } from '../mock-server/src/app';
import { apiRequests, controlRequests, type ExamplePlan, type Plans, type Setup } from './openapi-examples/requests';

const OUT = resolve(import.meta.dirname, '../contracts/src/openapi/examples.json');
/** A 1×1 PNG for the upload's example. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const LONG_LIST = 12;

type Envelope = { code: number; msg: string; data: unknown };
interface Target {
  key: string;
  endpoint: Endpoint;
  prefix: '/api/' | '/__mock/';
  plan: ExamplePlan<unknown> | undefined;
}

// No per-client throttle: the recorder logs in once per operation, far beyond what a player's device may.
const app = await buildApp({ clockMode: 'frozen', throttle: null });

function planOf(plans: Plans<unknown>, key: string): ExamplePlan<unknown> | undefined {
  const node = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], plans);
  return node as ExamplePlan<unknown> | undefined;
}

const targets: Target[] = [
  ...flattenContract(api).map(({ key, endpoint }): Target => ({
    key,
    endpoint,
    prefix: '/api/',
    plan: planOf(apiRequests as Plans<unknown>, key),
  })),
  ...flattenContract(control).map(({ key, endpoint }): Target => ({
    key: `control.${key}`,
    endpoint,
    prefix: '/__mock/',
    plan: planOf(controlRequests as Plans<unknown>, key),
  })),
];

/** One request as the web and the typed control client send it: query for GET, JSON otherwise, path parameters filled in. */
async function send(
  app: FastifyInstance,
  target: Pick<Target, 'endpoint' | 'prefix'>,
  input: unknown,
  session: { token: string; uid: number } | null,
): Promise<Envelope> {
  const values = { ...(input as Record<string, unknown>) };
  let path = target.endpoint.path;
  for (const name of pathParams(path)) {
    path = path.replace(`{${name}}`, encodeURIComponent(String(values[name])));
    delete values[name];
  }
  const url = `${target.prefix}${path}`;
  const headers: Record<string, string> = { lang: 'en', ...(session ? { token: session.token } : {}) };
  if (target.endpoint.multipart) {
    const boundary = 'examplesboundary';
    const fields = Object.entries(values)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`)
      .join('');
    const payload = Buffer.concat([
      Buffer.from(
        `${fields}--${boundary}\r\nContent-Disposition: form-data; name="imgPath"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return (
      await app.inject({
        method: 'POST',
        url,
        headers: { ...headers, authorization: String(session?.uid ?? ''), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      })
    ).json() as Envelope;
  }
  if (target.endpoint.method === 'GET') {
    const query = Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    return (await app.inject({ method: 'GET', url, headers, query })).json() as Envelope;
  }
  return (
    await app.inject({
      method: target.endpoint.method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(values),
    })
  ).json() as Envelope;
}

async function login(username: string): Promise<{ token: string; uid: number }> {
  const answer = await send(app, { endpoint: api.account.login, prefix: '/api/' }, { username, password: 'demo1234' }, null);
  if (answer.code !== 1) throw new Error(`cannot log in ${username}: ${answer.msg}`);
  return answer.data as { token: string; uid: number };
}

/** Lists longer than LONG_LIST cut to three items, where the contract's output still takes the answer. */
function shortened(data: unknown, output: z.ZodType): unknown {
  const cut = (value: unknown): unknown => {
    if (Array.isArray(value)) return (value.length > LONG_LIST ? value.slice(0, 3) : value).map(cut);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cut(v)]));
  };
  const short = cut(data);
  return output.safeParse(short).success ? short : data;
}

const hasFields = (endpoint: Endpoint) => !(endpoint.input instanceof z.ZodObject) || Object.keys(endpoint.input.shape).length > 0;

const recorded: Record<string, RecordedExample> = {};
const failures: string[] = [];
for (const target of targets) {
  const { key, endpoint, plan } = target;
  await app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'content-type': 'application/json' }, payload: '{}' });
  const player = plan?.as === undefined ? 'demo01' : plan.as;
  const session = player === null ? null : await login(player);
  const setup: Setup = {
    api: async (e, input) => {
      const answer = await send(app, { endpoint: e, prefix: '/api/' }, input, session);
      if (answer.code !== 1) throw new Error(`${key}: preparation ${e.path} refused: ${answer.msg}`);
      return answer.data;
    },
    control: async (e, input) => {
      const answer = await send(app, { endpoint: e, prefix: '/__mock/' }, input, null);
      if (answer.code !== 1) throw new Error(`${key}: preparation /__mock/${e.path} refused: ${answer.msg}`);
      return answer.data;
    },
    raw: async (method, url, payload) => (await app.inject({ method, url, ...(payload === undefined ? {} : { payload }) })).body,
  };
  if (hasFields(endpoint) && !plan) {
    failures.push(`${key}: no request in scripts/openapi-examples/requests.ts`);
    continue;
  }
  const input = { ...(plan?.input as object | undefined), ...((await plan?.before?.(setup, { api, control })) ?? {}) };
  const answer = await send(app, target, input, session);
  const example: RecordedExample = hasFields(endpoint) ? { request: input } : {};
  if (answer.code === 1) example.answer = { ...answer, data: shortened(answer.data, endpoint.output) };
  else failures.push(`${key}: the example request was refused: ${answer.msg}`);
  if (hasFields(endpoint) && refusesEmpty(endpoint.input)) {
    await app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'content-type': 'application/json' }, payload: '{}' });
    const refusal = await send(app, target, {}, player === null ? null : await login(player));
    if (refusal.code === 0) example.refusal = refusal;
  }
  recorded[key] = example;
}
await app.close();

/** Session tokens and game tickets are random: each distinct one becomes a fixed value of the same length. */
function stabilised(text: string): string {
  const secrets = new Set<string>();
  JSON.parse(text, (name, value: unknown) => {
    if ((name === 'token' || name === 'ticket') && typeof value === 'string') secrets.add(value);
    return value;
  });
  let out = text;
  for (const secret of secrets)
    out = out.split(secret).join(
      createHash('sha256')
        .update(`example:${secret.length}:${[...secrets].indexOf(secret)}`)
        .digest('hex')
        .slice(0, secret.length),
    );
  return out;
}

const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(OUT, `${stabilised(JSON.stringify(sorted, null, 2))}\n`);
const answers = Object.values(recorded).filter((e) => e.answer !== undefined).length;
console.log(`openapi:examples: ${Object.keys(recorded).length} operations recorded (${answers} answers), written to ${OUT}`);
for (const failure of failures) console.log(`  FAILED ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
