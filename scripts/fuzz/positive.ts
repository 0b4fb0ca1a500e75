/**
 * Positive property checks, as Schemathesis makes them: requests the document accepts (its recorded
 * example, then values built from its schemas and checked with Ajv against the same schemas) sent to
 * every /api/ operation. Each refusal is sorted by why the server refused:
 * - the contract's input check refused with a rule JSON Schema can express (a length, pattern, bound,
 *   enum, format): the document should have said so — counted, target 0;
 * - a refinement JSON Schema cannot express (two fields compared, a checksum, the clock), which the
 *   document names in the field's description — reported apart, by rule;
 * - the world refused a well-formed request (an unknown id, the balance, once a day) — reported apart.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { api, flattenContract, type Endpoint } from '../../contracts/src';
import { SchemaArbitraries, type Schema } from './schema-arbitrary';

type Parameter = { name?: string; in?: string; required?: boolean; schema?: Schema; example?: unknown };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
};
export type PositiveDoc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

export interface PositiveReport {
  requests: number;
  operations: number;
  accepted: number;
  /** Refused by a rule JSON Schema can express although the document accepted the request: the target is 0. */
  expressible: string[];
  /** Refinements JSON Schema cannot express, by rule (message key). */
  refinements: Map<string, number>;
  /** Well-formed requests the world refused, by operation, with the first message. */
  business: Map<string, number>;
  businessSample: Map<string, string>;
  /** Document examples the contract refuses (an example must always pass the input check). */
  badExamples: string[];
  /** Refinements met whose field has no description in the document: the rule would be invisible. */
  unnamed: string[];
}

const GENERATED_PER_OPERATION = Number(process.env.FUZZ_POSITIVE ?? 12);

export async function positiveChecks(
  app: FastifyInstance,
  doc: PositiveDoc,
  seed: number,
  session: () => Promise<{ token: string; uid: number }>,
): Promise<PositiveReport> {
  const reset = () => app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'content-type': 'application/json' }, payload: '{}' });
  // A valid request may change the player's password or end the session: then the world starts again.
  const fresh = () => session().catch(async () => (await reset(), session()));
  const report: PositiveReport = {
    requests: 0,
    operations: 0,
    accepted: 0,
    expressible: [],
    refinements: new Map(),
    business: new Map(),
    businessSample: new Map(),
    badExamples: [],
    unnamed: [],
  };
  const arbitraries = new SchemaArbitraries(doc.components.schemas);
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  for (const { key, endpoint } of flattenContract(api)) {
    const operation = doc.paths[`/api/${endpoint.path}`]?.[endpoint.method.toLowerCase()];
    if (!operation || endpoint.multipart) continue;
    report.operations++;
    const { schema, example } = inputOf(endpoint, operation);
    // `components` beside the schema so its `#/components/schemas/…` references resolve.
    const accepts = ajv.compile({ ...schema, components: doc.components });
    const generated = fc
      .sample(arbitraries.of(schema), { numRuns: GENERATED_PER_OPERATION * 4, seed })
      .filter((value) => accepts(value))
      .slice(0, GENERATED_PER_OPERATION);
    const inputs = [
      ...(example === undefined ? [] : [{ value: example, example: true }]),
      ...generated.map((value) => ({ value, example: false })),
    ];
    const { token } = await fresh();
    for (const { value, example: isExample } of inputs) {
      const response = await send(app, endpoint, value, token);
      report.requests++;
      const body = response.json() as { code: number; msg: string };
      if (body.code === 1) {
        report.accepted++;
        continue;
      }
      const raw = endpoint.method === 'GET' ? Object.fromEntries(new URLSearchParams(queryOf(value))) : value;
      const checked = (endpoint.inputAt?.(app.mock.clock.now()) ?? endpoint.input).safeParse(raw);
      if (checked.success) {
        bump(report.business, key);
        if (!report.businessSample.has(key)) report.businessSample.set(key, body.msg);
      } else if (checked.error.issues[0]?.code === 'custom') {
        const issue = checked.error.issues[0];
        bump(report.refinements, `${key}: ${issue.message}`);
        if (!describedIn(schema, operation, issue.path, arbitraries))
          report.unnamed.push(`${key}: ${issue.message} on ${issue.path.join('.') || 'the body'}`);
      } else report.expressible.push(`${key}: ${body.msg} — sent ${JSON.stringify(value).slice(0, 160)}`);
      if (isExample && !checked.success) report.badExamples.push(`${key}: ${body.msg}`);
    }
  }
  return report;
}

/** Whether the field a refinement concerns carries a description in the document (where the rule is named). */
function describedIn(schema: Schema, operation: Operation, path: PropertyKey[], arbitraries: SchemaArbitraries): boolean {
  const field = path[0];
  if (field === undefined) return typeof (schema as { description?: unknown }).description === 'string';
  const parameter = (operation.parameters ?? []).find((p) => p.in === 'query' && p.name === field) as { description?: unknown } | undefined;
  if (parameter) return typeof parameter.description === 'string';
  const property = arbitraries.resolve(arbitraries.resolve(schema).properties?.[String(field)] ?? {}) as { description?: unknown };
  return typeof property.description === 'string';
}

/** The request's schema as the document gives it (query parameters as one object, or the JSON body) and its example. */
function inputOf(endpoint: Endpoint, operation: Operation): { schema: Schema; example: unknown } {
  if (endpoint.method === 'GET') {
    const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const example = Object.fromEntries(query.filter((p) => p.example !== undefined).map((p) => [p.name, p.example]));
    return {
      schema: {
        type: 'object',
        properties: Object.fromEntries(query.map((p) => [p.name!, p.schema ?? {}])),
        required: query.filter((p) => p.required).map((p) => p.name!),
      },
      example: Object.keys(example).length > 0 || query.length === 0 ? example : undefined,
    };
  }
  const json = operation.requestBody?.content['application/json'];
  return { schema: json?.schema ?? { type: 'object' }, example: json?.example };
}

const queryOf = (value: unknown) =>
  Object.entries((value ?? {}) as Record<string, unknown>)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

function send(app: FastifyInstance, endpoint: Endpoint, value: unknown, token: string) {
  const url = `/api/${endpoint.path}`;
  const headers = { token, lang: 'en' };
  if (endpoint.method === 'GET') {
    const qs = queryOf(value);
    return app.inject({ method: 'GET', url: qs ? `${url}?${qs}` : url, headers });
  }
  return app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(value) });
}

/** The report's lines for the fuzzer's output. */
export function positiveLines(report: PositiveReport): string[] {
  const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).map(([what, n]) => `    ${n} × ${what}`);
  const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
  return [
    `positive: ${report.requests} requests the document accepts, to ${report.operations} operations (its example + up to ${GENERATED_PER_OPERATION} built from its schemas): ` +
      `${report.accepted} accepted, ${report.expressible.length} refused by a rule the document could express (target 0), ` +
      `${sum(report.refinements)} by refinements it names, ${sum(report.business)} by the world`,
    ...(report.refinements.size
      ? ['  refinements JSON Schema cannot express (named in the field descriptions):', ...top(report.refinements)]
      : []),
    ...(report.business.size
      ? [
          '  refused by the world (well-formed, state-dependent), by operation with its first message:',
          ...top(report.business).map((line) => `${line} ("${report.businessSample.get(line.replace(/^\s*\d+ × /, ''))}")`),
        ]
      : []),
  ];
}
