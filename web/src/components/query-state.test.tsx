// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { wire } from 'virtual:api-wire';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { i18n } from '@web/lib/i18n';
import { request } from '@web/lib/request';
import { session } from '@web/lib/session';
import { jsonResponse, renderRoutes } from '@web/test/render';
import { LoadError, QueryState } from './query-state';

/** One card that shows one query, the way every page does. */
function MenuCard() {
  const menu = useQuery({ queryKey: ['menu'], queryFn: () => request(wire.frontpage.getSideMenu, {}) });
  return (
    <QueryState query={menu} label="Loading the menu">
      {(items) => <p>{items.length} items</p>}
    </QueryState>
  );
}

const show = () => renderRoutes([{ path: '/', element: <MenuCard /> }], '/');

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  session.reload();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a card that failed to load says why (en)', () => {
  beforeEach(async () => {
    session.setLang('en');
    await i18n.changeLanguage('en');
  });

  it('no connection: check your connection', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    show();
    expect(await screen.findByText('Could not reach the server. Check your connection and try again.')).toBeTruthy();
  });

  it('a server error (HTTP 500, with or without the envelope): our side, not the connection', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    show();
    expect(await screen.findByText('Something went wrong on our side. Try again.')).toBeTruthy();
    expect(screen.queryByText(/connection/)).toBeNull();
    cleanup();
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: 'internal error', data: null }, 500));
    show();
    expect(await screen.findByText('Something went wrong on our side. Try again.')).toBeTruthy();
  });

  it('an answer that is not the envelope: our side', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 200 }));
    show();
    expect(await screen.findByText('Something went wrong on our side. Try again.')).toBeTruthy();
  });

  it('the server refused (code 0): its own sentence', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: 'The menu is closed for maintenance', data: null }));
    show();
    expect(await screen.findByText('The menu is closed for maintenance')).toBeTruthy();
  });

  it('retry loads the card', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(jsonResponse({ code: 1, msg: 'ok', data: [] }));
    show();
    (await screen.findByRole('button', { name: 'Retry' })).click();
    expect(await screen.findByText('0 items')).toBeTruthy();
  });
});

describe('the same in Chinese', () => {
  beforeEach(async () => {
    session.setLang('zh_hans');
    await i18n.changeLanguage('zh_hans');
  });

  it('network, server and time-out each have their sentence', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    show();
    expect(await screen.findByText('无法连接服务器，请检查网络后重试。')).toBeTruthy();
    cleanup();
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    show();
    expect(await screen.findByText('我们这边出了点问题，请重试。')).toBeTruthy();
  });

  it('a time-out', async () => {
    renderRoutes(
      [{ path: '/', element: <LoadError error={new ApiError('timeout', 'request timed out')} onRetry={() => undefined} /> }],
      '/',
    );
    expect(await screen.findByText('服务器响应超时，请重试。')).toBeTruthy();
  });
});
