import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, call, ctl, failure, loginAs, okData, testApp, validRegistration } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('the endpoint binder', () => {
  it('matches paths case-insensitively (/api/USER/LOGIN)', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/USER/LOGIN', payload: { username: 'demo01', password: 'demo1234' } });
    expect(okData(api.account.login, response).username).toBe('demo01');
    const lottery = await app.inject({ method: 'GET', url: '/api/Frontpage/GetSideMenu' });
    expect(okData(api.frontpage.getSideMenu, lottery).length).toBeGreaterThan(0);
  });

  it("treats a dead token on an auth 'optional' list as a visitor, and refuses it on a 'required' call", async () => {
    const { token } = await loginAs(app);
    const favourite = okData(api.games.getAllGameList, await call(app, api.games.getAllGameList, { category: 2 }, { token })).list[0]!;
    okData(api.games.gameCollect, await call(app, api.games.gameCollect, { gameId: favourite.id, collect: true }, { token }));
    const asPlayer = okData(api.games.getAllGameList, await call(app, api.games.getAllGameList, { category: 2 }, { token }));
    expect(asPlayer.list.find((g) => g.id === favourite.id)?.collected).toBe(true);
    const dead = await call(app, api.games.getAllGameList, { category: 2 }, { token: 'no-such-token' });
    expect(okData(api.games.getAllGameList, dead).list.some((g) => g.collected)).toBe(false);
    const refused = await call(app, api.games.gameCollectList, {}, { token: 'no-such-token' });
    expect(refused.statusCode).toBe(401);
    expect(failure(refused).code).toBe(401);
  });

  it('names the failing field in English by default, and as the input it is about', async () => {
    const response = await call(app, api.account.login, { username: 'demo01' });
    expect(response.statusCode).toBe(200);
    expect(failure(response)).toEqual({ code: 0, msg: 'Password is required', field: 'password', data: null });
  });

  it('names the failing field in Chinese with lang: zh_hans', async () => {
    const response = await call(app, api.account.login, { password: 'x' }, { lang: 'zh_hans' });
    expect(failure(response)).toEqual({ code: 0, msg: '请输入用户名', field: 'username', data: null });
  });

  it('names the input of the first issue, the one its message is about, and none for a refusal of the whole request', async () => {
    // Two issues (a bad username, passwords that differ): the message and the field are both the first's.
    const bad = await call(app, api.account.register, { ...validRegistration('1abc'), confirmPassword: 'other123' });
    expect(failure(bad)).toMatchObject({ msg: expect.stringMatching(/^Username: /), field: 'username' });
    // An amount line of a list is its list's.
    const lines = await call(
      app,
      api.lottery.placeOrder,
      { lotteryId: 1, issue: 'x', bets: [{ option: 'big', amount: 'abc' }] },
      { token: (await loginAs(app)).token },
    );
    expect(failure(lines).field).toBe('bets');
    // An unknown field is no input of the request: nothing to show it under.
    const unknown = await app.inject({ method: 'GET', url: '/api/common/getSystemInfo?foo=1' });
    expect(failure(unknown)).toEqual({ code: 0, msg: 'Unknown field foo', data: null });
  });

  it('uses the rule messages of the contract (username format, password mismatch)', async () => {
    const bad = await call(app, api.account.register, {
      username: '1abc',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobile: '13812345678',
      realName: '张三',
      secondaryPassword: '123456',
      agreement: true,
    });
    expect(failure(bad).msg).toMatch(/^Username: 4–11/);
    const mismatch = await call(
      app,
      api.account.register,
      {
        username: 'abcd1',
        password: 'abc12345',
        confirmPassword: 'abc12346',
        mobile: '13812345678',
        realName: '张三',
        secondaryPassword: '123456',
        agreement: true,
      },
      { lang: 'zh_hans' },
    );
    expect(failure(mismatch).msg).toBe('两次输入的密码不一致');
  });

  it('answers malformed JSON with code 0, not a 400 or a stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(200);
    expect(failure(response).msg).toBe('The request body is not valid JSON');
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('treats an empty JSON body as an empty object', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(failure(response).msg).toBe('Username is required');
  });

  it('refuses unknown query fields of a strict GET with a message naming them', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/common/getSystemInfo?foo=1' });
    expect(failure(response).msg).toBe('Unknown field foo');
  });

  it('answers an unknown path with 404 code 0 and the wrong method with 405 code 0', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/no/suchCall' });
    expect(unknown.statusCode).toBe(404);
    expect(failure(unknown).msg).toContain('no/suchCall');
    const wrong = await app.inject({ method: 'GET', url: '/api/user/login' });
    expect(wrong.statusCode).toBe(405);
    expect(failure(wrong).msg).toBe('user/login must be called with POST');
  });

  it('refuses a missing token with HTTP 401 code 401', async () => {
    const response = await call(app, api.account.userInfo);
    expect(response.statusCode).toBe(401);
    expect(failure(response)).toEqual({ code: 401, msg: 'Please log in first', data: null });
  });

  it('refuses an unknown token with HTTP 401 code 401, in the request language', async () => {
    const response = await call(app, api.account.userInfo, {}, { token: 'not-a-real-token-at-all', lang: 'zh_hans' });
    expect(response.statusCode).toBe(401);
    expect(failure(response)).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
  });

  it('expires sessions after 7 days of clock time', async () => {
    const fresh = await testApp();
    const { token } = await loginAs(fresh);
    await ctl(fresh).world.advance({ days: 6, hours: 23 });
    expect((await call(fresh, api.account.userInfo, {}, { token })).statusCode).toBe(200);
    await ctl(fresh).world.advance({ hours: 1 });
    const expired = await call(fresh, api.account.userInfo, {}, { token });
    expect(expired.statusCode).toBe(401);
    expect(failure(expired).code).toBe(401);
    await fresh.close();
  });

  it('answers an output that breaks the contract with 500 code 0 "internal error" (a mock bug)', async () => {
    // The merged handlers (areas/world.ts copies each area's groups), which an app pairs with the contract when built.
    const { account } = (await import('@mock/areas/world')).handlers;
    const original = account.getDefaultAvatar;
    // Simulate a buggy handler.
    (account as { getDefaultAvatar: unknown }).getDefaultAvatar = () => [{ id: 'x' }];
    try {
      const again = await testApp();
      const response = await call(again, api.account.getDefaultAvatar);
      expect(response.statusCode).toBe(500);
      expect(failure(response)).toEqual({ code: 0, msg: 'internal error', data: null });
      await again.close();
    } finally {
      (account as { getDefaultAvatar: unknown }).getDefaultAvatar = original;
    }
  });
});

describe('cross-origin calls (native wrapper)', () => {
  it('answers a preflight and marks answers as shareable', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: { origin: 'file://', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('TOKEN');
    const response = await call(app, api.frontpage.getSideMenu);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});
