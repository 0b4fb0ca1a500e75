import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, call, failure, loginAs, testApp } from '../helpers';
import { multipartBody, PNG_BYTES } from '../multipart';

/** issue 9 "Where it stands": each bad input gets the envelope with a message naming its real problem. */
describe('every bad input gets the envelope naming its problem', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await testApp();
    ({ token } = await loginAs(app));
  });
  afterAll(() => app.close());

  const post = (path: string, payload: string | Buffer, contentType: string) =>
    app.inject({ method: 'POST', url: `/api/${path}`, payload, headers: { token, 'content-type': contentType } });

  it('answers multipart without a boundary on a JSON endpoint with code 0, not a 500', async () => {
    const response = await post('fundslog/transfer', '{"from":"central"}', 'multipart/form-data');
    expect(response.statusCode).toBe(200);
    expect(failure(response).msg).toBe('multipart/form-data needs a boundary parameter in its Content-Type');
  });

  it('refuses a well-formed upload sent to a JSON endpoint as such', async () => {
    const body = multipartBody([{ name: 'amount', value: '10.00' }]);
    expect(failure(await post('fundslog/transfer', body.payload, body.contentType)).msg).toBe(
      'fundslog/transfer takes a JSON body (Content-Type: application/json), not a multipart upload',
    );
  });

  it('answers a truncated multipart upload with code 0, not a 500', async () => {
    const { payload, contentType } = multipartBody([{ name: 'imgPath', filename: 'a.png', type: 'image/png', bytes: PNG_BYTES }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload: payload.subarray(0, payload.length - 30),
      headers: { token, authorization: '1', 'content-type': contentType },
    });
    expect(response.statusCode).toBe(200);
    expect(failure(response).msg).toBe('The multipart body is incomplete: it ended before its closing boundary');
  });

  it('says "request body too large" for an oversize JSON body, not the image message', async () => {
    const response = await post('fundslog/transfer', JSON.stringify({ from: 'x'.repeat(1_100_000) }), 'application/json');
    expect(response.statusCode).toBe(200);
    expect(failure(response).msg).toBe('The request body is too large: at most 1 MiB');
  });

  it('names too many files and too many fields', async () => {
    const file = { name: 'imgPath', filename: 'a.png', type: 'image/png', bytes: PNG_BYTES };
    const files = multipartBody(Array.from({ length: 6 }, () => file));
    const headers = (contentType: string) => ({ token, authorization: '1', 'content-type': contentType });
    const tooManyFiles = await app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload: files.payload,
      headers: headers(files.contentType),
    });
    expect(failure(tooManyFiles).msg).toBe('Too many files: at most 5 in one request');
    const fields = multipartBody(Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: 'x' })));
    const tooManyFields = await app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload: fields.payload,
      headers: headers(fields.contentType),
    });
    expect(failure(tooManyFields).msg).toBe('Too many form fields: at most 20 in one request');
  });

  it('says a number is out of range for 1e309, not that the amount is missing', async () => {
    const response = await post('fundslog/transfer', '{"from":"central","to":"ag_slots","amount":1e309}', 'application/json');
    expect(failure(response).msg).toBe('A number in the body is out of range (amount): send a finite number');
  });

  it('says "page given twice" for a duplicated query parameter', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/record/getMoneyLogList?page=1&page=2', headers: { token } });
    expect(failure(response).msg).toBe('page given twice');
  });

  it('refuses a path climbing out of its folder as such', async () => {
    // Over a real socket: app.inject (like curl without --path-as-is) would resolve the ".." itself.
    const server = await testApp({ staticDir: process.cwd() });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    try {
      for (const path of ['/h5/../package.json', '/h5/%2e%2e/package.json', '/api/../package.json']) {
        const { status, body } = await rawGet(port, path);
        expect(status).toBe(400);
        expect(JSON.parse(body)).toEqual({
          code: 0,
          msg: 'Invalid path: ".." segments and control characters are not allowed',
          data: null,
        });
      }
    } finally {
      await server.close();
    }
  });

  it('answers PUT, PATCH and DELETE with 405 naming the allowed method', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/fundslog/transfer', headers: { token } });
      expect(response.statusCode).toBe(405);
      expect(failure(response).msg).toBe('fundslog/transfer must be called with POST');
    }
  });

  it('says a negative amount must be positive, not that it has too many decimals', async () => {
    const response = await call(app, api.deposit.submit, { channelId: 1, amount: '-100.00' }, { token });
    expect(failure(response).msg).toBe('The amount must be greater than 0');
  });

  it('answers an asset name with CR/LF with a 400/404 envelope, never a 500 or an injected header', async () => {
    for (const url of ['/assets/app/a%0d%0aSet-Cookie:%20x=1.apk', '/assets/app/a%22b.apk', '/assets/app/..%2f..%2fpackage.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ code: 0, data: null });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const good = await app.inject({ method: 'GET', url: '/assets/app/star-harbour-1.3.4.apk' });
    expect(good.headers['content-disposition']).toBe('attachment; filename="star-harbour-1.3.4.apk"');
  });

  it('refuses malformed wire values on every endpoint instead of trimming or coercing them', async () => {
    expect(failure(await call(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: ' 100 ' }, { token })).msg).toBe(
      'The amount must not contain spaces or line breaks',
    );
    const withdrawal = { amount: '100.00', secondaryPassword: '123456', methodId: true, payeeId: 1 };
    expect(failure(await call(app, api.withdrawal.submit, withdrawal, { token })).msg).toMatch(/must be a whole number/);
    for (const page of ['0x64', '1e3', '1000000000.00', ' 5']) {
      const response = await app.inject({ method: 'GET', url: '/api/record/getMoneyLogList', query: { page }, headers: { token } });
      expect(failure(response).msg).toBe('Page must be a whole number written with digits only');
    }
  });

  it('echoes at most a short excerpt of the input', async () => {
    const response = await call(app, api.funds.transfer, { from: 'central', to: 'v'.repeat(100_000), amount: '1.00' }, { token });
    const { msg } = failure(response);
    expect(msg.length).toBeLessThan(120);
    expect(msg).toContain(`${'v'.repeat(40)}…`);
  });
});

/** A GET with the path sent exactly as written. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}
