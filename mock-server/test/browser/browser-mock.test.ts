import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BrowserMock, type SavedWorld } from '@mock/browser/browser-mock';
import { CONTENT_SECURITY_POLICY } from '@mock/core/security-headers';
import { api, control, testApp } from '../helpers';

/**
 * The mock as the demo's service worker runs it (BrowserMock: a fetch Request in, a Response out), run here in Node,
 * which has Request, Response, Headers and FormData. Its answers are held against the Fastify server's, built from
 * the same parts (mock-parts.ts), for the same requests.
 */

const BASE = 'https://demo.example/folder';

interface Sent {
  body?: string;
  headers?: Record<string, string>;
  token?: string;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const json = (value: unknown): Sent => ({ body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

function headersOf(sent: Sent): Record<string, string> {
  return { ...sent.headers, ...(sent.token === undefined ? {} : { token: sent.token }) };
}

/** A request as the worker receives it: the page's URL under the demo's folder, the path taken relative to it. */
async function viaBrowser(mock: BrowserMock, method: string, url: string, sent: Sent = {}): Promise<Answer> {
  const full = new URL(`${BASE}${url}`);
  const request = new Request(full, { method, headers: headersOf(sent), ...(sent.body === undefined ? {} : { body: sent.body }) });
  const response = await mock.answer(request, full.pathname.slice(new URL(BASE).pathname.length), full.search);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function viaServer(app: FastifyInstance, method: string, url: string, sent: Sent = {}): Promise<Answer> {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: headersOf(sent),
    ...(sent.body === undefined ? {} : { payload: sent.body }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
  return { status: response.statusCode, headers, text: response.body };
}

const bodyOf = (answer: Answer): unknown => JSON.parse(answer.text);

/** `data` of a `code: 1` answer, failing with what was answered otherwise. */
function dataOf(answer: Answer): Record<string, unknown> {
  const body = bodyOf(answer) as { code: number; data: Record<string, unknown> };
  if (body.code !== 1) throw new Error(`refused: ${answer.status} ${answer.text}`);
  return body.data;
}

async function loginBrowser(mock: BrowserMock): Promise<string> {
  const session = dataOf(
    await viaBrowser(mock, 'POST', `/api/${api.account.login.path}`, json({ username: 'demo01', password: 'demo1234' })),
  );
  return String(session.token);
}

async function balancesOf(mock: BrowserMock, token: string): Promise<Record<string, string>> {
  const list = dataOf(await viaBrowser(mock, 'GET', `/api/${api.funds.getWalletList.path}`, { token })) as {
    wallets: Array<{ code: string; balance: string }>;
  };
  return Object.fromEntries(list.wallets.map((w) => [w.code, w.balance]));
}

const TRANSFER = `/api/${api.funds.transfer.path}`;

describe('BrowserMock answers as the server does', () => {
  let mock: BrowserMock;
  let app: FastifyInstance;
  beforeAll(async () => {
    mock = await BrowserMock.create(BASE, null);
    app = await testApp();
  });
  afterAll(() => app.close());

  /** Both answers, held to the same status and the same JSON body. */
  async function same(method: string, url: string, sent: Sent = {}): Promise<unknown> {
    const browser = await viaBrowser(mock, method, url, sent);
    const server = await viaServer(app, method, url, sent);
    expect(browser.status).toBe(server.status);
    expect(bodyOf(browser)).toEqual(bodyOf(server));
    expect(browser.headers.get('content-type')).toBe(server.headers.get('content-type'));
    return bodyOf(browser);
  }

  it('answers an unknown /api/ path with the 404 envelope naming it', async () => {
    expect(await same('GET', '/api/nope/nothing')).toEqual({ code: 0, msg: 'Unknown API path: /api/nope/nothing', data: null });
  });

  it('answers a wrong method with 405 naming the right one', async () => {
    const body = await same('GET', `/api/${api.account.login.path}`);
    expect(body).toEqual({ code: 0, msg: 'user/login must be called with POST', data: null });
    expect((await viaBrowser(mock, 'GET', `/api/${api.account.login.path}`)).status).toBe(405);
  });

  it('refuses a wrong password with the same message and field', async () => {
    const body = await same('POST', `/api/${api.account.login.path}`, json({ username: 'demo01', password: 'wrong9999' }));
    expect(body).toMatchObject({ code: 0, field: 'password', msg: expect.stringMatching(/^Incorrect username or password/) });
  });

  it('logs demo01 in and answers common/getUser with its token alike', async () => {
    const login = json({ username: 'demo01', password: 'demo1234' });
    const browserSession = dataOf(await viaBrowser(mock, 'POST', `/api/${api.account.login.path}`, login));
    const serverSession = dataOf(await viaServer(app, 'POST', `/api/${api.account.login.path}`, login));
    // Tokens are random: everything else of the session is the same.
    expect(browserSession.token).not.toBe(serverSession.token);
    expect({ ...browserSession, token: 'x' }).toEqual({ ...serverSession, token: 'x' });

    const url = `/api/${api.account.getUser.path}`;
    const browser = await viaBrowser(mock, 'GET', url, { token: String(browserSession.token) });
    const server = await viaServer(app, 'GET', url, { token: String(serverSession.token) });
    expect(browser.status).toBe(200);
    expect(bodyOf(browser)).toEqual(bodyOf(server));
    expect(dataOf(browser)).toMatchObject({ username: 'demo01', uid: browserSession.uid });
  });

  it('refuses a malformed JSON body naming it', async () => {
    const body = await same('POST', `/api/${api.account.login.path}`, {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(body).toEqual({ code: 0, msg: 'The request body is not valid JSON', data: null });
  });

  it('refuses a query parameter given twice (request.duplicateParam)', async () => {
    const body = await same('GET', `/api/${api.games.getAllGameList.path}?category=2&category=3`);
    expect(body).toEqual({ code: 0, msg: 'category given twice', data: null });
  });

  it('answers 401 on a call that needs a session when no token is sent', async () => {
    const body = await same('GET', `/api/${api.account.getUser.path}`);
    expect(body).toEqual({ code: 401, msg: 'Please log in first', data: null });
    expect((await viaBrowser(mock, 'GET', `/api/${api.account.getUser.path}`)).status).toBe(401);
  });

  it('sets the same secure headers as the server', async () => {
    const browser = await viaBrowser(mock, 'GET', '/assets/brand/logo.svg');
    const server = await viaServer(app, 'GET', '/assets/brand/logo.svg');
    const names = [
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'cross-origin-resource-policy',
      'x-content-type-options',
      'x-frame-options',
    ];
    for (const name of names) {
      expect(server.headers.get(name), name).not.toBeNull();
      expect(browser.headers.get(name), name).toBe(server.headers.get(name));
    }
  });

  // `/assets/wallet/:folder/:file` is registered first, yet the static `pay` segment wins, as on the server.
  it('serves the stand-in payment page of a deposit link (/assets/wallet/pay/<ref>) as the server does', async () => {
    const browser = await viaBrowser(mock, 'GET', '/assets/wallet/pay/alipay');
    const server = await viaServer(app, 'GET', '/assets/wallet/pay/alipay');
    expect(server.status).toBe(200);
    expect(browser.status).toBe(server.status);
    expect(browser.headers.get('content-type')).toBe(server.headers.get('content-type'));
    expect(browser.text).toBe(server.text);
  });

  it('answers GET /__mock/clock from the same start instant, its clock running where the server test default is frozen', async () => {
    const url = `/__mock/${control.world.clock.path}`;
    const browser = await viaBrowser(mock, 'GET', url);
    const server = await viaServer(app, 'GET', url);
    expect(browser.status).toBe(200);
    expect(server.status).toBe(200);
    const running = dataOf(browser) as { now: string; nowMs: number; mode: string };
    const frozen = dataOf(server) as { now: string; nowMs: number; mode: string };
    expect(running.mode).toBe('running');
    expect(frozen.mode).toBe('frozen');
    expect(Object.keys(running).sort()).toEqual(Object.keys(frozen).sort());
    // Both start at DEFAULT_NOW; the running one has moved on by the real time since, a few seconds at most here.
    expect(running.nowMs).toBeGreaterThanOrEqual(frozen.nowMs);
    expect(running.nowMs - frozen.nowMs).toBeLessThan(60_000);
  });
});

describe('BrowserMock: an Idempotency-Key acts once', () => {
  it('answers a repeated transfer with the first answer, marked replayed, and moves the money once', async () => {
    const mock = await BrowserMock.create(BASE, null);
    const token = await loginBrowser(mock);
    const before = await balancesOf(mock, token);
    const sent: Sent = {
      body: JSON.stringify({ from: 'central', to: 'ag_slots', amount: '60.00' }),
      headers: { 'content-type': 'application/json', 'idempotency-key': 'browser-test-key-1' },
      token,
    };
    const first = await viaBrowser(mock, 'POST', TRANSFER, sent);
    const second = await viaBrowser(mock, 'POST', TRANSFER, sent);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    expect(dataOf(first)).toMatchObject({ amount: '60.00', from: { code: 'central' }, to: { code: 'ag_slots' } });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.text).toBe(first.text);

    const after = await balancesOf(mock, token);
    const fen = (money: string | undefined) => Math.round(Number(money) * 100);
    expect(fen(after.central)).toBe(fen(before.central) - 6000);
    expect(fen(after.ag_slots)).toBe(fen(before.ag_slots) + 6000);

    // A third transfer under another key acts again: the replay was the key's doing.
    const third = await viaBrowser(mock, 'POST', TRANSFER, {
      ...sent,
      headers: { ...sent.headers, 'idempotency-key': 'browser-test-key-2' },
    });
    expect(third.headers.get('idempotency-replayed')).toBeNull();
    expect(fen((await balancesOf(mock, token)).central)).toBe(fen(before.central) - 12000);
  });
});

describe('BrowserMock: saving and restoring the world', () => {
  it('tells a write from no write, and restores balances, the session and a clock that ran on', async () => {
    const mock = await BrowserMock.create(BASE, null);
    expect(mock.changed()).toBe(false);
    const token = await loginBrowser(mock);
    dataOf(await viaBrowser(mock, 'POST', TRANSFER, { ...json({ from: 'central', to: 'ag_slots', amount: '25.50' }), token }));
    expect(mock.changed()).toBe(true);

    const saved = await mock.save();
    expect(mock.changed()).toBe(false);
    expect(saved.format).toBe(1);
    const balances = await balancesOf(mock, token);

    const restored = await BrowserMock.create(BASE, saved);
    expect(restored.changed()).toBe(false);
    // The token was saved with the world's secrets: the session goes on.
    expect(await balancesOf(restored, token)).toEqual(balances);
    const clock = dataOf(await viaBrowser(restored, 'GET', `/__mock/${control.world.clock.path}`)) as { nowMs: number; mode: string };
    expect(clock.mode).toBe('running');
    expect(clock.nowMs).toBeGreaterThanOrEqual(saved.snapshot.now);
  });

  it('moves the restored clock on by the real time since the save', async () => {
    const mock = await BrowserMock.create(BASE, null);
    const saved = await mock.save();
    const hourAgo: SavedWorld = { ...saved, savedAtMs: saved.savedAtMs - 3_600_000 };
    const restored = await BrowserMock.create(BASE, hourAgo);
    const clock = dataOf(await viaBrowser(restored, 'GET', `/__mock/${control.world.clock.path}`)) as { nowMs: number };
    expect(clock.nowMs).toBeGreaterThanOrEqual(saved.snapshot.now + 3_600_000);
    expect(clock.nowMs).toBeLessThan(saved.snapshot.now + 3_600_000 + 60_000);
  });

  it('keeps idempotency keys across a save: a retry after a restore is a replay', async () => {
    const mock = await BrowserMock.create(BASE, null);
    const token = await loginBrowser(mock);
    const sent: Sent = {
      body: JSON.stringify({ from: 'central', to: 'ag_slots', amount: '5.00' }),
      headers: { 'content-type': 'application/json', 'idempotency-key': 'kept-across-save' },
      token,
    };
    const first = await viaBrowser(mock, 'POST', TRANSFER, sent);
    const balances = await balancesOf(mock, token);
    const restored = await BrowserMock.create(BASE, await mock.save());
    const retry = await viaBrowser(restored, 'POST', TRANSFER, sent);
    expect(retry.headers.get('idempotency-replayed')).toBe('true');
    expect(retry.text).toBe(first.text);
    expect(await balancesOf(restored, token)).toEqual(balances);
  });

  it('counts a control reset as a change (another world)', async () => {
    const mock = await BrowserMock.create(BASE, null);
    expect(mock.changed()).toBe(false);
    dataOf(await viaBrowser(mock, 'POST', `/__mock/${control.world.reset.path}`));
    expect(mock.changed()).toBe(true);
  });
});

describe('BrowserMock: routes outside the contracts', () => {
  let mock: BrowserMock;
  beforeAll(async () => {
    mock = await BrowserMock.create(BASE, null);
  });

  it('serves the brand logo as SVG', async () => {
    const logo = await viaBrowser(mock, 'GET', '/assets/brand/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(logo.text).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('serves the icon of a game the lobby lists, at the URL the lobby gives', async () => {
    const lobby = dataOf(await viaBrowser(mock, 'GET', `/api/${api.games.getAllGameList.path}?category=2`)) as {
      list: Array<{ id: number; icon: string }>;
    };
    const game = lobby.list[0];
    if (!game) throw new Error('the lobby lists no game');
    expect(game.icon).toBe(`/assets/games/en/${game.id}.svg`);
    const icon = await viaBrowser(mock, 'GET', game.icon);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.text).toMatch(/^<svg /);
    // A game the catalogue does not have is no icon.
    expect((await viaBrowser(mock, 'GET', '/assets/games/en/99999999.svg')).status).toBe(404);
  });

  it('answers 404 for an avatar that does not exist', async () => {
    const missing = await viaBrowser(mock, 'GET', '/assets/avatars/999.svg');
    expect(missing.status).toBe(404);
    expect(bodyOf(missing)).toMatchObject({ code: 0 });
    expect((await viaBrowser(mock, 'GET', '/assets/avatars/1.svg')).status).toBe(200);
  });

  it('answers an unknown path outside the contracts with the 404 envelope', async () => {
    const missing = await viaBrowser(mock, 'GET', '/assets/nothing/here.svg');
    expect(missing.status).toBe(404);
    expect(bodyOf(missing)).toEqual({ code: 0, msg: 'Unknown API path: /assets/nothing/here.svg', data: null });
  });

  it('puts the secure headers on every kind of answer', async () => {
    const answers = await Promise.all([
      viaBrowser(mock, 'GET', '/assets/brand/logo.svg'),
      viaBrowser(mock, 'GET', '/assets/avatars/999.svg'),
      viaBrowser(mock, 'GET', `/api/${api.account.getUser.path}`),
      viaBrowser(mock, 'GET', '/api/nope'),
      viaBrowser(mock, 'GET', `/__mock/${control.world.clock.path}`),
    ]);
    for (const answer of answers) {
      const csp = answer.headers.get('content-security-policy');
      expect(csp).toContain(`frame-ancestors ${CONTENT_SECURITY_POLICY['frame-ancestors'].join(' ')}`);
      expect(csp).toContain("script-src 'self'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('BrowserMock: faults', () => {
  it('answers a dropped call with a network error, once per `times`', async () => {
    const mock = await BrowserMock.create(BASE, null);
    const url = `/api/${api.account.getDefaultAvatar.path}`;
    const added = await viaBrowser(
      mock,
      'POST',
      `/__mock/${control.world.addFault.path}`,
      json({ path: api.account.getDefaultAvatar.path, kind: 'drop', times: 1 }),
    );
    expect(dataOf(added)).toMatchObject({ fault: { kind: 'drop' } });

    const full = new URL(`${BASE}${url}`);
    const dropped = await mock.answer(new Request(full), url, '');
    expect(dropped.type).toBe('error');
    expect(dropped.status).toBe(0);

    // `times: 1` is spent: the next call is answered.
    const answered = await viaBrowser(mock, 'GET', url);
    expect(answered.status).toBe(200);
    expect(bodyOf(answered)).toMatchObject({ code: 1 });
  });
});

describe('a scenario in the demo', () => {
  it('is built into its one world by POST /__mock/reset with `scenario`, driving the worker through its own API', async () => {
    const demo = await BrowserMock.create(BASE, null);
    const reset = await viaBrowser(demo, 'POST', '/__mock/reset', json({ scenario: 'pending-money' }));
    expect(reset.status).toBe(200);
    const deposits = dataOf(await viaBrowser(demo, 'GET', '/__mock/wallet/deposits?username=pending01')) as {
      orders: Array<{ amount: string }>;
    };
    expect(deposits.orders.map((order) => order.amount)).toEqual(['1000.00']);
    expect(demo.changed()).toBe(true);
  });
});
