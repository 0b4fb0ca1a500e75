import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { flattenContract, type ContractTree, type Endpoint } from './core/endpoint';
import { ErrorEnvelope } from './core/envelope';
import { control } from './control';
import { pathParams } from './control/endpoint';

export interface OpenApiOptions {
  title?: string;
  version?: string;
  /** Server URL shown in the document; the default is relative to wherever it is served. */
  serverUrl?: string;
  /** Also document the mock's control API (`/__mock/`, tag `control`); default true. */
  includeControl?: boolean;
}

const LangHeader = z.object({
  lang: z.enum(['zh_hans', 'en']).optional().meta({ description: 'Language of `msg` and of labels (default en).' }),
});

const IdempotencyHeader = z.object({
  'Idempotency-Key': z
    .string()
    .regex(/^[\x21-\x7e]{1,128}$/)
    .optional()
    .meta({
      description:
        'One key per submission, reused on retry (1–128 visible ASCII characters, e.g. a UUID). The same key with the same body ' +
        '(per player, kept 24 hours) answers the first successful answer again, header `Idempotency-Replayed: true`, without acting ' +
        'again, also while the first is still running; the same key with a different body is refused (code 0). Refusals are not kept.',
    }),
});

/** Area tag from the contract key ("account.login" → "account"). */
const tagOf = (key: string) => key.split('.')[0] ?? key;

function requestOf(endpoint: Endpoint) {
  if (endpoint.multipart) {
    const fields = endpoint.input instanceof z.ZodObject ? endpoint.input.shape : {};
    const form = z.object({
      ...fields,
      imgPath: z.string().meta({ format: 'binary', description: 'The image: png, jpg or jpeg, at most 15 MB (checked by content).' }),
    });
    return {
      headers: LangHeader.extend({ Authorization: z.string().meta({ description: 'The uploader\'s uid.' }) }),
      body: { content: { 'multipart/form-data': { schema: form } } },
    };
  }
  if (endpoint.method === 'GET') {
    // Query parameters must be an object; a refined object is still a ZodObject in zod 4.
    return endpoint.input instanceof z.ZodObject ? { headers: LangHeader, query: endpoint.input } : { headers: LangHeader };
  }
  const headers = endpoint.idempotent ? LangHeader.extend(IdempotencyHeader.shape) : LangHeader;
  return { headers, body: { content: { 'application/json': { schema: endpoint.input } } } };
}

/**
 * OpenAPI 3.1 for the whole contract: every endpoint with its method, `/api/` path, summary, TOKEN
 * security where required, request schema and the `{ code, msg, data }` envelope around its output.
 */
export function buildOpenApiDocument(tree: ContractTree, options: OpenApiOptions = {}) {
  const registry = new OpenAPIRegistry();
  const token = registry.registerComponent('securitySchemes', 'TOKEN', {
    type: 'apiKey',
    in: 'header',
    name: 'TOKEN',
    description: 'The token from user/login or user/register. Missing, unknown or expired: HTTP 401 with code 401.',
  });

  for (const { key, endpoint } of flattenContract(tree)) {
    const success = z.object({ code: z.literal(1), msg: z.string(), data: endpoint.output });
    registry.registerPath({
      method: endpoint.method === 'GET' ? 'get' : 'post',
      path: `/api/${endpoint.path}`,
      operationId: key,
      summary: endpoint.summary,
      tags: [tagOf(key)],
      // 'optional': with a TOKEN or without one (the empty requirement), as OpenAPI spells it.
      security: { required: [{ [token.name]: [] }], optional: [{ [token.name]: [] }, {}], none: [] }[endpoint.auth],
      request: requestOf(endpoint),
      responses: {
        200: {
          description: '`code: 1` with the data, or `code: 0` with a message in the request language (validation and business errors).',
          content: { 'application/json': { schema: z.union([success, ErrorEnvelope]) } },
        },
        ...(endpoint.auth === 'required'
          ? { 401: { description: 'Missing, unknown or expired TOKEN (`code: 401`).', content: { 'application/json': { schema: ErrorEnvelope } } } }
          : {}),
      },
    });
  }

  if (options.includeControl ?? true) registerControl(registry);

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'H5 gaming platform API',
      version: options.version ?? '1.0.0',
      description:
        'Every call of the platform (spec §7) under /api/, generated from the shared zod contract. Envelope `{ code, msg, data }`: 1 success, 0 error with a message, 401 login required. Money is a decimal string with 2 decimals (CNY); times are ISO 8601 with +08:00. Headers: TOKEN, lang (zh_hans | en).',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
  });
}

/**
 * The mock's control API under its own tag: the same envelope, no TOKEN (it is guarded by Host, JSON
 * bodies and, beyond loopback, `X-Mock-Token`), `{name}` path parameters.
 */
function registerControl(registry: OpenAPIRegistry): void {
  for (const { key, endpoint } of flattenContract(control)) {
    const names = pathParams(endpoint.path);
    const shape = endpoint.input instanceof z.ZodObject ? (endpoint.input.shape as Record<string, z.ZodType>) : {};
    const params = names.length > 0 ? z.object(Object.fromEntries(names.map((name) => [name, shape[name] ?? z.string()]))) : undefined;
    const rest = names.length > 0 ? z.object(Object.fromEntries(Object.entries(shape).filter(([name]) => !names.includes(name)))) : endpoint.input;
    const success = z.object({ code: z.literal(1), msg: z.string(), data: endpoint.output });
    registry.registerPath({
      method: endpoint.method === 'GET' ? 'get' : endpoint.method === 'POST' ? 'post' : 'delete',
      path: `/__mock/${endpoint.path}`,
      operationId: `control.${key}`,
      summary: endpoint.summary,
      tags: ['control'],
      security: [],
      request: {
        ...(params ? { params } : {}),
        ...(endpoint.method === 'GET'
          ? rest instanceof z.ZodObject ? { query: rest } : {}
          : { body: { content: { 'application/json': { schema: rest } } } }),
      },
      responses: {
        200: { description: '`code: 1` with the data.', content: { 'application/json': { schema: success } } },
        400: { description: 'Bad input, 404 unknown, 409 already decided, 403 foreign Host/Origin, 415 not JSON (`code: 0`).', content: { 'application/json': { schema: ErrorEnvelope } } },
      },
    });
  }
}
