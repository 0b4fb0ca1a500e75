// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { api } from '@contracts';
import type { MessageSummary } from '@contracts/help/messages';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { walletListQuery } from '@web/api/funds/get-wallet-list';
import { i18n } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query';
import { useSession } from '@web/lib/use-session';
import { example, fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { MoneyNewsNotice, NOTICE_MS } from './money-news-notice';
import { routes } from './routes';

const WELCOME: MessageSummary = {
  id: 4,
  kind: 2,
  title: 'Welcome to Star Harbour',
  excerpt: 'Welcome',
  read: false,
  createdAt: '2026-11-22T12:00:00+08:00',
};
const credited = (id: number, title = 'Deposit credited'): MessageSummary => ({ ...WELCOME, id, title, excerpt: `¥500.00 (${id})` });

/** The server's newest personal messages, as the test changes them, and the central balance beside them. */
function fakeServer() {
  const world = { news: [WELCOME], total: '100.00' };
  const server = fakeApi()
    .on(api.help.getAllMessageList, (input) => {
      expect(input).toMatchObject({ kind: 2, page: 1 });
      return { list: world.news, total: world.news.length, page: 1, pageSize: 5, unread: world.news.filter((m) => !m.read).length };
    })
    .on(api.funds.getWalletList, () => ({ ...example(api.funds.getWalletList), total: world.total }));
  return { world, server };
}

function Balance() {
  const wallets = useQuery(walletListQuery(useSession()));
  return <p data-testid="balance">{wallets.data?.total ?? '…'}</p>;
}

function show() {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/', element: <Balance /> },
      { path: '/other', element: <p>Another screen</p> },
      { path: routes.notifyDetail.path, element: <p>The message</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <MoneyNewsNotice router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const go = (path: string) => act(() => router.navigate(path));
  return { router, go };
}

const newsCalls = (server: ReturnType<typeof fakeServer>['server']) => server.calls(api.help.getAllMessageList).length;

describe('the money news notice', () => {
  pageTests();

  it('shows news that arrived since the last look on the next screen, once, and tapping it opens the message', async () => {
    const { world, server } = fakeServer();
    const { router, go } = show();
    // The first look on this device only notes where the news stands: the unread welcome is no news.
    await vi.waitFor(() => expect(newsCalls(server)).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId('money-news')).toBeNull();

    world.news = [credited(9), ...world.news];
    await go('/other');
    const notice = await screen.findByTestId('money-news');
    expect(notice.textContent).toContain('Money news');
    expect(notice.textContent).toContain('Deposit credited');
    expect(notice.parentElement?.getAttribute('aria-live')).toBe('polite');

    screen.getByRole('button', { name: /Deposit credited/ }).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(routes.notifyDetail.path));
    expect(router.state.location.search).toBe('?id=9');
    expect(screen.queryByTestId('money-news')).toBeNull();

    // Told once: later screens ask again and say nothing about message 9.
    await go('/');
    await vi.waitFor(() => expect(newsCalls(server)).toBeGreaterThanOrEqual(3));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId('money-news')).toBeNull();
  }, 15_000);

  it('counts several new messages, goes by itself and can be dismissed', async () => {
    const { world, server } = fakeServer();
    localStorage.setItem('moneyNewsSeen:5', '4'); // a returning player: the device has seen up to the welcome
    world.news = [credited(11, 'You won'), credited(10), WELCOME];
    show();
    const notice = await screen.findByTestId('money-news');
    expect(notice.textContent).toContain('You won');
    expect(notice.textContent).toContain('1 more in Messages');
    await act(() => new Promise((resolve) => setTimeout(resolve, NOTICE_MS + 50)));
    expect(screen.queryByTestId('money-news')).toBeNull();
    expect(newsCalls(server)).toBe(1);
    cleanup();
    world.news = [credited(12), ...world.news];
    localStorage.setItem('moneyNewsSeen:5', '11');
    const again = show();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await again.go('/other');
    await screen.findByTestId('money-news');
    screen.getByRole('button', { name: 'Dismiss the news' }).click();
    await vi.waitFor(() => expect(screen.queryByTestId('money-news')).toBeNull());
  }, 15_000);

  it('refreshes the money on screen when news arrives, and only then', async () => {
    const { world, server } = fakeServer();
    localStorage.setItem('moneyNewsSeen:5', '4');
    const { go } = show();
    await vi.waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('100.00'));
    await vi.waitFor(() => expect(newsCalls(server)).toBe(1));
    const walletCalls = server.calls(api.funds.getWalletList).length;

    // The money moved on the server; a new screen with no news leaves the balance alone.
    world.total = '600.00';
    await go('/?again=1');
    await vi.waitFor(() => expect(newsCalls(server)).toBe(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.calls(api.funds.getWalletList)).toHaveLength(walletCalls);
    expect(screen.getByTestId('balance').textContent).toBe('100.00');

    // The news of it arrives: the balance on screen is asked again and shows the new figure.
    world.news = [credited(9), WELCOME];
    await go('/?again=2');
    await screen.findByTestId('money-news');
    await vi.waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('600.00'));
  }, 15_000);
});

describe('the money news notice in Chinese', () => {
  pageTests({ lang: 'zh_hans' });

  it('says what it is in the player language', async () => {
    const { world } = fakeServer();
    localStorage.setItem('moneyNewsSeen:5', '4');
    world.news = [credited(9, '存款已到账'), WELCOME];
    show();
    const notice = await screen.findByTestId('money-news');
    expect(notice.textContent).toContain('资金动态');
    expect(notice.textContent).toContain('存款已到账');
    expect(notice.textContent).toContain('点击查看');
    expect(screen.getByRole('button', { name: '关闭提醒' })).toBeTruthy();
  });
});
