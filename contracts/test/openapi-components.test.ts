import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, flattenContract, type ContractTree } from '../src';
import { control } from '../src/control';
import { buildOpenApiDocument } from '../src/openapi';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  catchall?: z.ZodType;
};

const idOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.id;

/** The schemas directly inside one (object fields, list items, union branches, wrapped and piped types). */
function children(schema: z.ZodType): Array<[string, z.ZodType]> {
  const def = schema._zod.def as unknown as Def;
  const list: Array<[string, z.ZodType | undefined | null]> = [
    ...Object.entries(def.shape ?? {}).map(([name, child]): [string, z.ZodType] => [`.${name}`, child]),
    ['[]', def.element],
    ['', def.innerType],
    ['', def.in],
    ['', def.out],
    ...(def.options ?? []).map((child, i): [string, z.ZodType] => [`|${i}`, child]),
    ['&', def.left],
    ['&', def.right],
    ['{}', def.valueType],
    ...(def.items ?? []).map((child, i): [string, z.ZodType] => [`[${i}]`, child]),
    ['[…]', def.rest],
    ['{…}', def.catchall],
  ];
  return list.filter((entry): entry is [string, z.ZodType] => entry[1] !== undefined && entry[1] !== null);
}

/** A shape a generated client would otherwise repeat: an object with fields, an enumeration, a patterned string. */
function worthAName(schema: z.ZodType): boolean {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as {
    type?: unknown;
    properties?: object;
    enum?: unknown[];
    anyOf?: Array<{ const?: unknown }>;
    pattern?: string;
    allOf?: unknown[];
  };
  if (json.type === 'object') return Object.keys(json.properties ?? {}).length > 0;
  if ((json.enum?.length ?? 0) >= 2) return true;
  if (json.anyOf && json.anyOf.length >= 2 && json.anyOf.every((branch) => branch.const !== undefined)) return true;
  return json.pattern !== undefined || json.allOf !== undefined;
}

/** Every place each schema is used in a contract, by identity; a named schema's insides count once. */
function usesOf(trees: Array<[string, ContractTree]>): Map<z.ZodType, string[]> {
  const uses = new Map<z.ZodType, string[]>();
  const expanded = new Set<z.ZodType>();
  const visit = (schema: z.ZodType, where: string) => {
    uses.set(schema, [...(uses.get(schema) ?? []), where]);
    if (expanded.has(schema)) return;
    expanded.add(schema);
    for (const [step, child] of children(schema)) visit(child, idOf(schema) ? `${idOf(schema)}${step}` : `${where}${step}`);
  };
  for (const [prefix, tree] of trees) {
    for (const { key, endpoint } of flattenContract(tree)) {
      visit(endpoint.input, `${prefix}${key} input`);
      visit(endpoint.output, `${prefix}${key} output`);
    }
  }
  return uses;
}

/**
 * issue 14: reusable schemas are named components, by a rule: a schema with `.meta({ id })` is a component
 * wherever it is used. This test is the other half of the rule: a schema the contract uses in two places
 * (an object, an enumeration or a patterned string) must carry an id, so a client generated from the
 * document has one `Venue`, not one per operation. A new endpoint that reuses an unnamed schema fails here.
 */
describe('named components', () => {
  it('every schema used in more than one place is named', () => {
    const unnamed = [
      ...usesOf([
        ['', api],
        ['control.', control],
      ]),
    ]
      .filter(([schema, places]) => places.length > 1 && idOf(schema) === undefined && worthAName(schema))
      .map(([, places]) => `${places.slice(0, 3).join(', ')}${places.length > 3 ? ` (+${places.length - 3})` : ''}`);
    expect(unnamed, "give these schemas `.meta({ id: 'Name' })` where they are defined").toEqual([]);
  });

  it('puts the named schemas in components.schemas and refers to them', () => {
    const document = buildOpenApiDocument(api);
    const text = JSON.stringify(document.paths);
    for (const name of ['Money', 'Venue', 'Refusal']) {
      expect(document.components.schemas[name], name).toBeDefined();
      expect(text).toContain(`"#/components/schemas/${name}"`);
    }
  });

  it("documents the refusal's `field`, this project's extension of the platform's envelope, as optional", () => {
    const refusal = buildOpenApiDocument(api).components.schemas.Refusal as {
      properties: Record<string, { type?: string; description?: string }>;
      required: string[];
    };
    expect(refusal.properties.field).toMatchObject({ type: 'string', description: expect.stringContaining('extension') });
    expect(refusal.required).toEqual(['code', 'msg', 'data']);
  });

  it('the rule can fail: an unnamed object used twice is reported', () => {
    const Shared = z.object({ a: z.string() });
    const tree = {
      x: { method: 'GET', path: 'x', auth: 'none', summary: '', input: z.object({}), output: Shared },
      y: { method: 'GET', path: 'y', auth: 'none', summary: '', input: z.object({}), output: z.array(Shared) },
    } as const;
    const reused = [...usesOf([['', tree as unknown as ContractTree]])].filter(
      ([schema, places]) => places.length > 1 && worthAName(schema),
    );
    expect(reused.map(([, places]) => places)).toEqual([['x output', 'y output[]']]);
  });
});
