// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { jsonResponse, renderRoutes } from '@web/test/render';
import TransferPage from './transfer-page';

const WALLETS = {
  wallets: [
    { code: 'central', name: 'Central wallet', balance: '500.00', maintenance: false },
    { code: 'ag_slots', name: 'AG Slots', balance: '0.00', maintenance: false },
    { code: 'bb_chess', name: 'BB Chess', balance: '20.00', maintenance: false },
    { code: 'dragon_live', name: 'Dragon Hall Live', balance: '5.00', maintenance: true },
  ],
  total: '525.00',
};

const RESULT = {
  orderNo: 'T1',
  amount: '50.00',
  from: { code: 'central', balance: '450.00' },
  to: { code: 'ag_slots', balance: '50.00' },
  createdAt: '2026-01-01T12:00:00+08:00',
};

describe('transfer page', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    localStorage.clear();
    session.reload();
    session.signIn({ token: 't'.repeat(32), uid: 5, username: 'alice88' });
    await i18n.changeLanguage('en');
    fetchMock = vi.fn((url: string) =>
      Promise.resolve(jsonResponse({ code: 1, msg: 'ok', data: url.includes('fundslog/transfer') ? RESULT : WALLETS })),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('"transfer to this venue" (?to=) opens with that venue chosen, and submitting moves the money there', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/pages/mine/transfer', element: <TransferPage titleKey="mine/transfer" /> }], '/pages/mine/transfer?to=ag_slots');
    const venue = await screen.findByRole('button', { name: /AG Slots/ });
    expect(venue.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /BB Chess/ }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('fundslog/transfer'))).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('fundslog/transfer')) as [string, RequestInit];
    expect(JSON.parse(String(call[1].body))).toEqual({ from: 'central', to: 'ag_slots', amount: '50' });
    expect(screen.queryByText(/choose a venue/i)).toBeNull();
  });

  it('an unknown ?to= chooses nothing', async () => {
    renderRoutes([{ path: '/pages/mine/transfer', element: <TransferPage titleKey="mine/transfer" /> }], '/pages/mine/transfer?to=nope');
    expect((await screen.findByRole('button', { name: /AG Slots/ })).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a venue under maintenance disabled and says so, before anything is submitted, even when the link names it', async () => {
    renderRoutes([{ path: '/pages/mine/transfer', element: <TransferPage titleKey="mine/transfer" /> }], '/pages/mine/transfer?to=dragon_live');
    const venue = await screen.findByRole('button', { name: /Dragon Hall Live/ });
    expect(venue.hasAttribute('disabled')).toBe(true);
    expect(venue.getAttribute('aria-pressed')).toBe('false');
    expect(venue.textContent).toContain('Under maintenance');
    expect(screen.getByRole('button', { name: /AG Slots/ }).hasAttribute('disabled')).toBe(false);
  });
});
