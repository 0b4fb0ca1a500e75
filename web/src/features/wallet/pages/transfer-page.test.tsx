// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type OutputInputOf } from '@contracts';
import type { WalletList } from '@contracts/funds/wallets';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import TransferPage from './transfer-page';

const WALLETS: WalletList = {
  wallets: [
    { code: 'central', name: 'Central wallet', balance: '500.00', maintenance: false },
    { code: 'ag_slots', name: 'AG Slots', balance: '0.00', maintenance: false },
    { code: 'bb_chess', name: 'BB Chess', balance: '20.00', maintenance: false },
    { code: 'dragon_live', name: 'Dragon Hall Live', balance: '5.00', maintenance: true },
  ],
  total: '525.00',
};

const RESULT: OutputInputOf<typeof api.funds.transfer> = {
  orderNo: 'T1',
  amount: '50.00',
  from: { code: 'central', balance: '450.00' },
  to: { code: 'ag_slots', balance: '50.00' },
  createdAt: '2026-01-01T12:00:00+08:00',
};

describe('transfer page', () => {
  let server: ReturnType<typeof fakeApi>;
  pageTests();
  beforeEach(() => {
    server = fakeApi().on(api.funds.getWalletList, WALLETS).on(api.funds.transfer, RESULT);
  });

  it('"transfer to this venue" (?to=) opens with that venue chosen, and submitting moves the money there', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/pages/mine/transfer', element: <TransferPage titleKey="mine/transfer" /> }],
      '/pages/mine/transfer?to=ag_slots',
    );
    const venue = await screen.findByRole('button', { name: /AG Slots/ });
    expect(venue.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /BB Chess/ }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    await waitFor(() => expect(server.calls(api.funds.transfer).length).toBeGreaterThan(0));
    expect(JSON.parse(String(server.calls(api.funds.transfer)[0]!.init.body))).toEqual({ from: 'central', to: 'ag_slots', amount: '50' });
    expect(screen.queryByText(/choose a venue/i)).toBeNull();
  });

  it('an unknown ?to= chooses nothing', async () => {
    renderRoutes([{ path: '/pages/mine/transfer', element: <TransferPage titleKey="mine/transfer" /> }], '/pages/mine/transfer?to=nope');
    expect((await screen.findByRole('button', { name: /AG Slots/ })).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a venue under maintenance disabled and says so, before anything is submitted, even when the link names it', async () => {
    renderRoutes(
      [{ path: '/pages/mine/transfer', element: <TransferPage titleKey="mine/transfer" /> }],
      '/pages/mine/transfer?to=dragon_live',
    );
    const venue = await screen.findByRole('button', { name: /Dragon Hall Live/ });
    expect(venue.hasAttribute('disabled')).toBe(true);
    expect(venue.getAttribute('aria-pressed')).toBe('false');
    expect(venue.textContent).toContain('Under maintenance');
    expect(screen.getByRole('button', { name: /AG Slots/ }).hasAttribute('disabled')).toBe(false);
  });
});
