/** Minimal JSON-Schema walking for the fuzzer: a plausible value per schema, and the fields of an object. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  default?: unknown;
  minLength?: number;
  minimum?: number;
  format?: string;
};

/** The first concrete branch of a union (zod's optional/nullable come out as anyOf). */
export function concrete(schema: JsonSchema): JsonSchema {
  const branch = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!branch?.length) return schema;
  return concrete(branch.find((s) => s.type !== 'null') ?? branch[0] ?? {});
}

/** A value the schema would likely accept: only a starting point, the fuzzer breaks it. */
export function sample(schema: JsonSchema, name = ''): unknown {
  const s = concrete(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      if (/amount/i.test(name)) return '100.00';
      if (s.format === 'date') return '2026-11-22';
      if (s.format === 'date-time') return '2026-11-22T12:00:00+08:00';
      return 'abcd1234'.padEnd(s.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [sample(s.items, name)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([k]) => s.required?.includes(k))
          .map(([k, v]) => [k, sample(v, k)]),
      );
    default:
      return 'x';
  }
}

export function objectFields(schema: JsonSchema | undefined): { properties: Record<string, JsonSchema>; required: string[] } {
  const s = schema ? concrete(schema) : {};
  return { properties: s.properties ?? {}, required: s.required ?? [] };
}
