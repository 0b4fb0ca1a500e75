import { z } from 'zod';
import type { Endpoint } from '../core/endpoint';
import { pathParams } from '../control/endpoint';
import { examplesOf, type RecordedExample } from './examples';
import { queryParameters, refusesEmpty } from './operations';
import type { JsonSchema, SchemaSet } from './schema-set';

/**
 * One call of the mock's control API (`/__mock/`, tag `control`): the same envelope, no TOKEN (it is
 * guarded by Host, JSON bodies and, beyond loopback, `X-Mock-Token`), `{name}` path parameters, and its
 * refusals as HTTP 4xx instead of 200.
 */
export function controlOperation(key: string, endpoint: Endpoint, schemas: SchemaSet, example: RecordedExample | undefined): JsonSchema {
  const examples = examplesOf(example);
  // The control API refuses with HTTP 4xx: its refusal example belongs there, not beside the success.
  const { refused, ...successOnly } = examples.answers ?? {};
  const success200 = Object.keys(successOnly).length > 0 ? successOnly : undefined;
  const names = pathParams(endpoint.path);
  const input = endpoint.input instanceof z.ZodObject ? endpoint.input : null;
  const rest =
    input && names.length > 0
      ? z.object(Object.fromEntries(Object.entries(input.shape as Record<string, z.ZodType>).filter(([name]) => !names.includes(name))))
      : endpoint.input;
  const shape = (input?.shape ?? {}) as Record<string, z.ZodType>;
  const values = (examples.request ?? {}) as Record<string, unknown>;
  const parameters = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: schemas.convert(shape[name] ?? z.string(), 'input'),
    ...(values[name] === undefined ? {} : { example: values[name] }),
  }));
  const restExample = Object.fromEntries(Object.entries(values).filter(([name]) => !names.includes(name)));
  const success = {
    type: 'object',
    properties: { code: { const: 1 }, msg: { type: 'string' }, data: schemas.convert(endpoint.output, 'output') },
    required: ['code', 'msg', 'data'],
  };
  const body =
    endpoint.method === 'POST'
      ? {
          requestBody: {
            required: refusesEmpty(rest),
            content: {
              'application/json': {
                schema: schemas.convert(rest, 'input'),
                ...(examples.request === undefined ? {} : { example: restExample }),
              },
            },
          },
        }
      : {};
  const query = endpoint.method === 'POST' ? [] : queryParameters(rest, schemas, restExample);
  return {
    operationId: `control.${key}`,
    summary: endpoint.summary,
    tags: ['control'],
    security: [],
    ...(parameters.length + query.length > 0 ? { parameters: [...parameters, ...query] } : {}),
    ...body,
    responses: {
      200: {
        description: '`code: 1` with the data.',
        content: { 'application/json': { schema: success, ...(success200 ? { examples: success200 } : {}) } },
      },
      '4XX': {
        description: '400 bad input, 403 foreign Host or Origin, 404 unknown, 409 already decided, 415 not JSON (`code: 0`).',
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/Refusal' }, ...(refused ? { examples: { refused } } : {}) },
        },
      },
    },
  };
}
