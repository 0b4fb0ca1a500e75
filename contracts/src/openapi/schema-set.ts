import { z } from 'zod';
import { QueryInt } from '../core/wire';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it) as plain data. */
export type JsonSchema = { [key: string]: unknown };
export type Io = 'input' | 'output';

type AnyDef = { type: string; in?: z.ZodType; out?: z.ZodType; catchall?: z.ZodType; defaultValue?: unknown };
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as AnyDef;

/** The largest integer QueryInt takes: 15 digits, no sign. */
const QUERY_INT_MAX = 999_999_999_999_999;

/**
 * zod's own JSON Schema conversion for every schema of the document, with one `components.schemas`.
 *
 * Components are registered by a rule, not a list: a schema carrying `.meta({ id })` in the contract is
 * a component of that name wherever it is used (zod extracts it; `$defs` become `#/components/schemas/…`).
 * `contracts/test/openapi-components.test.ts` fails when a schema used in two places has no id.
 *
 * Requests are converted as zod reads them (`io: 'input'`), answers as the server writes them
 * (`io: 'output'`). A name whose input and output forms differ (a default is optional on the way in,
 * always there on the way out) gets its input form as `<Name>Input`.
 */
export class SchemaSet {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: Io): JsonSchema {
    const raw = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      override: (ctx) => this.override(ctx.zodSchema, ctx.jsonSchema as JsonSchema, io),
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = raw;
    const renames = this.register(($defs ?? {}) as Record<string, JsonSchema>, io);
    return rewriteRefs(root, renames);
  }

  /** A schema with its top-level `$ref` followed (a named input object, for its properties). */
  resolve(json: JsonSchema): JsonSchema {
    const name = typeof json.$ref === 'string' ? json.$ref.replace('#/components/schemas/', '') : undefined;
    return name && this.components[name] ? this.resolve(this.components[name]) : json;
  }

  /** Adds a conversion's `$defs` to the components; answers the names given to forms already taken. */
  private register(defs: Record<string, JsonSchema>, io: Io): Map<string, string> {
    const renames = new Map<string, string>();
    const settle = (name: string, attempt = 0): string => {
      const candidate = attempt === 0 ? name : `${name}${io === 'input' ? 'Input' : 'Output'}`;
      const json = JSON.stringify(rewriteRefs(defs[name]!, renames));
      const existing = this.components[candidate];
      if (existing === undefined || JSON.stringify(existing) === json) return candidate;
      if (attempt > 0) throw new Error(`OpenAPI: two different schemas are named ${name} (give one another id)`);
      return settle(name, attempt + 1);
    };
    // Two passes: names first (a definition may refer to another), then the bodies with final names.
    for (const name of Object.keys(defs)) {
      const final = settle(name);
      if (final !== name) renames.set(name, final);
    }
    for (const [name, def] of Object.entries(defs)) this.components[renames.get(name) ?? name] = rewriteRefs(def, renames);
    return renames;
  }

  /**
   * What the wire carries where zod's view is not it:
   * - a QueryInt is an integer parameter (digits only, so never negative), and `QueryInt.pipe(X)` has
   *   X's bounds or values: the query string is read as a number first, then checked by X;
   * - any other pipe that keeps the value's type is checked by both sides, so both are documented;
   * - answers are objects that may grow: zod's `additionalProperties: false` is left out unless the
   *   schema is strict (clients should ignore fields they do not know);
   * - a default stays documented on a parameter whose schema was replaced.
   */
  private override(zodSchema: z.core.$ZodType, json: JsonSchema, io: Io): void {
    const def = defOf(zodSchema);
    if (zodSchema === QueryInt) return replace(json, { type: 'integer', minimum: 0, maximum: QUERY_INT_MAX });
    if (def.type === 'pipe' && io === 'input' && def.in && def.out) {
      const target = this.convert(def.out, 'output');
      if (def.in === QueryInt) return replace(json, integerOf(target));
      // The description stays on top, where a reader (and a generator) looks for it.
      const { description, ...own } = json;
      if (sameType(own, target, this.components))
        replace(json, { ...(description === undefined ? {} : { description }), allOf: [own, target] });
      return;
    }
    if (def.type === 'object' && io === 'output' && def.catchall === undefined) delete json.additionalProperties;
    if (def.type === 'number') tightestBounds(json);
    // A default replaced above (a QueryInt pipe) would lose it: what an absent parameter means.
    if (def.type === 'default' && io === 'input' && !('default' in json)) json.default = def.defaultValue;
  }
}

/**
 * One lower and one upper bound: `.int()` adds the safe-integer range beside `positive()`'s exclusive
 * minimum, and a schema with both says the same thing twice (Redocly: no-mixed-number-range-constraints).
 */
function tightestBounds(json: JsonSchema): void {
  const pairs: Array<['minimum' | 'maximum', 'exclusiveMinimum' | 'exclusiveMaximum', 1 | -1]> = [
    ['minimum', 'exclusiveMinimum', 1],
    ['maximum', 'exclusiveMaximum', -1],
  ];
  for (const [inclusive, exclusive, direction] of pairs) {
    const [a, b] = [json[inclusive], json[exclusive]];
    if (typeof a !== 'number' || typeof b !== 'number') continue;
    // The exclusive bound wins when it is at least as tight (for a minimum: b >= a).
    if ((b - a) * direction >= 0) delete json[inclusive];
    else delete json[exclusive];
  }
}

/** A query integer with the bounds of what it is piped into (a number's range, or a named enum). */
function integerOf(target: JsonSchema): JsonSchema {
  if ('$ref' in target || 'enum' in target || 'const' in target) return target;
  const json: JsonSchema = { ...target, type: 'integer', minimum: Math.max(0, typeof target.minimum === 'number' ? target.minimum : 0) };
  json.maximum = Math.min(QUERY_INT_MAX, typeof target.maximum === 'number' ? target.maximum : QUERY_INT_MAX);
  tightestBounds(json);
  return json;
}

function typeOf(json: JsonSchema, components: Record<string, JsonSchema>): unknown {
  const ref = typeof json.$ref === 'string' ? components[json.$ref.replace('#/components/schemas/', '')] : undefined;
  return ref ? typeOf(ref, components) : json.type;
}

function sameType(a: JsonSchema, b: JsonSchema, components: Record<string, JsonSchema>): boolean {
  const [ta, tb] = [typeOf(a, components), typeOf(b, components)];
  return ta === tb || (ta === 'integer' && tb === 'number') || (ta === 'number' && tb === 'integer');
}

function replace(json: JsonSchema, next: JsonSchema): void {
  for (const key of Object.keys(json)) delete json[key];
  Object.assign(json, next);
}

/** `#/$defs/X` → `#/components/schemas/X` (renamed where the name was taken by another form). */
function rewriteRefs<T>(value: T, renames: Map<string, string>): T {
  if (Array.isArray(value)) return value.map((item: unknown) => rewriteRefs(item, renames)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/')) {
        const name = item.slice('#/$defs/'.length);
        return [key, `#/components/schemas/${renames.get(name) ?? name}`];
      }
      return [key, rewriteRefs(item, renames)];
    }),
  ) as T;
}
