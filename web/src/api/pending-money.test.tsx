// @vitest-environment jsdom
import { focusManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query';
import { session } from '@web/lib/session';
import { useSession } from '@web/lib/use-session';
import { jsonResponse } from '@web/test/render';
import { walletListQuery } from './funds/get-wallet-list';
import { PENDING_POLL_MS, usePendingMoneyWatch } from './pending-money';

/** The server as the app sees it: a deposit pending until `approve()`, then credited. */
function fakeServer() {
  const state = { pending: true, balance: '100.00', calls: { probe: 0, wallets: 0 } };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.includes('record/getTradeList')) {
        state.calls.probe++;
        return Promise.resolve(
          jsonResponse({ code: 1, msg: 'ok', data: { list: [], total: state.pending ? 1 : 0, page: 1, pageSize: 1 } }),
        );
      }
      if (url.includes('fundslog/getWalletList')) {
        state.calls.wallets++;
        return Promise.resolve(
          jsonResponse({
            code: 1,
            msg: 'ok',
            data: { wallets: [{ code: 'central', name: 'Central', balance: state.balance, maintenance: false }], total: state.balance },
          }),
        );
      }
      return Promise.reject(new Error(`unexpected ${url}`));
    }),
  );
  return {
    state,
    approve() {
      state.pending = false;
      state.balance = '600.00';
    },
  };
}

function Balance() {
  const wallets = useQuery(walletListQuery(useSession()));
  return <p data-testid="balance">{wallets.data?.total ?? '…'}</p>;
}

/** The app shell's watch, and a page that shows the balance or shows no money. */
function Shell({ money }: { money: boolean }) {
  usePendingMoneyWatch();
  return money ? <Balance /> : <p>No money here</p>;
}

let queryClient = createQueryClient();

function show(money = true) {
  queryClient = createQueryClient(); // the app's: no refetch on focus of its own
  render(
    <QueryClientProvider client={queryClient}>
      <Shell money={money} />
    </QueryClientProvider>,
  );
}

/** Lets every fetch answer and React render (the interval is the only faked timer), however slow the machine. */
const settle = () =>
  act(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    for (let waited = 0; waited < 5_000 && queryClient.isFetching() > 0; waited += 20) await pause();
    await pause();
  });
const tick = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await settle();
};

describe('money on screen while an order is pending (usePendingMoneyWatch)', () => {
  beforeEach(() => {
    localStorage.clear();
    session.reload();
    session.signIn({ token: 't'.repeat(32), uid: 5, username: 'alice88' });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    focusManager.setFocused(undefined);
  });

  it('asks again every 5 s while a deposit is pending, shows the credit without a reload, then stops', async () => {
    const server = fakeServer();
    show();
    await settle();
    expect(screen.getByTestId('balance').textContent).toBe('100.00');
    expect(server.state.calls).toEqual({ probe: 1, wallets: 1 });

    await tick(PENDING_POLL_MS);
    expect(server.state.calls).toEqual({ probe: 2, wallets: 2 });

    server.approve();
    await tick(PENDING_POLL_MS);
    expect(screen.getByTestId('balance').textContent).toBe('600.00');
    expect(server.state.calls).toEqual({ probe: 3, wallets: 3 });

    await tick(10 * PENDING_POLL_MS);
    expect(server.state.calls).toEqual({ probe: 3, wallets: 3 });
  });

  it('does not poll when nothing is pending', async () => {
    const server = fakeServer();
    server.approve();
    show();
    await settle();
    await tick(10 * PENDING_POLL_MS);
    expect(server.state.calls).toEqual({ probe: 1, wallets: 1 });
  });

  it('asks nothing on a page that shows no money', async () => {
    const server = fakeServer();
    show(false);
    await settle();
    await tick(10 * PENDING_POLL_MS);
    expect(server.state.calls).toEqual({ probe: 0, wallets: 0 });
  });

  it('does not poll a hidden page, and asks again once when it is shown again', async () => {
    const server = fakeServer();
    show();
    await settle();
    act(() => focusManager.setFocused(false));
    await tick(3 * PENDING_POLL_MS);
    expect(server.state.calls).toEqual({ probe: 1, wallets: 1 });

    server.approve();
    act(() => focusManager.setFocused(true));
    await settle();
    expect(screen.getByTestId('balance').textContent).toBe('600.00');
    expect(server.state.calls).toEqual({ probe: 2, wallets: 2 });
  });
});
