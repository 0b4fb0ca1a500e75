import { z } from 'zod';
import type { Endpoint } from '../core/endpoint';
import { examplesOf, type RecordedExample } from './examples';
import type { JsonSchema, SchemaSet } from './schema-set';

/** The answer of a call that needs a session and has none: HTTP 401. */
export const Unauthorized = z
  .object({ code: z.literal(401), msg: z.string(), data: z.null() })
  .meta({ id: 'Unauthorized', description: 'TOKEN missing, unknown or expired.' });

export const SECURITY_SCHEMES = {
  TOKEN: {
    type: 'apiKey',
    in: 'header',
    name: 'TOKEN',
    description: 'The token from user/login or user/register. Missing, unknown or expired: HTTP 401 with code 401.',
  },
  UploaderUid: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      "common/upload only, as the platform wants it: the uploader's own uid (the `uid` of user/login). Another value is refused with code 0.",
  },
} as const;

export const PARAMETERS = {
  Lang: {
    name: 'lang',
    in: 'header',
    required: false,
    description: 'Language of `msg` and of labels (default en).',
    schema: { type: 'string', enum: ['zh_hans', 'en'] },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'One key per submission, reused on retry (1–128 visible ASCII characters, e.g. a UUID). The same key with the same body ' +
      '(per player, kept 24 hours) answers the first successful answer again, header `Idempotency-Replayed: true`, without acting ' +
      'again, also while the first is still running; the same key with a different body is refused (code 0). Refusals are not kept.',
    schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,128}$' },
  },
} as const;

export const RESPONSES = {
  Unauthorized: {
    description: 'HTTP 401: TOKEN missing, unknown or expired (`code: 401`). Only operations that need a session answer it.',
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/Unauthorized' },
        example: { code: 401, msg: 'Please log in first', data: null },
      },
    },
  },
} as const;

const ref = (group: string, name: string) => ({ $ref: `#/components/${group}/${name}` });

/** One `/api/` operation: everything about it follows from its endpoint definition and its recorded example. */
export function apiOperation(key: string, endpoint: Endpoint, schemas: SchemaSet, example: RecordedExample | undefined): JsonSchema {
  const examples = examplesOf(example);
  const success = {
    type: 'object',
    properties: { code: { const: 1 }, msg: { type: 'string' }, data: schemas.convert(endpoint.output, 'output') },
    required: ['code', 'msg', 'data'],
  };
  const operation: JsonSchema = {
    operationId: key,
    summary: endpoint.summary,
    tags: [key.split('.')[0] ?? key],
    security: securityOf(endpoint),
    parameters: [
      ...(endpoint.method === 'GET' ? queryParameters(endpoint.input, schemas, examples.request) : []),
      ref('parameters', 'Lang'),
      ...(endpoint.idempotent ? [ref('parameters', 'IdempotencyKey')] : []),
    ],
    ...requestBodyOf(endpoint, schemas, examples.request),
    responses: {
      200: {
        description:
          'HTTP 200 carries both answers, told apart by `code`: 1 with the data, or 0 with a message in the request language ' +
          '(a validation or business refusal; nothing was changed), with the input it is about as `field` when it is about one.',
        ...(endpoint.idempotent
          ? {
              headers: {
                'Idempotency-Replayed': {
                  description: '`true` when this is the first answer to the same key, replayed.',
                  schema: { type: 'string', enum: ['true'] },
                },
              },
            }
          : {}),
        content: {
          'application/json': {
            schema: { oneOf: [success, ref('schemas', 'Refusal')] },
            ...(examples.answers ? { examples: examples.answers } : {}),
          },
        },
      },
      ...(endpoint.auth === 'required' ? { 401: ref('responses', 'Unauthorized') } : {}),
    },
  };
  return operation;
}

function securityOf(endpoint: Endpoint): Array<Record<string, string[]>> {
  if (endpoint.multipart) return [{ TOKEN: [], UploaderUid: [] }];
  // 'optional': with a TOKEN or without one (the empty requirement), as OpenAPI spells it.
  return { required: [{ TOKEN: [] }], optional: [{ TOKEN: [] }, {}], none: [] }[endpoint.auth];
}

/** An input object as query parameters, one per property, each with its description and example value. */
export function queryParameters(input: z.ZodType, schemas: SchemaSet, example: unknown): JsonSchema[] {
  const object = schemas.resolve(schemas.convert(input, 'input'));
  const required = new Set(Array.isArray(object.required) ? (object.required as string[]) : []);
  const values = (example ?? {}) as Record<string, unknown>;
  return Object.entries((object.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
      ...(values[name] === undefined ? {} : { example: values[name] }),
    };
  });
}

/**
 * A POST's body. It is required when the input refuses `{}`: the server reads a missing body as `{}`, so
 * an input with any required field, or a rule that `{}` breaks, cannot be called without one.
 */
function requestBodyOf(endpoint: Endpoint, schemas: SchemaSet, example: unknown): JsonSchema {
  if (endpoint.method === 'GET') return {};
  if (endpoint.multipart) {
    const fields = schemas.resolve(schemas.convert(endpoint.input, 'input'));
    const properties = {
      ...((fields.properties ?? {}) as JsonSchema),
      imgPath: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: 'The image: png, jpg or jpeg, at most 15 MB (checked by its content).',
      },
    };
    return {
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties, required: [...((fields.required ?? []) as string[]), 'imgPath'] },
            encoding: { imgPath: { contentType: 'image/png, image/jpeg' } },
          },
        },
      },
    };
  }
  return {
    requestBody: {
      required: refusesEmpty(endpoint.input),
      content: { 'application/json': { schema: schemas.convert(endpoint.input, 'input'), ...(example === undefined ? {} : { example }) } },
    },
  };
}

export function refusesEmpty(input: z.ZodType): boolean {
  try {
    return !input.safeParse({}).success;
  } catch {
    return true; // an asynchronous rule: it cannot be judged here, so the body is asked for
  }
}
