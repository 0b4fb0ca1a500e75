import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, flattenContract, type Endpoint } from '@contracts';
import { control } from '@contracts/control';
import { recordedExamples } from '@contracts/openapi/examples';
import { buildOpenApiDocument } from '@contracts/openapi';
import { DEFAULT_NOW } from '@mock/app';
import { apiRequests, controlRequests, type ExamplePlan } from '../../scripts/openapi-examples/requests';

const operations = [
  ...flattenContract(api).map(({ key, endpoint }) => ({ key, endpoint, plan: planOf(apiRequests, key) })),
  ...flattenContract(control).map(({ key, endpoint }) => ({ key: `control.${key}`, endpoint, plan: planOf(controlRequests, key) })),
];
const hasFields = (endpoint: Endpoint) => !(endpoint.input instanceof z.ZodObject) || Object.keys(endpoint.input.shape).length > 0;

function planOf(plans: object, key: string): ExamplePlan<unknown> | undefined {
  return key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], plans) as
    ExamplePlan<unknown> | undefined;
}

/**
 * issue 14: every operation of the document carries a request example (where it has input) and a success
 * example, recorded from the seeded world by `npm run openapi:examples` (scripts/openapi-examples/). An
 * endpoint added without them fails here by name.
 */
describe('OpenAPI examples', () => {
  it('every operation with input has a request example', () => {
    const missing = operations
      .filter(({ key, endpoint }) => hasFields(endpoint) && recordedExamples[key]?.request === undefined)
      .map(({ key }) => key);
    expect(missing, 'add a request in scripts/openapi-examples/requests.ts, then run npm run openapi:examples').toEqual([]);
  });

  it('every operation has a success example', () => {
    const missing = operations.filter(({ key }) => recordedExamples[key]?.answer === undefined).map(({ key }) => key);
    expect(missing, 'run npm run openapi:examples').toEqual([]);
  });

  it('records no operation the contract no longer has, and each request is the one planned', () => {
    const known = new Set(operations.map(({ key }) => key));
    expect(Object.keys(recordedExamples).filter((key) => !known.has(key))).toEqual([]);
    const stale = operations.filter(({ key, plan }) => {
      const request = recordedExamples[key]?.request as Record<string, unknown> | undefined;
      if (!plan || request === undefined) return false;
      // A preparation step fills some fields (an order number); the others are the plan's.
      const planned = Object.entries(plan.input as Record<string, unknown>);
      return plan.before ? planned.some(([name]) => !(name in request)) : JSON.stringify(request) !== JSON.stringify(plan.input);
    });
    expect(
      stale.map(({ key }) => key),
      'the plan changed: run npm run openapi:examples',
    ).toEqual([]);
  });

  it("each example fits the contract: the request its input (at the recorded world's clock), the answer its output", () => {
    const now = Date.parse(DEFAULT_NOW);
    for (const { key, endpoint } of operations) {
      const example = recordedExamples[key];
      if (example?.request !== undefined) {
        const input = endpoint.inputAt?.(now) ?? endpoint.input;
        const raw =
          endpoint.method === 'GET'
            ? Object.fromEntries(Object.entries(example.request as object).map(([k, v]) => [k, String(v)]))
            : example.request;
        expect(input.safeParse(raw).success, `${key} request`).toBe(true);
      }
      if (example?.answer !== undefined) {
        expect(
          z.object({ code: z.literal(1), msg: z.string(), data: endpoint.output }).safeParse(example.answer).success,
          `${key} answer`,
        ).toBe(true);
      }
      if (example?.refusal !== undefined) expect((example.refusal as { code: number }).code, `${key} refusal`).toBe(0);
    }
  });

  it('the document carries them: request bodies and parameters, and the answers success first', () => {
    const document = buildOpenApiDocument(api);
    for (const { key, endpoint } of operations) {
      const prefix = key.startsWith('control.') ? '/__mock/' : '/api/';
      const operation = document.paths[`${prefix}${endpoint.path}`]![endpoint.method.toLowerCase()] as {
        parameters?: Array<{ name?: string; in?: string; example?: unknown }>;
        requestBody?: { content: Record<string, { example?: unknown }> };
        responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
      };
      const example = recordedExamples[key];
      const answers = operation.responses['200']?.content?.['application/json']?.examples;
      if (example?.answer !== undefined)
        expect(Object.entries(answers ?? {})[0], key).toEqual(['success', expect.objectContaining({ value: example.answer })]);
      if (example?.request === undefined || endpoint.multipart) continue;
      // Path and query parameters carry their own examples, the body its own: together, the request.
      const shown = {
        ...Object.fromEntries((operation.parameters ?? []).filter((p) => p.example !== undefined).map((p) => [p.name, p.example])),
        ...(operation.requestBody?.content['application/json']?.example as object | undefined),
      };
      expect(shown, key).toEqual(example.request);
    }
  });
});
