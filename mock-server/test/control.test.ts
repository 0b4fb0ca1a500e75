import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ControlClient } from '@contracts/control/client';
import { api, call, control, ctl, failure, loginAs, okData, testApp, validRegistration } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

/** Every call goes through the one typed control client; `send` keeps the status for refusals. */
const send: ControlClient['send'] = (endpoint, input) => ctl(app).send(endpoint, input);

describe('the clock', () => {
  it('reads the frozen start instant and advances only when told', async () => {
    expect((await send(control.world.clock)).data).toMatchObject({ now: '2026-11-22T12:00:00+08:00', mode: 'frozen' });
    expect((await send(control.world.advance, { ms: 1500 })).data?.now).toBe('2026-11-22T12:00:01+08:00');
    expect((await send(control.world.advance, { seconds: 59, minutes: 1 })).data?.now).toBe('2026-11-22T12:02:00+08:00');
    expect((await send(control.world.setClock, { now: '2026-12-01T08:00:00+08:00' })).data?.now).toBe('2026-12-01T08:00:00+08:00');
  });

  it('refuses a bad advance with 400 and a reason', async () => {
    const response = await send(control.world.advance, { minutes: -1 });
    expect(response.status).toBe(400);
    expect(response).toMatchObject({ code: 0, data: null });
    expect(response.msg).toMatch(/minutes/i);
  });

  it('starts where MOCK_NOW says', async () => {
    const other = await testApp({ now: '2027-01-01T00:00:00+08:00' });
    expect(okData(api.common.getSystemInfo, await call(other, api.common.getSystemInfo)).serverTime).toBe('2027-01-01T00:00:00+08:00');
    await other.close();
  });

  it('a running clock follows real elapsed time', async () => {
    let real = 1_000;
    const running = await testApp({ clockMode: 'running', realNow: () => real });
    real += 5_000;
    expect(await ctl(running).world.clock()).toMatchObject({ now: '2026-11-22T12:00:05+08:00', mode: 'running' });
    await running.close();
  });
});

describe('reset, reseed and state', () => {
  it('reset restores the world: new players are gone, the clock is back, tokens die', async () => {
    const { token } = okData(api.account.register, await call(app, api.account.register, validRegistration('temp0001')));
    await send(control.world.advance, { hours: 5 });
    const reset = await send(control.world.reset);
    expect(reset.data).toMatchObject({ ok: true, seed: 20261122, now: '2026-11-22T12:00:00+08:00' });
    expect((await call(app, api.account.userInfo, {}, { token })).statusCode).toBe(401);
    expect(failure(await call(app, api.account.login, { username: 'temp0001', password: 'abc12345' })).msg).toMatch(/Incorrect/);
    await loginAs(app, 'demo01');
  });

  it('gives the same world for the same seed and a different one for another seed', async () => {
    const codeOf = async (target: FastifyInstance) => {
      const { token } = okData(api.account.register, await call(target, api.account.register, validRegistration('seedcheck')));
      return okData(api.account.userInfo, await call(target, api.account.userInfo, {}, { token })).inviteCode;
    };
    const twin = await testApp();
    expect(await codeOf(app)).toBe(await codeOf(twin));
    await twin.close();
    await send(control.world.reseed, { seed: 7 });
    const reseeded = await codeOf(app);
    await send(control.world.reseed, { seed: 20261122 });
    expect(reseeded).not.toBe(await codeOf(app));
  });

  it('exports and imports the state', async () => {
    const { token } = okData(api.account.register, await call(app, api.account.register, validRegistration('keeper01')));
    await send(control.world.advance, { minutes: 10 });
    const snapshot = await ctl(app).world.exportState({ secrets: 'true' });
    await send(control.world.reset);
    expect((await call(app, api.account.userInfo, {}, { token })).statusCode).toBe(401);
    expect(await ctl(app).world.importState(snapshot)).toMatchObject({ ok: true, now: '2026-11-22T12:10:00+08:00' });
    expect(okData(api.account.userInfo, await call(app, api.account.userInfo, {}, { token })).username).toBe('keeper01');
    const bad = await app.inject({ method: 'POST', url: '/__mock/state', payload: { version: 2 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 0, data: null });
  });

  it('imports an export as it was saved: the answer of GET state (envelope and all) or its data; export → import → export is the same world', async () => {
    okData(api.account.register, await call(app, api.account.register, validRegistration('keeper02')));
    await send(control.world.advance, { minutes: 7 });
    for (const query of ['?secrets=true', '']) {
      // What `curl localhost:8080/__mock/state > world.json` saves, posted back byte for byte.
      const saved = (await app.inject({ method: 'GET', url: `/__mock/state${query}` })).body;
      await send(control.world.reset);
      const imported = await app.inject({
        method: 'POST',
        url: '/__mock/state',
        headers: { 'content-type': 'application/json' },
        payload: saved,
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const again = (await app.inject({ method: 'GET', url: `/__mock/state${query}` })).body;
      expect(JSON.parse(again)).toEqual(JSON.parse(saved));

      // The bare data imports too, to the same world.
      await send(control.world.reset);
      const data = JSON.stringify((JSON.parse(saved) as { data: unknown }).data);
      expect(
        (await app.inject({ method: 'POST', url: '/__mock/state', headers: { 'content-type': 'application/json' }, payload: data }))
          .statusCode,
      ).toBe(200);
      expect(JSON.parse((await app.inject({ method: 'GET', url: `/__mock/state${query}` })).body)).toEqual(JSON.parse(saved));
      // With its secrets, the new player's password came along (a redacted one takes hashes from the running world only).
      if (query) await loginAs(app, 'keeper02', 'abc12345');
    }
  });

  it('refuses an export of another version, or a refusal saved instead of an export, naming the field, and keeps the world', async () => {
    const before = await ctl(app).world.exportState();
    const saved = JSON.parse((await app.inject({ method: 'GET', url: '/__mock/state' })).body) as { data: Record<string, unknown> };
    for (const [body, field] of [
      [{ ...saved.data, version: 2 }, /version/],
      [{ ...saved, data: { ...saved.data, version: 2 } }, /version/],
      [{ code: 0, msg: 'No such fault', data: null }, /data/i],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/__mock/state', payload: body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 0, data: null, msg: expect.stringMatching(field) });
    }
    expect(await ctl(app).world.exportState()).toEqual(before);
  });

  it('expires sessions by token or by username so the next call gets 401', async () => {
    const a = await loginAs(app, 'demo01');
    const b = await loginAs(app, 'demo02');
    expect((await send(control.account.expireSessions, { token: a.token })).data).toEqual({ expired: 1 });
    expect((await call(app, api.account.getUser, {}, { token: a.token })).statusCode).toBe(401);
    expect((await call(app, api.account.getUser, {}, { token: b.token })).statusCode).toBe(200);
    expect((await send(control.account.expireSessions, { username: 'demo02' })).data).toEqual({ expired: 1 });
    expect((await call(app, api.account.getUser, {}, { token: b.token })).statusCode).toBe(401);
  });
});

describe('faults', () => {
  it('latency: waits, then answers normally', async () => {
    await send(control.world.addFault, { path: 'common/getSystemInfo', kind: 'latency', ms: 150, times: 1 });
    const started = performance.now();
    okData(api.common.getSystemInfo, await call(app, api.common.getSystemInfo));
    // A sleep never ends early, so the lower bound cannot flake; `times: 1` is checked by the fault being gone, not by a clock.
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect((await send(control.world.faults)).data?.faults).toEqual([]);
    okData(api.common.getSystemInfo, await call(app, api.common.getSystemInfo));
  });

  it('error: code 0 with the given message, matched case-insensitively, for `times` requests', async () => {
    await send(control.world.addFault, { path: '/api/User/Login', kind: 'error', msg: 'Maintenance in progress', times: 2 });
    const attempt = () => call(app, api.account.login, { username: 'demo01', password: 'demo1234' });
    expect(failure(await attempt())).toEqual({ code: 0, msg: 'Maintenance in progress', data: null });
    expect(failure(await attempt()).msg).toBe('Maintenance in progress');
    okData(api.account.login, await attempt());
  });

  it('unauthorized: HTTP 401 code 401 even with a valid token', async () => {
    const { token } = await loginAs(app);
    await send(control.world.addFault, { path: 'common/getUser', kind: 'unauthorized' });
    const response = await call(app, api.account.getUser, {}, { token });
    expect(response.statusCode).toBe(401);
    expect(failure(response).code).toBe(401);
  });

  it('unauthorized leaves public calls alone (they never answer 401, as the document says) and is kept for the next call that needs a session', async () => {
    const { token } = await loginAs(app);
    await send(control.world.addFault, { path: '*', kind: 'unauthorized', times: 1 });
    const visitor = await call(app, api.frontpage.getSideMenu, {}, { token });
    expect(visitor.statusCode).toBe(200);
    const player = await call(app, api.account.getUser, {}, { token });
    expect(player.statusCode).toBe(401);
    expect((await call(app, api.account.getUser, {}, { token })).statusCode).toBe(200);
  });

  it('lists, removes one and clears all', async () => {
    const first = (await send(control.world.addFault, { path: '*', kind: 'error' })).data?.fault;
    if (!first) throw new Error('the fault was not added');
    await send(control.world.addFault, { path: 'user/login', kind: 'latency', ms: 10 });
    expect((await send(control.world.faults)).data?.faults).toHaveLength(2);
    expect(failure(await call(app, api.common.getConfig)).msg).toBe('Injected error');
    await send(control.world.removeFault, { id: first.id });
    okData(api.common.getConfig, await call(app, api.common.getConfig));
    await send(control.world.clearFaults);
    expect((await send(control.world.faults)).data?.faults).toEqual([]);
  });

  it('refuses a fault that could never fire, naming what is allowed, and adds nothing', async () => {
    const refusal = async (fault: Record<string, unknown>, lang: 'en' | 'zh_hans' = 'en') => {
      const response = await app.inject({ method: 'POST', url: '/__mock/faults', headers: { lang }, payload: fault });
      expect(response.statusCode, JSON.stringify(fault)).toBe(400);
      return failure(response).msg;
    };
    // A public call never answers 401: the kinds that can fire there are named.
    expect(await refusal({ path: 'user/login', kind: 'unauthorized' })).toMatch(/user\/login.*latency, error, drop/);
    expect(await refusal({ path: 'frontpage/getSideMenu', kind: 'unauthorized' })).toMatch(/frontpage\/getSideMenu/);
    expect(await refusal({ path: 'user/login', kind: 'unauthorized' }, 'zh_hans')).toMatch(/user\/login.*latency、error、drop/);
    // A misspelt path: the closest calls are named, and where the whole list is.
    const misspelt = await refusal({ path: '/api/user/logn', kind: 'error' });
    expect(misspelt).toMatch(/user\/logn/);
    expect(misspelt).toMatch(/user\/login/);
    expect(misspelt).toMatch(/\/api\/docs/);
    expect(await refusal({ path: 'lotery/placeOrder', kind: 'drop' })).toMatch(/lottery\/placeOrder/);
    // Each kind takes its own fields.
    expect(await refusal({ path: 'user/login', kind: 'latency' })).toMatch(/ms.*path, kind, ms, times/);
    expect(await refusal({ path: 'user/login', kind: 'error', ms: 500 })).toMatch(/ms.*path, kind, msg, times/);
    expect(await refusal({ path: 'user/login', kind: 'drop', msg: 'x' })).toMatch(/msg.*path, kind, times/);
    expect(await refusal({ path: 'user/login', kind: 'latency', delay: 3000 })).toMatch(/delay/);
    expect((await send(control.world.faults)).data?.faults).toEqual([]);
    // What can fire is taken as before, any case, with or without /api/.
    expect((await send(control.world.addFault, { path: '/API/Common/GetUser', kind: 'unauthorized' })).status).toBe(200);
    expect((await send(control.world.addFault, { path: '*', kind: 'unauthorized' })).status).toBe(200);
  });

  it('refuses an unknown fault kind', async () => {
    expect((await app.inject({ method: 'POST', url: '/__mock/faults', payload: { path: 'user/login', kind: 'explode' } })).statusCode).toBe(
      400,
    );
  });

  it('drop: destroys the connection without an answer', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    await fetch(`${base}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'other/getConfig', kind: 'drop', times: 1 }),
    });
    await expect(fetch(`${base}/api/other/getConfig`)).rejects.toThrow();
    const after = await fetch(`${base}/api/other/getConfig`);
    expect(await after.json()).toMatchObject({ code: 1 });
  });
});
