import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { flattenContract, type Endpoint } from '@contracts';
import { pathParams } from '@contracts/control';
import { refusesEmpty } from '@contracts/openapi/operations';
import { api, call, control, ctl, loginAs, okData, testApp } from './helpers';
import { ok } from './funds/wallet-helpers';

/** A control call's body: its input without the `{name}` path parameters. */
function withoutPathParams(endpoint: Endpoint): z.ZodType {
  const names = pathParams(endpoint.path);
  if (names.length === 0 || !(endpoint.input instanceof z.ZodObject)) return endpoint.input;
  const shape = endpoint.input.shape as Record<string, z.ZodType>;
  return z.object(Object.fromEntries(Object.entries(shape).filter(([name]) => !names.includes(name))));
}

let app: FastifyInstance;
afterEach(() => app.close());

const reset = (headers: Record<string, string>, payload?: string) =>
  app.inject({ method: 'POST', url: '/__mock/reset', headers, ...(payload === undefined ? {} : { payload }) });

describe('the control API is not reachable from other sites', () => {
  it('answers /__mock/ without CORS headers while /api/ keeps them', async () => {
    app = await testApp();
    const mock = await app.inject({ method: 'GET', url: '/__mock/clock', headers: { origin: 'http://localhost:5173' } });
    expect(mock.statusCode).toBe(200);
    expect(mock.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/__mock/reset',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/other/getConfig' })).headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses a body a cross-site form can send (text/plain, urlencoded, multipart) with 415', async () => {
    app = await testApp();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const response = await reset(type === undefined ? {} : { 'content-type': type }, 'seed=7');
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toMatchObject({ code: 0, data: null });
    }
    expect((await reset({ 'content-type': 'application/json' }, '{}')).statusCode).toBe(200);
  });

  it('takes a call without a body as curl sends it (no Content-Type, or an empty form), for every call whose body is optional', async () => {
    app = await testApp();
    const bodiless = flattenContract(control).filter(
      ({ endpoint }) => endpoint.method !== 'GET' && !refusesEmpty(withoutPathParams(endpoint)),
    );
    expect(bodiless.map(({ key }) => key)).toEqual(
      expect.arrayContaining([
        'world.reset',
        'world.clearFaults',
        'account.expireSessions',
        'deposit.approveDeposit',
        'withdrawal.payWithdrawal',
      ]),
    );
    for (const { key, endpoint } of bodiless) {
      const url = `/__mock/${endpoint.path.replace(/\{\w+\}/g, '1')}`;
      for (const headers of [{}, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' }]) {
        const response = await app.inject({ method: endpoint.method, url, headers });
        // Decided by the call itself (done; 404 or 409 for an order, fault or entry "1"), never refused for its missing type.
        expect([200, 404, 409], `${key} ${JSON.stringify(headers)}: ${response.body}`).toContain(response.statusCode);
      }
    }
    // The calls of the README, as curl sends them: they act.
    const player = await loginAs(app, 'demo01');
    const deposit = await ok(app, api.deposit.submit, { channelId: 1, amount: '300.00', depositorName: '张伟' }, player);
    expect((await app.inject({ method: 'POST', url: `/__mock/wallet/deposits/${deposit.orderNo}/approve` })).json()).toMatchObject({
      code: 1,
      data: { order: { status: 1 } },
    });
    expect((await app.inject({ method: 'POST', url: '/__mock/sessions/expire' })).json()).toMatchObject({ code: 1, data: { expired: 1 } });
    expect((await call(app, api.account.userInfo, {}, { token: player.token })).statusCode).toBe(401);
    await ctl(app).world.addFault({ path: '*', kind: 'error' });
    expect((await app.inject({ method: 'DELETE', url: '/__mock/faults' })).json()).toMatchObject({ code: 1 });
    expect(await ctl(app).world.faults()).toEqual({ faults: [] });
    expect((await app.inject({ method: 'POST', url: '/__mock/reset' })).json()).toMatchObject({ code: 1, data: { ok: true } });
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign Origin, allows loopback and the configured ones', async () => {
    app = await testApp({ listen: { host: '127.0.0.1', port: 4790 }, publicOrigin: 'https://demo.example.com' });
    const clock = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/__mock/clock', headers });
    expect((await clock({ host: 'evil.example:4790' })).statusCode).toBe(403);
    expect((await clock({ host: '127.0.0.1:9999' })).statusCode).toBe(403);
    for (const host of ['127.0.0.1:4790', 'localhost:4790', '[::1]:4790', 'demo.example.com'])
      expect((await clock({ host })).statusCode, host).toBe(200);
    expect((await clock({ host: 'localhost:4790', origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await clock({ host: 'localhost:4790', origin: 'http://localhost:4790' })).statusCode).toBe(200);
    // /api/ is for every origin: the native wrapper calls it from its own.
    expect((await app.inject({ method: 'GET', url: '/api/other/getConfig', headers: { host: 'evil.example:4790' } })).statusCode).toBe(200);
  });

  it('needs X-Mock-Token when the server has a control token (beyond loopback)', async () => {
    app = await testApp({ controlToken: 'secret-token' });
    expect((await app.inject({ method: 'GET', url: '/__mock/clock' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/__mock/clock', headers: { 'x-mock-token': 'wrong' } })).statusCode).toBe(401);
    expect((await ctl(app, { token: 'secret-token' }).world.clock()).mode).toBe('frozen');
  });
});

describe('the state export', () => {
  it('leaves out password hashes and live tokens unless asked, and a redacted export imports with the hashes the world has', async () => {
    app = await testApp();
    const { token } = await loginAs(app, 'demo01');
    const redacted = await ctl(app).world.exportState();
    expect(redacted.secrets).toBe(false);
    expect(redacted.collections.sessions).toBeUndefined();
    expect(JSON.stringify(redacted)).not.toContain(token);
    expect(JSON.stringify(redacted)).not.toContain('scrypt$');
    const full = await ctl(app).world.exportState({ secrets: 'true' });
    expect(JSON.stringify(full)).toContain(token);
    expect(JSON.stringify(full)).toContain('scrypt$');

    await ctl(app).world.importState(redacted);
    // Sessions were dropped; the demo password still works because the hashes came from the world.
    expect((await call(app, api.account.userInfo, {}, { token })).statusCode).toBe(401);
    const again = await loginAs(app, 'demo01');
    expect(okData(api.account.userInfo, await call(app, api.account.userInfo, {}, { token: again.token })).username).toBe('demo01');
    expect((await ctl(app).send(control.world.exportState, { secrets: 'true' })).status).toBe(200);
  });
});

describe('a request the browser marks as coming from another site', () => {
  it('is refused with the 403 envelope whatever its method, even without an Origin (a <script src>, a no-cors GET)', async () => {
    app = await testApp();
    for (const site of ['cross-site', 'same-site']) {
      for (const [method, url] of [
        ['GET', '/__mock/state?secrets=true'],
        ['GET', '/__mock/clock'],
        ['POST', '/__mock/reset'],
        ['DELETE', '/__mock/faults'],
      ] as const) {
        const response = await app.inject({
          method,
          url,
          headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
        });
        expect(response.statusCode, `${site} ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          code: 0,
          msg: `The control API answers only this app's own pages and tools, not a request from another site (Sec-Fetch-Site: ${site})`,
          data: null,
        });
        expect(response.body).not.toMatch(/passwordHash|token/i);
      }
    }
    const zh = await app.inject({ method: 'GET', url: '/__mock/state', headers: { 'sec-fetch-site': 'cross-site', lang: 'zh_hans' } });
    expect(zh.json<{ msg: string }>().msg).toBe(
      '控制接口只回应本应用自己的页面和工具，不回应来自其他网站的请求（Sec-Fetch-Site：cross-site）',
    );
  });

  it("answers the app's own pages (same-origin) and tools that send no such header (curl, a typed URL: none)", async () => {
    app = await testApp();
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}]) {
      expect((await app.inject({ method: 'GET', url: '/__mock/clock', headers })).statusCode).toBe(200);
    }
    // /api/ is for the native wrapper's other origin too: the header does not matter there.
    expect(
      (await app.inject({ method: 'GET', url: '/api/common/getSystemInfo', headers: { 'sec-fetch-site': 'cross-site' } })).json(),
    ).toMatchObject({ code: 1 });
  });
});
