import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_THROTTLE } from '@mock/core/client-throttle';
import { scenarioKit } from '@mock/scenarios';
import { api, call, okData, testApp, validRegistration } from '../helpers';
import { scenarioNamed } from './scenario-helpers';

let app: FastifyInstance;
afterEach(() => app.close());

describe('the scenario kit', () => {
  it("answers a call's data, and an accepted call where a refusal was expected is an error", async () => {
    app = await testApp();
    const kit = scenarioKit(app, null);
    const session = await kit.login('demo01', 'demo1234');
    expect((await kit.api(api.account.getUserBalance, {}, session.token)).balance).toBe('8888.00');
    await expect(kit.refusal(api.account.getUserBalance, {}, { token: session.token })).rejects.toThrow(/was not refused/);
  });

  it('throws an Error that names the call and the refusal', async () => {
    app = await testApp();
    const kit = scenarioKit(app, null);
    await expect(kit.login('demo01', 'wrong0000')).rejects.toThrow(
      /^user\/login was refused \(about password\): Incorrect username or password/,
    );
    expect(await kit.refusal(api.account.login, { username: 'demo01', password: 'wrong0000' })).toMatch(/Incorrect username or password/);
  });

  it('sends every request, /api/ and control alike, to its world, and none to a world when it has none', async () => {
    app = await testApp();
    await scenarioKit(app, null).control.worlds.create({ name: 'qa-one' });
    const inject = vi.spyOn(app, 'inject');
    const sent = () => inject.mock.calls as unknown as Array<[{ headers?: Record<string, string> }]>;
    const worldOf = () => sent().map(([options]) => options.headers?.['x-mock-world']);
    const kit = scenarioKit(app, 'qa-one');
    await kit.api(api.lottery.lotteryList, {});
    await kit.control.world.clock();
    expect(worldOf()).toEqual(['qa-one', 'qa-one']);
    // And the world answered them: a clock move there leaves the default world's clock where it was.
    await kit.control.world.advance({ minutes: 5 });
    expect((await scenarioKit(app, null).control.world.clock()).now).toBe('2026-11-22T12:00:00+08:00');
    inject.mockClear();
    await scenarioKit(app, null).control.world.clock();
    expect(worldOf()).toEqual([undefined]);
    expect((await kit.control.world.clock()).now).toBe('2026-11-22T12:05:00+08:00');
  });

  it("spends none of a real client's budget: registrations while building leave 127.0.0.1 its own", async () => {
    // One registration a minute per client: the scenario's and then 127.0.0.1's both go through.
    app = await testApp({ throttle: { ...DEFAULT_THROTTLE, register: { burst: 1, perMinute: 1 } } });
    await scenarioNamed('new-player').build(scenarioKit(app, null));
    const own = await call(app, api.account.register, validRegistration('own01'));
    expect(okData(api.account.register, own).username).toBe('own01');
  });

  it('builds through a server that listens on a port and asks for a token, when told its Host and token', async () => {
    app = await testApp({ listen: { host: '127.0.0.1', port: 4810 }, controlToken: 'secret-token' });
    const scenario = scenarioNamed('pending-money');
    await expect(scenario.build(scenarioKit(app, null))).rejects.toThrow(/answered 403/);
    await app.close();
    app = await testApp({ listen: { host: '127.0.0.1', port: 4810 }, controlToken: 'secret-token' });
    const kit = scenarioKit(app, null, { host: '127.0.0.1:4810', controlToken: 'secret-token' });
    await scenario.build(kit);
    expect((await kit.control.deposit.deposits({ username: 'pending01' })).orders).toHaveLength(1);
  });
});
