import { OpenApiGeneratorV31, OpenAPIRegistry, type ResponseConfig, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { flattenContract, type ContractTree } from './core/endpoint';
import { control } from './control';
import { controlOperation } from './openapi/control-operations';
import { recordedExamples, type RecordedExample } from './openapi/examples';
import { FAIRNESS_MARKDOWN } from './openapi/fairness';
import { Refusal } from './core/envelope';
import { apiOperation, PARAMETERS, RESPONSES, SECURITY_SCHEMES, Unauthorized } from './openapi/operations';
import { SchemaSet, type JsonSchema } from './openapi/schema-set';

export interface OpenApiOptions {
  title?: string;
  version?: string;
  /** Server URL shown in the document; the default is relative to wherever it is served. */
  serverUrl?: string;
  /** Also document the mock's control API (`/__mock/`, tag `control`); default true. */
  includeControl?: boolean;
  /** Examples by operation id; default the ones recorded from the seeded world (contracts/src/openapi/examples.json). */
  examples?: Record<string, RecordedExample>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: JsonSchema;
  servers: JsonSchema[];
  tags: JsonSchema[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: JsonSchema; parameters: JsonSchema; responses: JsonSchema };
}

/**
 * The named schemas the paths refer to, directly or through one another, sorted by name. A named input
 * object of a GET is spread into parameters, so its own component would stand unused.
 */
function usedComponents(components: Record<string, JsonSchema>, paths: unknown): Record<string, JsonSchema> {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      const name =
        key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')
          ? item.slice('#/components/schemas/'.length)
          : undefined;
      if (name !== undefined && !used.has(name)) {
        used.add(name);
        visit(components[name]);
      } else visit(item);
    }
  };
  visit(paths);
  visit({ $ref: '#/components/schemas/Refusal' });
  visit({ $ref: '#/components/schemas/Unauthorized' });
  return Object.fromEntries(
    Object.keys(components)
      .filter((name) => used.has(name))
      .sort((a, b) => a.localeCompare(b))
      .map((name) => [name, components[name]!]),
  );
}

/** Each area of the contract described once (a new area without a line here gets a plain one). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  account: "Log in, register, passwords, the player's profile and balance, daily sign-in.",
  common: 'Site configuration, dictionaries, uploads, certificates, invitations and the partner programme.',
  frontpage: 'The home page: banners, side menu, games by category.',
  promotions: "Promotions by class, and one promotion's details.",
  feedback: 'Player feedback with its related orders, and the replies.',
  records: 'Transaction records, the money log, bet records and totals, rewards; the last 30 days.',
  funds: 'The central wallet and the venue wallets: balances, transfers, one-click recycling.',
  deposit: 'Deposit channels and deposit orders.',
  withdrawal: 'Payee accounts (bank cards, crypto, e-wallets), withdrawal methods and orders.',
  games:
    "The game catalogue, favourites, search, opening a game, and the lobby's pulse (big wins, the jackpot, recently played: this project's extension).",
  lottery: `Timed lotteries (dice, five digits, colour): rounds, odds, orders, provably fair results.\n\n**Checking a draw without our source.** ${FAIRNESS_MARKDOWN}`,
  fastfood:
    'The fast-food game: rounds, chips, results and records. Its draws are provably fair as the `lottery` tag describes: step 4 gives the lamp where the light stops.',
  vip: 'VIP levels and privileges.',
  welfare: "Welfare tasks and their rewards (this project's extension).",
  interest: 'The interest balance: products, transfers in and out, earnings.',
  help: 'The help centre, notices and personal messages.',
  chat: "The customer-service chat (this project's extension): messages, the instant answer from the help articles, and a human agent's reply 2 clock minutes later.",
  control: "The mock's control API under /__mock/ (clock, faults, state, orders): for QA and demos, never part of the platform.",
};

type Method = RouteConfig['method'];
/** What the registry takes as a raw component: openapi3-ts's objects. Ours are plain OpenAPI JSON built here. */
type RawComponent = Parameters<OpenAPIRegistry['registerComponent']>[2];

function registerComponents(
  registry: OpenAPIRegistry,
  type: Parameters<OpenAPIRegistry['registerComponent']>[0],
  entries: Record<string, object>,
) {
  for (const [name, component] of Object.entries(entries)) registry.registerComponent(type, name, component as RawComponent);
}

/**
 * One operation into the registry. The operation is already OpenAPI (its schemas from zod's own JSON Schema
 * conversion): zod-to-openapi keeps raw parameters, request bodies, response schemas and headers as given.
 */
function registerOperation(registry: OpenAPIRegistry, path: string, method: string, operation: JsonSchema) {
  const { responses, ...rest } = operation as { responses: Record<string, ResponseConfig> } & Omit<
    RouteConfig,
    'method' | 'path' | 'responses'
  >;
  registry.registerPath({ ...rest, method: method.toLowerCase() as Method, path, responses });
}

/**
 * OpenAPI 3.1 for the whole contract. `@asteasolutions/zod-to-openapi` assembles the document (its registry and
 * `OpenApiGeneratorV31`: paths, operations, components, security schemes); the schemas inside come from zod's own
 * JSON Schema conversion (`openapi/schema-set.ts`), which keeps every rule — zod-to-openapi's own transformers keep
 * only a string's first pattern and the first value of `z.literal([1, 2])` (docs/decisions.md). Every
 * endpoint with its method, `/api/` path, summary, security by its `auth`, parameters or body (required when the
 * input refuses `{}`), the success envelope around its output beside the `Refusal` (both HTTP 200), HTTP 401 where a
 * session is required, named components, and the examples recorded from the seeded world.
 */
export function buildOpenApiDocument(tree: ContractTree, options: OpenApiOptions = {}): OpenApiDocument {
  const schemas = new SchemaSet();
  const examples = options.examples ?? recordedExamples;
  schemas.convert(Refusal, 'output');
  schemas.convert(Unauthorized, 'output');
  const registry = new OpenAPIRegistry();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const add = (path: string, method: string, operation: JsonSchema) => {
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
    registerOperation(registry, path, method, operation);
  };

  for (const { key, endpoint } of flattenContract(tree))
    add(`/api/${endpoint.path}`, endpoint.method, apiOperation(key, endpoint, schemas, examples[key]));
  if (options.includeControl ?? true) {
    for (const { key, endpoint } of flattenContract(control))
      add(`/__mock/${endpoint.path}`, endpoint.method, controlOperation(key, endpoint, schemas, examples[`control.${key}`]));
  }
  registerComponents(registry, 'schemas', usedComponents(schemas.components, paths));
  registerComponents(registry, 'securitySchemes', SECURITY_SCHEMES);
  registerComponents(registry, 'parameters', PARAMETERS);
  registerComponents(registry, 'responses', RESPONSES);

  const tags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags as string[])))];
  // The generator adds an empty `webhooks`: this API has none, so it is left out.
  const { webhooks: _none, ...document } = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'H5 gaming platform API',
      version: options.version ?? '1.0.0',
      description:
        'Every call of the platform (spec §7) under /api/, generated from the shared zod contract. Envelope `{ code, msg, data }`: 1 success, 0 refusal with a message (both HTTP 200), 401 login required (HTTP 401). Money is a decimal string with 2 decimals (CNY); times are ISO 8601 with +08:00. Headers: TOKEN, lang (zh_hans | en).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags: tags.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `The ${name} calls.` })),
  });
  return document as unknown as OpenApiDocument;
}
