// @vitest-environment jsdom
import type { WalletList } from '@contracts/funds/wallets';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { jsonResponse, renderRoutes } from '@web/test/render';
import { HomeWallet } from './home-wallet';

const renderAtHome = (node: ReactNode) => renderRoutes([{ path: '/', element: node }], '/');

const WALLETS: { code: 1; msg: string; data: WalletList } = {
  code: 1,
  msg: 'ok',
  data: {
    wallets: [
      { code: 'central', name: 'Central wallet', balance: '8888.00', maintenance: false },
      { code: 'ag_slots', name: 'Aurora Slots', balance: '12.50', maintenance: false },
    ],
    total: '8900.50',
  },
};

describe("home header: a player's wallet", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    session.clearAuth();
    vi.unstubAllGlobals();
  });

  it("shows the central wallet's balance with two decimals, a placeholder until it comes, and the quick actions", async () => {
    session.signIn({ token: 't1', uid: 7, username: 'demo01' });
    fetchMock.mockResolvedValue(jsonResponse(WALLETS));
    renderAtHome(<HomeWallet />);
    expect(screen.getByRole('status', { name: 'Loading the balance' })).toBeTruthy();
    expect((await screen.findByTestId('home-balance')).textContent).toBe('¥8,888.00');
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Deposit', '/pages/mine/recharge'],
      ['Withdraw', '/pages/mine/withdrawal'],
      ['Transfer', '/pages/mine/transfer'],
      ['VIP', '/pages/mine/vip'],
    ]);
  });
});
