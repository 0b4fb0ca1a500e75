import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { api } from '@contracts';
import { buildOpenApiDocument } from '@contracts/openapi';

/** issue 9, deliverable 8: the generated document passes a real OpenAPI validator (schema + semantics). */
describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 according to @apidevtools/swagger-parser', async () => {
    const document = buildOpenApiDocument(api);
    // validate() dereferences in place: give it a copy.
    const validated = await SwaggerParser.validate(structuredClone(document) as never);
    expect(Object.keys(validated.paths ?? {})).toHaveLength(Object.keys(document.paths ?? {}).length);
  });

  it('is refused by the validator when broken (the check can fail)', async () => {
    const broken = structuredClone(buildOpenApiDocument(api)) as unknown as {
      paths: Record<string, Record<string, { parameters?: unknown[] }>>;
    };
    const first = Object.values(broken.paths)[0];
    // A parameter without `in` is not OpenAPI.
    if (first) for (const op of Object.values(first)) op.parameters = [{ name: 'page', schema: { type: 'integer' } }];
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });
});
