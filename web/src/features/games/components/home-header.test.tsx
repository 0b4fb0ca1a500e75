// @vitest-environment jsdom
import { api } from '@contracts';
import type { WalletList } from '@contracts/funds/wallets';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import HomeWallet from './home-wallet';

const renderAtHome = (node: ReactNode) => renderRoutes([{ path: '/', element: node }], '/');

const WALLETS: WalletList = {
  wallets: [
    { code: 'central', name: 'Central wallet', balance: '8888.00', maintenance: false },
    { code: 'ag_slots', name: 'Aurora Slots', balance: '12.50', maintenance: false },
  ],
  total: '8900.50',
};

describe("home header: a player's wallet", () => {
  pageTests();

  it("shows the central wallet's balance with two decimals, a placeholder until it comes, and the quick actions", async () => {
    fakeApi().on(api.funds.getWalletList, WALLETS);
    renderAtHome(<HomeWallet />);
    expect(screen.getByRole('status', { name: 'Loading the balance' })).toBeTruthy();
    expect((await screen.findByTestId('home-balance')).textContent).toBe('¥8,888.00');
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Deposit', '/pages/mine/recharge'],
      ['Withdraw', '/pages/mine/withdrawal'],
      ['Transfer', '/pages/mine/transfer'],
      ['VIP', '/pages/mine/vip'],
    ]);
  });
});
