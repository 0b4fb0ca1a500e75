import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers';

/** Errors Fastify raises before any route: each answers the envelope, naming the problem, never the framework. */
describe('framework-level errors answer the envelope', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('answers a malformed percent-encoding under /api/ and /__mock/ with a 400 envelope naming it, in both languages', async () => {
    for (const url of ['/api/%ff', '/api/user/%C0%AF', '/__mock/faults/%ED%A0%80', '/__mock/%E0%A4%A', '/api/a%', '/h5/%ff']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      const body = response.json<{ code: number; msg: string; data: null }>();
      expect(body.code, url).toBe(0);
      expect(body.data).toBeNull();
      expect(body.msg).toMatch(/percent-encoding/);
      expect(response.body).not.toMatch(/FST_|Fastify/i);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const zh = await app.inject({ method: 'GET', url: '/api/%ff', headers: { lang: 'zh_hans' } });
    expect(zh.json()).toEqual({ code: 0, msg: '路径无效：/api/%ff 含有错误的百分号编码（%XX 须组成 UTF-8 字符）', data: null });
  });

  it('answers malformed JSON, a wrong content type and an oversize body on /__mock/ with the envelope', async () => {
    const post = (payload: string, type: string) =>
      app.inject({ method: 'POST', url: '/__mock/clock/advance', payload, headers: { 'content-type': type } });
    expect((await post('{bad', 'application/json')).json()).toEqual({ code: 0, msg: 'The request body is not valid JSON', data: null });
    const wrongType = await post('ms=1', 'application/x-www-form-urlencoded');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 0, data: null });
    const big = await post(JSON.stringify({ ms: 1, pad: 'x'.repeat(1_100_000) }), 'application/json');
    expect(big.json()).toEqual({ code: 0, msg: 'The request body is too large: at most 1 MiB', data: null });
  });

  it("answers an oversize request line or header over a real socket with the envelope, not Fastify's body", async () => {
    const server = await testApp();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    try {
      const long = await rawRequest(port, `GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      expect(long.status).toBe(431);
      expect(JSON.parse(long.body)).toEqual({ code: 0, msg: 'The request line and headers are too large: at most 16 KiB', data: null });
      const broken = await rawRequest(port, 'GET /api/x HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n');
      expect(broken.status).toBe(400);
      expect(JSON.parse(broken.body)).toEqual({ code: 0, msg: 'The request is not valid HTTP', data: null });
    } finally {
      await server.close();
    }
  });
});

/** Bytes as written, answered status and body (the connection is closed by the server after an error). */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}
