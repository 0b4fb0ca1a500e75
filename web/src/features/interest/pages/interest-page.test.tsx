// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { jsonResponse, renderRoutes } from '@web/test/render';
import InterestPage from './interest-page';

const DATA = {
  principal: '1000.00',
  yesterdayEarnings: '0.10',
  totalEarnings: '0.90',
  receivable: '0.90',
  annualRate: '3.65',
  holdings: [
    { typeId: 1, name: 'Flexible', amount: '900.00', annualRate: '3.65', startedAt: '2026-11-22T12:00:00+08:00', maturesAt: null },
    { typeId: 2, name: '7-day term', amount: '100.00', annualRate: '5', startedAt: '2026-11-22T12:00:00+08:00', maturesAt: '2026-11-30T00:00:00+08:00' },
  ],
  centralBalance: '500.00',
};
const TYPES = [
  { id: 1, name: 'Flexible', periodDays: 0, annualRate: '3.65', minAmount: '1.00', description: 'Out at any time.' },
  { id: 2, name: '7-day term', periodDays: 7, annualRate: '5', minAmount: '100.00', description: 'Locked for 7 days.' },
];
const MOVE = { orderNo: 'IN1', amount: '100.00', principal: '1100.00', receivable: '0.90', centralBalance: '400.00' };

describe('interest page', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    localStorage.clear();
    session.reload();
    session.signIn({ token: 't'.repeat(32), uid: 5, username: 'alice88' });
    await i18n.changeLanguage('en');
    fetchMock = vi.fn((url: string) => {
      const data = url.includes('getData') ? DATA : url.includes('getType') ? TYPES : url.includes('getList') ? { list: [], total: 0, page: 1, pageSize: 20 } : MOVE;
      return Promise.resolve(jsonResponse({ code: 1, msg: 'ok', data }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/pages/mine/interest', element: <InterestPage titleKey="mine/interest" /> }], '/pages/mine/interest');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const posted = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path)) as Array<[string, RequestInit]>;

  it('shows principal, earnings, receivable, holdings and an empty record list', async () => {
    expect(await screen.findByTestId('interest-principal')).toHaveProperty('textContent', '¥1,000.00');
    expect(screen.getByTestId('interest-receivable').textContent).toBe('¥0.90');
    expect(screen.getByText('matures 2026-11-30', { exact: false })).toBeTruthy();
    expect(await screen.findByText('No records yet.')).toBeTruthy();
  });

  it('checks the product minimum before sending, then sends the product with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    await screen.findByTestId('interest-principal');
    await user.click(screen.getByRole('button', { name: /7-day term/ }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
    await user.click(screen.getAllByRole('button', { name: 'Transfer in' }).at(-1)!);
    expect(await screen.findByText('The amount must be at least ¥100.00')).toBeTruthy();
    expect(posted('interest/into')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
    await user.click(screen.getAllByRole('button', { name: 'Transfer in' }).at(-1)!);
    await waitFor(() => expect(posted('interest/into')).toHaveLength(1));
    const [, init] = posted('interest/into')[0]!;
    expect(JSON.parse(String(init.body))).toEqual({ amount: '100', typeId: 2 });
    expect(new Headers(init.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('transfer out allows only the flexible principal and says the terms are locked', async () => {
    const user = userEvent.setup();
    await screen.findByTestId('interest-principal');
    await user.click(screen.getByRole('button', { name: 'Transfer out' }));
    expect(screen.getByText('Available to transfer out: ¥900.00 (fixed terms are locked until they mature)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '900.01' } });
    await user.click(screen.getAllByRole('button', { name: 'Transfer out' }).at(-1)!);
    expect(await screen.findByText('At most ¥900.00 can be transferred out now')).toBeTruthy();
    expect(posted('interest/turnout')).toHaveLength(0);
  });

  it('receives the earnings', async () => {
    const user = userEvent.setup();
    await screen.findByTestId('interest-principal');
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(posted('interest/receive')).toHaveLength(1));
  });
});
