import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, flattenContract } from '@contracts';
import { loginAs, testApp } from './helpers';
import { multipartBody, PNG_BYTES } from './multipart';

type Parameter = { name?: string; in?: string; schema?: unknown; $ref?: string };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, unknown>;
  security: Array<Record<string, unknown>>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

/**
 * issue 14: the document tells the truth about requests, checked against the server for every operation
 * of the contract (new endpoints included): a body it marks required is refused when missing, one it
 * does not mark is not refused for its absence, 401 is documented exactly where the server answers it,
 * and no parameter is typed in a way a query string or a header cannot carry.
 */
describe('the OpenAPI document agrees with the server', () => {
  let app: FastifyInstance;
  let doc: Doc;
  let token: string;
  const operations = () =>
    flattenContract(api).map(({ key, endpoint }) => ({
      key,
      endpoint,
      op: doc.paths[`/api/${endpoint.path}`]![endpoint.method.toLowerCase()]!,
    }));

  beforeAll(async () => {
    app = await testApp();
    doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    ({ token } = await loginAs(app));
  });
  afterAll(() => app.close());

  it('a POST without its body: refused where the body is required, never refused for its absence where it is not', async () => {
    const wrong: string[] = [];
    let required = 0;
    for (const { key, endpoint, op } of operations()) {
      if (endpoint.method !== 'POST' || endpoint.multipart) continue;
      if (op.requestBody?.required) {
        required++;
        const response = await app.inject({ method: 'POST', url: `/api/${endpoint.path}`, headers: { token } });
        if ((response.json() as { code: number }).code !== 0)
          wrong.push(`${key}: required body, but a request without one answered ${response.body.slice(0, 80)}`);
      } else {
        // The server reads a missing body as {}: the input it checks now (clock rules included) must take it.
        const schema = endpoint.inputAt?.(Date.now()) ?? endpoint.input;
        if (!schema.safeParse({}).success) wrong.push(`${key}: body not marked required, but its input refuses {}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(required).toBeGreaterThan(20);
  });

  it('401 is documented exactly on the calls that answer it without a session', async () => {
    const wrong: string[] = [];
    for (const { key, endpoint, op } of operations()) {
      const documented = '401' in op.responses;
      const url = `/api/${endpoint.path}`;
      const upload = multipartBody([{ name: 'imgPath', filename: 'a.png', type: 'image/png', bytes: PNG_BYTES }]);
      const response =
        endpoint.method === 'GET'
          ? await app.inject({ method: 'GET', url })
          : endpoint.multipart
            ? await app.inject({ method: 'POST', url, payload: upload.payload, headers: { 'content-type': upload.contentType } })
            : await app.inject({ method: 'POST', url, payload: {} });
      if (documented !== (response.statusCode === 401))
        wrong.push(`${key}: 401 ${documented ? 'documented' : 'not documented'}, answered HTTP ${response.statusCode}`);
      if (documented !== (endpoint.auth === 'required'))
        wrong.push(`${key}: auth ${endpoint.auth}, 401 ${documented ? '' : 'not '}documented`);
    }
    expect(wrong).toEqual([]);
  });

  it('every operation documents the refusal beside its success, and no 200 carries code 401', () => {
    for (const { key, op } of operations()) {
      const schema = JSON.stringify(op.responses['200']);
      expect(schema, key).toContain('#/components/schemas/Refusal');
      expect(schema, key).not.toContain('401');
    }
  });

  it('parameters are what a query string or a header can carry: no null, no Authorization header', () => {
    const all = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((op) => (op.parameters ?? []).map((p) => ({ op: op.operationId, p })));
    const nullable = all.filter(({ p }) => /"null"/.test(JSON.stringify(p.schema ?? {}))).map(({ op, p }) => `${op}: ${p.name}`);
    expect(nullable).toEqual([]);
    const ignored = all
      .filter(({ p }) => p.in === 'header' && /^(authorization|accept|content-type)$/i.test(p.name ?? ''))
      .map(({ op, p }) => `${op}: ${p.name}`);
    expect(ignored).toEqual([]);
    expect(all.length).toBeGreaterThan(100);
  });

  it('the upload is secured by TOKEN and the uploader uid in Authorization, as a security scheme', () => {
    const upload = doc.paths[`/api/${api.common.upload.path}`]!.post!;
    expect(upload.security).toEqual([{ TOKEN: [], UploaderUid: [] }]);
    expect(upload.requestBody?.required).toBe(true);
  });
});
