/** A JSON Schema (2020-12) of the OpenAPI document, as plain data. */
export type JsonSchema = Record<string, unknown>;

/** One field as the reference lists it: where it is, its type and every rule the document states for it. */
export interface Field {
  name: string;
  type: string;
  required: boolean;
  rules: string[];
  description: string | null;
}

/** What one schema says, read the way a developer checks a value against it. */
interface Reading {
  type: string;
  rules: string[];
  description: string | null;
  /** The object it describes (properties merged over `allOf`), when it is one. */
  object: { properties: Record<string, JsonSchema>; required: string[] } | null;
  /** A list's item schema. */
  items: JsonSchema | null;
  /** A map's value schema (`additionalProperties`). */
  values: JsonSchema | null;
  /** Alternatives that are not just "or null". */
  alternatives: JsonSchema[];
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
/** zod's bounds of a safe integer (and of a 15-digit query integer): true of every value the wire can carry. */
const NOISE_BOUND = 999_999_999_999_999;
/** Beyond this a `pattern` is a date or time's own grammar; its `format` says it better. */
const LONG_PATTERN = 80;
const quote = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/**
 * Reads the document's schemas into fields and rules: `$ref`s followed (the component's name kept as the type),
 * `allOf` merged, `X | null` shown as "X or null", lists and maps by their items. Depth-limited, so a recursive
 * shape cannot run away.
 */
export class SchemaReader {
  constructor(private readonly components: Record<string, JsonSchema>) {}

  /** The fields of an object schema, nested ones as `parent.child`, list items as `list[].field`. */
  fields(schema: JsonSchema, prefix = '', depth = 0, requiredHere = true): Field[] {
    const reading = this.read(schema);
    if (!reading.object) return [];
    return Object.entries(reading.object.properties).flatMap(([key, property]) => {
      const name = `${prefix}${key}`;
      const inner = this.read(property);
      const required = requiredHere && reading.object!.required.includes(key);
      const own: Field = { name, type: inner.type, required, rules: inner.rules, description: inner.description };
      if (depth >= 3) return [own];
      if (inner.object) return [own, ...this.fields(property, `${name}.`, depth + 1)];
      if (inner.items && this.read(inner.items).object) return [own, ...this.fields(inner.items, `${name}[].`, depth + 1)];
      return [own];
    });
  }

  /** The alternatives of a schema that is one of several objects (a body taken in two forms). */
  alternatives(schema: JsonSchema): Array<{ name: string | null; schema: JsonSchema }> {
    return this.read(schema).alternatives.map((alternative) => ({ name: refName(alternative), schema: alternative }));
  }

  read(schema: JsonSchema, depth = 0): Reading {
    const name = refName(schema);
    const target = name ? (this.components[name] ?? {}) : schema;
    const merged = this.merge(target, depth);
    const own = typeof schema.description === 'string' ? schema.description : null;
    return { ...merged, type: name && !merged.type.startsWith(name) ? `${name} (${merged.type})` : merged.type, description: own ?? merged.description };
  }

  private merge(schema: JsonSchema, depth: number): Reading {
    const parts = Array.isArray(schema.allOf) ? schema.allOf.filter(isSchema) : [];
    const base = this.plain(schema, depth);
    if (depth > 6) return base;
    return parts.reduce<Reading>((reading, part) => {
      const other = this.read(part, depth + 1);
      const object =
        reading.object || other.object
          ? {
              properties: { ...reading.object?.properties, ...other.object?.properties },
              required: [...(reading.object?.required ?? []), ...(other.object?.required ?? [])],
            }
          : null;
      return {
        type: reading.type === 'any' ? other.type : reading.type,
        rules: [...new Set([...reading.rules, ...other.rules])],
        description: reading.description ?? other.description,
        object,
        items: reading.items ?? other.items,
        values: reading.values ?? other.values,
        alternatives: [...reading.alternatives, ...other.alternatives],
      };
    }, base);
  }

  /** One schema without its `allOf`. */
  private plain(schema: JsonSchema, depth: number): Reading {
    const rules: string[] = [];
    const choices = [...(Array.isArray(schema.oneOf) ? schema.oneOf : []), ...(Array.isArray(schema.anyOf) ? schema.anyOf : [])].filter(isSchema);
    const nullable = choices.some((choice) => choice.type === 'null') || (Array.isArray(schema.type) && schema.type.includes('null'));
    const alternatives = choices.filter((choice) => choice.type !== 'null');
    let type = typeName(schema);
    let object: Reading['object'] = null;
    let items: JsonSchema | null = null;
    let values: JsonSchema | null = null;

    if (alternatives.length === 1 && depth < 6) {
      // "X or null": X's reading, marked nullable.
      const only = this.read(alternatives[0]!, depth + 1);
      return { ...only, type: `${only.type} or null`, alternatives: [] };
    }
    if (alternatives.length > 1) type = alternatives.map((choice) => (depth < 6 ? this.read(choice, depth + 1).type : 'object')).join(' | ');
    if (nullable && alternatives.length !== 1 && type !== 'any') type = `${type} or null`;

    if (Array.isArray(schema.enum)) rules.push(`one of ${schema.enum.map(quote).join(', ')}`);
    if ('const' in schema) rules.push(`always ${quote(schema.const)}`);
    if (typeof schema.format === 'string') rules.push(`format ${schema.format}`);
    if (typeof schema.pattern === 'string' && !(schema.pattern.length > LONG_PATTERN && typeof schema.format === 'string')) rules.push(`pattern ${schema.pattern}`);
    const length = range(schema.minLength, schema.maxLength, 'character');
    if (length) rules.push(length);
    const count = range(schema.minItems, schema.maxItems, 'item');
    if (count) rules.push(count);
    for (const [key, sign] of [['minimum', '≥'], ['exclusiveMinimum', '>'], ['maximum', '≤'], ['exclusiveMaximum', '<']] as const) {
      const bound = schema[key];
      if (typeof bound === 'number' && Math.abs(bound) < NOISE_BOUND) rules.push(`${sign} ${bound}`);
    }
    if (typeof schema.multipleOf === 'number') rules.push(`a multiple of ${schema.multipleOf}`);
    if ('default' in schema) rules.push(`default ${quote(schema.default)}`);
    if (schema.contentMediaType) rules.push('a file');

    if (isSchema(schema.properties)) {
      object = { properties: schema.properties as Record<string, JsonSchema>, required: Array.isArray(schema.required) ? (schema.required as string[]) : [] };
      if (schema.additionalProperties === false) rules.push('no other fields');
    }
    if (isSchema(schema.items)) {
      items = schema.items;
      type = `list of ${depth < 6 ? this.read(schema.items, depth + 1).type : 'items'}`;
    }
    if (isSchema(schema.additionalProperties) && !object) {
      values = schema.additionalProperties;
      type = `map of ${depth < 6 ? this.read(values, depth + 1).type : 'values'}`;
    }
    return { type, rules, description: typeof schema.description === 'string' ? schema.description : null, object, items, values, alternatives: alternatives.length > 1 ? alternatives : [] };
  }
}

function refName(schema: JsonSchema): string | null {
  return typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : null;
}

function typeName(schema: JsonSchema): string {
  const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null')[0] : schema.type;
  if (typeof type === 'string') return type;
  if ('const' in schema) return typeof schema.const === 'string' ? 'string' : typeof schema.const;
  if (isSchema(schema.properties)) return 'object';
  return 'any';
}

/** "1–40 characters", "at least 1 character", "exactly 6 characters": a length or a count. */
function range(min: unknown, max: unknown, unit: string): string | null {
  const low = typeof min === 'number' ? min : null;
  const high = typeof max === 'number' && max < NOISE_BOUND ? max : null;
  const units = (n: number) => `${unit}${n === 1 ? '' : 's'}`;
  if (low !== null && high !== null) return low === high ? `exactly ${low} ${units(low)}` : `${low}–${high} ${units(high)}`;
  if (low !== null && low > 0) return `at least ${low} ${units(low)}`;
  if (high !== null) return `at most ${high} ${units(high)}`;
  return null;
}
