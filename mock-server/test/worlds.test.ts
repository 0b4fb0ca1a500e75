import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { controlClient, type ControlClient } from '@contracts/control/client';
import { keepWorldsIn, namedWorldPath } from '@mock/core/state-file';
import { api, call, control, failure, okData, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

/** The typed control client, in one world (none: the default one). */
function ctlIn(target: FastifyInstance, world?: string): ControlClient {
  return controlClient(async ({ method, path, query, body, headers }) => {
    const response = await target.inject({
      method,
      url: path,
      query,
      headers: world ? { ...headers, 'x-mock-world': world } : headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    return { status: response.statusCode, body: response.json() };
  });
}

const inWorld = (world: string) => ({ headers: { 'x-mock-world': world } });

async function loginIn(world: string | undefined, username = 'demo01') {
  const options = world ? inWorld(world) : {};
  return okData(api.account.login, await call(app, api.account.login, { username, password: 'demo1234' }, options)).token;
}

async function centralIn(world: string | undefined, token: string) {
  const list = okData(api.funds.getWalletList, await call(app, api.funds.getWalletList, {}, { token, ...(world ? inWorld(world) : {}) }));
  return list.wallets[0]?.balance;
}

describe('two worlds on one server', () => {
  it('keep their clocks, balances, faults and sessions apart', async () => {
    const qa = ctlIn(app);
    await qa.worlds.create({ name: 'alice' });
    await qa.worlds.create({ name: 'bob' });

    await ctlIn(app, 'alice').world.advance({ hours: 3 });
    expect((await ctlIn(app, 'alice').world.clock()).now).toBe('2026-11-22T15:00:00+08:00');
    expect((await ctlIn(app, 'bob').world.clock()).now).toBe('2026-11-22T12:00:00+08:00');
    expect((await ctlIn(app).world.clock()).now).toBe('2026-11-22T12:00:00+08:00');

    const aliceToken = await loginIn('alice');
    const bobToken = await loginIn('bob');
    okData(
      api.funds.transfer,
      await call(
        app,
        api.funds.transfer,
        { from: 'central', to: 'ag_slots', amount: '100.00' },
        { token: aliceToken, ...inWorld('alice') },
      ),
    );
    expect(await centralIn('alice', aliceToken)).toBe('8788.00');
    expect(await centralIn('bob', bobToken)).toBe('8888.00');

    // A token of one world is unknown in another, and in the default world.
    expect((await call(app, api.funds.getWalletList, {}, { token: aliceToken, ...inWorld('bob') })).statusCode).toBe(401);
    expect((await call(app, api.funds.getWalletList, {}, { token: aliceToken })).statusCode).toBe(401);

    await ctlIn(app, 'bob').world.addFault({ path: 'common/getSystemInfo', kind: 'error', msg: 'bob is down' });
    expect(failure(await call(app, api.common.getSystemInfo, {}, inWorld('bob'))).msg).toBe('bob is down');
    expect((await call(app, api.common.getSystemInfo, {}, inWorld('alice'))).json()).toMatchObject({ code: 1 });
    expect((await call(app, api.common.getSystemInfo)).json()).toMatchObject({ code: 1 });

    // A reset of one world leaves the other alone.
    await ctlIn(app, 'alice').world.reset();
    expect(await centralIn('bob', bobToken)).toBe('8888.00');
    expect((await call(app, api.funds.getWalletList, {}, { token: aliceToken, ...inWorld('alice') })).statusCode).toBe(401);
  });

  it('lists worlds with their clock and size, copies one and deletes it', async () => {
    const qa = ctlIn(app);
    const created = await qa.worlds.create({ name: 'demo-a', seed: 7, clock: 'frozen' });
    expect(created).toMatchObject({ name: 'demo-a', seed: 7, scenario: null, clock: { mode: 'frozen' }, kept: false });
    expect(created.players).toBeGreaterThan(3);
    expect(created.records).toBeGreaterThan(created.players);

    const token = await loginIn('demo-a');
    await ctlIn(app, 'demo-a').world.advance({ days: 2 });
    const copy = await qa.worlds.copy({ name: 'demo-a', to: 'demo-b' });
    expect(copy).toMatchObject({ name: 'demo-b', seed: 7, clock: { now: '2026-11-24T12:00:00+08:00' }, records: created.records + 1 });
    // A copy keeps sessions: the same token works in it.
    expect(await centralIn('demo-b', token)).toBe(await centralIn('demo-a', token));

    const listed = await qa.worlds.list();
    expect(listed.worlds.map((w) => w.name)).toEqual(['default', 'demo-a', 'demo-b']);
    expect(listed.worlds[0]).toMatchObject({ kept: true });
    expect(listed.idleMinutes).toBe(60);

    expect(await qa.worlds.remove({ name: 'demo-a' })).toEqual({ ok: true });
    const gone = await call(app, api.common.getSystemInfo, {}, inWorld('demo-a'));
    expect(gone.statusCode).toBe(404);
    expect(failure(gone).msg).toMatch(/No world named demo-a/);
    expect((await qa.worlds.list()).worlds.map((w) => w.name)).toEqual(['default', 'demo-b']);
  });

  it('creates a world from a state export', async () => {
    await ctlIn(app).world.advance({ hours: 1 });
    const exported = await ctlIn(app).world.exportState({ secrets: 'true' });
    const created = await ctlIn(app).worlds.create({ name: 'restored', state: exported });
    expect(created.clock.now).toBe('2026-11-22T13:00:00+08:00');
    await loginIn('restored');
  });

  it('refuses bad names, taken names, the default world and unknown scenarios, changing nothing', async () => {
    const qa = ctlIn(app);
    await qa.worlds.create({ name: 'taken' });
    const cases = [
      [{ name: 'Bad Name' }, 400, /lower-case letters/],
      [{ name: 'taken' }, 409, /exists already/],
      [{ name: 'default' }, 400, /default world cannot/],
      [{ name: 'fresh', scenario: 'no-such-thing' }, 404, /No scenario named no-such-thing/],
    ] as const;
    for (const [input, status, message] of cases) {
      const answer = await qa.send(control.worlds.create, input);
      expect(answer.status).toBe(status);
      expect(answer.msg).toMatch(message);
    }
    expect((await qa.send(control.worlds.remove, { name: 'default' })).status).toBe(400);
    expect((await qa.send(control.worlds.remove, { name: 'nobody' })).status).toBe(404);
    expect((await qa.worlds.list()).worlds.map((w) => w.name)).toEqual(['default', 'taken']);
  });

  it('answers the world calls whatever world a request names, even an unknown one', async () => {
    expect((await ctlIn(app, 'nowhere').worlds.list()).worlds).toHaveLength(1);
    expect((await ctlIn(app, 'nowhere').send(control.world.clock)).status).toBe(404);
  });

  it('evicts a world idle past the limit, never the default one', async () => {
    let real = 0;
    const short = await testApp({ worldIdleMs: 60_000, realNow: () => real });
    await ctlIn(short).worlds.create({ name: 'idle' });
    real += 61_000;
    await ctlIn(short).worlds.create({ name: 'busy' });
    expect((await ctlIn(short).worlds.list()).worlds.map((w) => w.name)).toEqual(['default', 'busy']);
    await short.close();
  });
});

describe('scenarios', () => {
  it('lists the catalogue and loads each scenario into a world of its own, whose players log in there and nowhere else', async () => {
    const qa = ctlIn(app);
    const { scenarios } = await qa.worlds.scenarios();
    expect(scenarios.map((s) => s.name)).toContain('pending-money');
    expect(scenarios.length).toBeGreaterThanOrEqual(9);
    for (const scenario of scenarios) {
      expect(scenario.summary.en.length).toBeGreaterThan(20);
      expect(scenario.summary.zh_hans.length).toBeGreaterThan(10);
      const world = `s-${scenario.name}`;
      expect(await qa.worlds.create({ name: world, scenario: scenario.name })).toMatchObject({ name: world, scenario: scenario.name });
      for (const player of scenario.players) {
        if (scenario.name === 'locked-out' || player.username.startsWith('demo')) continue;
        const login = { username: player.username, password: player.password };
        expect((await call(app, api.account.login, login, inWorld(world))).json(), `${player.username} in ${world}`).toMatchObject({
          code: 1,
        });
        expect(failure(await call(app, api.account.login, login)).msg).toMatch(/Incorrect/);
      }
    }
    // pending-money's promise, read through the world it was loaded into.
    const pending = await ctlIn(app, 's-pending-money').deposit.deposits({ status: 'pending' });
    expect(pending.orders.map((o) => o.username)).toEqual(['pending01']);
    expect((await ctlIn(app).deposit.deposits({ status: 'pending' })).orders).toEqual([]);
  });
});

describe('a browser tab joins a world', () => {
  it('by /h5/?world=NAME: a cookie the app and every call carry; ?world=default leaves', async () => {
    const root = mkdtempSync(join(tmpdir(), 'worlds-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const served = await testApp({ staticDir: root });
    const joined = await served.inject({ url: '/h5/?world=tab-one' });
    expect(joined.statusCode).toBe(200);
    expect(joined.headers['set-cookie']).toBe('mock_world=tab-one; Path=/; SameSite=Lax');
    expect((await ctlIn(served).worlds.list()).worlds.map((w) => w.name)).toContain('tab-one');

    const cookie = { cookie: 'mock_world=tab-one' };
    await served.inject({ method: 'POST', url: '/__mock/clock/advance', headers: cookie, payload: { hours: 1 } });
    expect((await served.inject({ url: '/__mock/clock', headers: cookie })).json().data.now).toBe('2026-11-22T13:00:00+08:00');
    expect((await served.inject({ url: '/__mock/clock' })).json().data.now).toBe('2026-11-22T12:00:00+08:00');
    // The header wins over the cookie.
    expect((await served.inject({ url: '/__mock/clock', headers: { ...cookie, 'x-mock-world': 'default' } })).json().data.now).toBe(
      '2026-11-22T12:00:00+08:00',
    );

    const left = await served.inject({ url: '/h5/?world=default', headers: cookie });
    expect(left.headers['set-cookie']).toBe('mock_world=; Path=/; Max-Age=0; SameSite=Lax');
    const bad = await served.inject({ url: '/h5/?world=../etc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/not one/);
    await served.close();
  });

  it('a server with a control token joins only worlds that exist', async () => {
    const root = mkdtempSync(join(tmpdir(), 'worlds-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const guarded = await testApp({ staticDir: root, controlToken: 'secret' });
    expect((await guarded.inject({ url: '/h5/?world=uninvited' })).statusCode).toBe(404);
    expect(guarded.worlds.get('uninvited')).toBeUndefined();
    await guarded.close();
  });
});

describe('--state keeps every world', () => {
  it('a named world and its writes survive a restart; a deleted one leaves no file; kept worlds are never evicted', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'worlds-state-')), 'state.json');
    let real = 0;
    const first = await testApp({ worldIdleMs: 60_000, realNow: () => real });
    await keepWorldsIn(first, file);
    await ctlIn(first).worlds.create({ name: 'kept' });
    await ctlIn(first).worlds.create({ name: 'dropped' });
    const token = okData(
      api.account.login,
      await call(first, api.account.login, { username: 'demo01', password: 'demo1234' }, inWorld('kept')),
    ).token;
    okData(
      api.funds.transfer,
      await call(first, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '25.00' }, { token, ...inWorld('kept') }),
    );
    await ctlIn(first, 'kept').world.advance({ hours: 2 });
    await ctlIn(first).worlds.remove({ name: 'dropped' });
    expect(existsSync(namedWorldPath(file, 'kept'))).toBe(true);
    expect(existsSync(namedWorldPath(file, 'dropped'))).toBe(false);
    real += 10 * 60_000;
    await ctlIn(first).worlds.create({ name: 'later' });
    expect((await ctlIn(first).worlds.list()).worlds.map((w) => [w.name, w.kept])).toEqual([
      ['default', true],
      ['kept', true],
      ['later', true],
    ]);
    await first.close();

    const second = await testApp();
    await keepWorldsIn(second, file);
    expect((await ctlIn(second).worlds.list()).worlds.map((w) => w.name)).toEqual(['default', 'kept', 'later']);
    expect((await ctlIn(second, 'kept').world.clock()).now).toBe('2026-11-22T14:00:00+08:00');
    const list = okData(api.funds.getWalletList, await call(second, api.funds.getWalletList, {}, { token, ...inWorld('kept') }));
    expect(list.wallets[0]?.balance).toBe('8863.00');
    expect((await ctlIn(second).world.clock()).now).toBe('2026-11-22T12:00:00+08:00');
    await second.close();
  });
});
