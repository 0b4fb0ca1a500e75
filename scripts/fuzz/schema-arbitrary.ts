/**
 * Values built from the OpenAPI document's JSON Schemas (fast-check arbitraries), for the fuzzer's
 * positive checks: what an outside client, reading only the document, may send. Each value is checked
 * against the document with Ajv afterwards, so a loose generator can only lose samples, never send a
 * value the document refuses.
 */
import fc from 'fast-check';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** Longest string or list generated where the schema sets no bound (requests stay small). */
const LOOSE_LENGTH = 24;
const LOOSE_ITEMS = 3;

export class SchemaArbitraries {
  constructor(private readonly components: Record<string, Schema>) {}

  resolve(schema: Schema): Schema {
    if (!schema.$ref) return schema;
    const target = this.components[schema.$ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`unknown $ref ${schema.$ref}`);
    const { $ref: _ref, ...siblings } = schema;
    return { ...this.resolve(target), ...siblings };
  }

  of(input: Schema): fc.Arbitrary<unknown> {
    const schema = this.merged(this.resolve(input));
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches?.length) return fc.oneof(...branches.map((branch) => this.of(branch)));
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'string':
        return this.string(schema);
      case 'integer':
      case 'number':
        // Whole numbers inside the bounds (fast-check's integers are 32-bit); the document's own checks filter.
        return fc.integer(bounds(schema));
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(this.of(schema.items ?? {}), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? LOOSE_ITEMS, LOOSE_ITEMS)),
        });
      case 'object': {
        const properties = schema.properties ?? {};
        const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, this.of(property)]));
        return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
      }
      default:
        return fc.constantFrom('x', 1, true);
    }
  }

  /** allOf folded into one schema: bounds intersected; extra patterns are left to the Ajv check. */
  private merged(schema: Schema): Schema {
    if (!schema.allOf) return schema;
    const { allOf, ...own } = schema;
    return allOf
      .map((part) => this.merged(this.resolve(part)))
      .reduce<Schema>(
        (all, part) => ({
          ...part,
          ...all,
          pattern: all.pattern ?? part.pattern,
          minLength: Math.max(all.minLength ?? 0, part.minLength ?? 0) || undefined,
          maxLength:
            Math.min(all.maxLength ?? Infinity, part.maxLength ?? Infinity) === Infinity
              ? undefined
              : Math.min(all.maxLength ?? Infinity, part.maxLength ?? Infinity),
          minimum:
            Math.max(all.minimum ?? -Infinity, part.minimum ?? -Infinity) === -Infinity
              ? undefined
              : Math.max(all.minimum ?? -Infinity, part.minimum ?? -Infinity),
          exclusiveMinimum: all.exclusiveMinimum ?? part.exclusiveMinimum,
        }),
        own,
      );
  }

  private string(schema: Schema): fc.Arbitrary<string> {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? Math.max(min, LOOSE_LENGTH);
    const fits = (v: string) => [...v].length >= min && [...v].length <= max;
    if (schema.format === 'date')
      return fc
        .date({ min: new Date('2026-10-01T00:00:00Z'), max: new Date('2026-11-22T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    if (schema.format === 'date-time')
      return fc
        .date({ min: new Date('2026-10-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => `${d.toISOString().slice(0, 19)}+08:00`);
    if (schema.format === 'email') return fc.emailAddress().filter(fits);
    if (schema.pattern) {
      // fast-check cannot build lookaheads: build from the rest, the full pattern filters.
      const full = new RegExp(schema.pattern, 'u');
      const buildable = new RegExp(schema.pattern.replace(/\(\?[=!][^()]*(\([^()]*\)[^()]*)*\)/g, ''), 'u');
      return fc.stringMatching(buildable).filter((v) => full.test(v) && fits(v));
    }
    return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }).filter(fits);
  }
}

const INT32 = 2 ** 31 - 1;

/** The whole numbers a numeric schema allows, within 32 bits, at most a million wide. */
function bounds(schema: Schema): { min: number; max: number } {
  const min = Math.max(
    -INT32,
    Math.ceil(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : -1000)),
  );
  const top = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : min + 1_000_000);
  return { min, max: Math.max(min, Math.min(INT32, Math.floor(top), min + 1_000_000)) };
}
