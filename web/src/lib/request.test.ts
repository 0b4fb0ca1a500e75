// @vitest-environment jsdom
import { wire } from 'virtual:api-wire';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { request, REQUEST_TIMEOUT_MS } from './request';
import { session } from './session';

const toastShow = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile/es/components/toast', () => ({ default: { show: toastShow } }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('lang', 'zh_hans');
  localStorage.setItem('token', 'tok-123');
  localStorage.setItem('uid', '42');
  session.reload();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  window.location.hash = '#/pages/mine/recharge?amount=100';
  toastShow.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

describe('request client', () => {
  it('sends TOKEN and lang on a GET, input as the query string, and returns data', async () => {
    fetchMock.mockResolvedValue(json({ code: 1, msg: 'ok', data: [] }));
    await expect(request(wire.frontpage.getSideMenu, {})).resolves.toEqual([]);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/frontpage/getSideMenu');
    expect(init.method).toBe('GET');
    expect(headers.TOKEN).toBe('tok-123');
    expect(headers.lang).toBe('zh_hans');
  });

  it('sends a POST body as JSON', async () => {
    fetchMock.mockResolvedValue(json({ code: 1, msg: 'ok', data: { token: 'n'.repeat(32), uid: 1, username: 'alice1' } }));
    await request(wire.account.login, { username: 'alice1', password: 'abc12345' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/user/login');
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'alice1', password: 'abc12345' });
  });

  it('code 0: shows msg as a 2-second toast and rejects with an ApiError', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: '用户名或密码错误', data: null }));
    const error = await request(wire.account.login, { username: 'alice1', password: 'wrong123' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('business');
    expect((error as ApiError).message).toBe('用户名或密码错误');
    await vi.waitFor(() => expect(toastShow).toHaveBeenCalledWith({ content: '用户名或密码错误', duration: 2000 }));
  });

  it('code 0 with the toast turned off (inline form errors): rejects, no toast', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'taken', data: null }));
    await expect(request(wire.account.login, { username: 'a', password: 'b' }, { toast: false })).rejects.toBeInstanceOf(ApiError);
    await new Promise((r) => setTimeout(r, 20));
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('sends Idempotency-Key only when the caller gives one', async () => {
    fetchMock.mockImplementation(async () => json({ code: 1, msg: 'ok', data: { token: 'n'.repeat(32), uid: 1, username: 'alice1' } }));
    await request(wire.account.login, { username: 'alice1', password: 'abc12345' }, { idempotencyKey: 'k-1' });
    expect(lastCall().headers['Idempotency-Key']).toBe('k-1');
    await request(wire.account.login, { username: 'alice1', password: 'abc12345' });
    expect(lastCall().headers['Idempotency-Key']).toBeUndefined();
  });

  it('HTTP 401 code 401: clears token and uid and relaunches to login, remembering the page', async () => {
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'Please log in', data: null }, 401));
    const error = await request(wire.frontpage.getSideMenu, {}).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('unauthorized');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('uid')).toBeNull();
    expect(session.get().token).toBe('');
    expect(window.location.hash).toBe(`#/pages/userPages/login?redirect=${encodeURIComponent('/pages/mine/recharge?amount=100')}`);
  });

  it('code 401 in a 200 answer is treated the same', async () => {
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'expired', data: null }, 200));
    await expect(request(wire.frontpage.getSideMenu, {})).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.hash.startsWith('#/pages/userPages/login')).toBe(true);
  });

  it('a 401 to a request sent before logging out leaves the logged-out player where they are', async () => {
    const hashBefore = window.location.hash;
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = request(wire.frontpage.getSideMenu, {}).catch((e: unknown) => e);
    // The player logs out (the token goes) and goes home while the request is still out.
    session.clearAuth();
    window.location.hash = '#/';
    answer(json({ code: 401, msg: 'expired', data: null }, 401));
    expect(((await pending) as ApiError).kind).toBe('unauthorized');
    expect(window.location.hash).toBe('#/');
    window.location.hash = hashBefore;
  });

  it('times out after 60 s (AbortController) and rejects', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = request(wire.frontpage.getSideMenu, {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect((lastCall().init.signal as AbortSignal).aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('timeout');
  });

  it('a network failure rejects (no toast, the page shows its error state)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request(wire.frontpage.getSideMenu, {})).rejects.toMatchObject({ kind: 'network' });
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('a 5xx is a server failure whatever its body, and no toast of the server\'s "internal error"', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, msg: 'internal error', data: null }, 500));
    await expect(request(wire.frontpage.getSideMenu, {})).rejects.toMatchObject({ kind: 'server', status: 500 });
    fetchMock.mockResolvedValue(new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    await expect(request(wire.frontpage.getSideMenu, {})).rejects.toMatchObject({ kind: 'server', status: 502 });
    await new Promise((r) => setTimeout(r, 20));
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('an answer that is not the envelope is a server failure too', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(request(wire.frontpage.getSideMenu, {})).rejects.toMatchObject({ kind: 'server' });
  });

  it('inside the native wrapper the configured host prefixes /api/', async () => {
    vi.stubEnv('VITE_API_HOST', 'https://platform.example/');
    (window as Window).plus = { os: { name: 'Android' } } as unknown as Window['plus'];
    fetchMock.mockResolvedValue(json({ code: 1, msg: 'ok', data: [] }));
    await request(wire.frontpage.getSideMenu, {});
    expect(lastCall().url).toBe('https://platform.example/api/frontpage/getSideMenu');
    delete (window as Window).plus;
    vi.unstubAllEnvs();
  });
});
