/**
 * One run of Stoplight Prism as a validating proxy in front of the mock (issue 9, deliverable 8).
 * Start the mock and Prism first:
 *   PORT=4795 node --import tsx mock-server/src/server.ts --frozen &
 *   curl -s http://127.0.0.1:4795/api/openapi.json > /tmp/openapi.json
 *   prism proxy /tmp/openapi.json http://127.0.0.1:4795 -p 4796 --errors=false &
 * then `PRISM_URL=http://127.0.0.1:4796 tsx scripts/prism-replay.ts`: a player's session through the proxy
 * (every GET operation with valid parameters, the money calls of the journeys); Prism's `sl-violations`
 * header is counted per operation.
 */
import { objectFields, sample, type JsonSchema } from './fuzz/schema-sample';

const PRISM = process.env.PRISM_URL ?? 'http://127.0.0.1:4796';
type Doc = { paths: Record<string, Record<string, { operationId: string; parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }> }>> };

const doc = (await (await fetch(`${PRISM}/api/openapi.json`)).json()) as Doc;
const login = (await (await post('user/login', { username: 'demo01', password: 'demo1234' }, '')).json()) as { data: { token: string } };
const token = login.data.token;
const violations: Array<{ operation: string; violations: unknown }> = [];
let requests = 0;

async function post(path: string, body: unknown, session: string, key?: string) {
  return fetch(`${PRISM}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: session, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
}

function record(operation: string, response: Response) {
  requests++;
  const header = response.headers.get('sl-violations');
  if (header) violations.push({ operation, violations: JSON.parse(header) as unknown });
}

for (const [path, item] of Object.entries(doc.paths)) {
  const get = item.get;
  if (!get) continue;
  const query = objectFields({ type: 'object', properties: Object.fromEntries((get.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema])), required: (get.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name) });
  const params = new URLSearchParams(Object.entries(query.properties).filter(([name]) => query.required.includes(name)).map(([name, schema]) => [name, String(sample(schema, name))]));
  const qs = params.toString();
  record(get.operationId, await fetch(`${PRISM}${path}${qs ? `?${qs}` : ''}`, { headers: { token, lang: 'en' } }));
}

// The money calls the journeys make: deposit, transfer both ways, recycle, then a replayed transfer.
record('deposit.submit', await post('recharge/submit', { channelId: 1, amount: '100.00', depositorName: '张伟' }, token, 'prism-dep-1'));
record('funds.transfer', await post('fundslog/transfer', { from: 'central', to: 'ag_slots', amount: '10.00' }, token, 'prism-tr-1'));
record('funds.transfer (replay)', await post('fundslog/transfer', { from: 'central', to: 'ag_slots', amount: '10.00' }, token, 'prism-tr-1'));
record('funds.oneClickRecycle', await post('fundslog/getOneclickRecycling', {}, token, 'prism-rc-1'));
record('funds.transfer (refused)', await post('fundslog/transfer', { from: 'central', to: 'ag_slots', amount: ' 10 ' }, token));

console.log(`prism: ${requests} requests through the proxy, ${violations.length} with violations`);
for (const v of violations) console.log(`  ${v.operation}: ${JSON.stringify(v.violations).slice(0, 400)}`);
