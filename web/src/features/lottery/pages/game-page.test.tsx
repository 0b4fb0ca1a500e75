// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { resetServerClock } from '@web/lib/server-clock';
import { session } from '@web/lib/session';
import { jsonResponse, renderRoutes } from '@web/test/render';
import { showToast } from '@web/lib/toast';
import GamePage from './game-page';

vi.mock('@web/lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve({ close: () => undefined })) }));

const iso = (ms: number) => new Date(ms).toISOString();
const ok = (data: unknown) => ({ code: 1, msg: 'ok', data });

/** The mock's answers for one dice room whose round closes in 40 s; placeOrder answers `placed`. */
function server(placed: () => unknown) {
  const now = Date.now();
  const round = (issue: string, openAt: number, status: number, result: number[] | null) => ({
    lotteryId: 1, issue, status, openAt: iso(openAt), closeAt: iso(openAt + 50_000), drawAt: iso(openAt + 60_000),
    seedHash: 'a'.repeat(64), seed: result ? 'seed' : null, result,
  });
  const lottery = { id: 1, code: 'dice1m', name: '1-minute Dice', type: 1, icon: '/i.svg', intervalSeconds: 60, closeSeconds: 10, minBet: '1.00', maxBet: '100.00' };
  const answers: Record<string, unknown> = {
    'Lottery/getLotteryInfo': ok({ lottery, current: round('20261122-0721', now - 10_000, 0, null), previous: round('20261122-0720', now - 70_000, 2, [1, 2, 3]), serverTime: iso(now) }),
    'caipiao/getOption': ok({ lotteryId: 1, groups: [{ code: 'bs', name: 'Big / Small', options: [{ code: 'big', name: 'Big' }, { code: 'small', name: 'Small' }] }], chips: ['1.00', '10.00', '50.00'], minBet: '1.00', maxBet: '100.00' }),
    'Lottery/getLotteryPeilv': ok({ lotteryId: 1, odds: [{ option: 'big', odds: '1.96' }, { option: 'small', odds: '1.96' }] }),
    'fundslog/getWalletList': ok({ wallets: [{ code: 'central', name: 'Central wallet', balance: '100.00', maintenance: false }], total: '100.00' }),
    'Lottery/getLotteryOneList': ok([]),
    'lottery/getUserGameList': ok({ list: [], total: 0, page: 1, pageSize: 10, totals: { betAmount: '0.00', winAmount: '0.00' } }),
  };
  return vi.fn((url: string) => {
    const path = Object.keys(answers).find((p) => url.includes(p));
    return Promise.resolve(jsonResponse(url.includes('lottery/placeOrder') ? placed() : (answers[path ?? ''] ?? ok(null))));
  });
}

const openRoom = () => renderRoutes([{ path: '/pages/home/game', element: <GamePage titleKey="home/game" /> }], '/pages/home/game?lotteryId=1');
const chip = (label: string) => within(screen.getByRole('group', { name: 'Chip' })).getByRole('button', { name: label });

describe('a lottery room', () => {
  beforeEach(async () => {
    localStorage.clear();
    session.reload();
    session.signIn({ token: 't'.repeat(32), uid: 5, username: 'alice88' });
    resetServerClock();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('builds the slip from chips, shows each line\'s potential win and the total, and sends one order with an Idempotency-Key', async () => {
    const fetchMock = server(() => ok({ order: { orderNo: 'L1', lotteryId: 1, lotteryName: '1-minute Dice', issue: '20261122-0721', status: 0, totalAmount: '70.00', winAmount: '0.00', placedAt: iso(Date.now()), settledAt: null, result: null, lines: [{ option: 'big', optionName: 'Big', amount: '20.00', odds: '1.96', won: null, payout: '0.00' }] }, balance: '30.00' }));
    vi.stubGlobal('fetch', fetchMock);
    openRoom();
    fireEvent.click(await screen.findByRole('button', { name: /^Big/ }));
    fireEvent.click(chip('¥10'));
    fireEvent.click(screen.getByRole('button', { name: /^Big/ }));
    fireEvent.click(chip('¥50'));
    fireEvent.click(screen.getByRole('button', { name: /^Small/ }));
    const lines = screen.getAllByTestId('slip-line');
    expect(lines.map((line) => line.textContent)).toEqual([expect.stringContaining('¥11.00'), expect.stringContaining('¥50.00')]);
    expect(lines[0]!.textContent).toContain('Win ¥21.56'); // 11 × 1.96
    expect(screen.getByTestId('slip-total').textContent).toBe('¥61.00');

    fireEvent.click(screen.getByRole('button', { name: 'Place bet · ¥61.00' }));
    await waitFor(() => expect(screen.queryAllByTestId('slip-line')).toHaveLength(0));
    // A toast says so (antd-mobile's Toast is replaced: its lazily loaded module would otherwise arrive after the test).
    expect(showToast).toHaveBeenCalledWith('Bet placed on round 20261122-0721');
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes('lottery/placeOrder')) as unknown as Array<[string, RequestInit]>;
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1].body))).toEqual({ lotteryId: 1, issue: '20261122-0721', bets: [{ option: 'big', amount: '11.00' }, { option: 'small', amount: '50.00' }] });
    expect(new Headers(calls[0]![1].headers).get('Idempotency-Key')).toMatch(/\S{16,}/);
    // The balance and this lottery's orders are read again after the order (money invalidated).
    const reads = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path)).length;
    await waitFor(() => expect(reads('fundslog/getWalletList')).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(reads('lottery/getUserGameList')).toBeGreaterThanOrEqual(2));
  });

  it('stops a slip beyond the balance before sending, and shows the server\'s refusal on the slip', async () => {
    const fetchMock = server(() => ({ code: 0, msg: 'Betting for round 20261122-0721 has closed', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    openRoom();
    await screen.findByRole('button', { name: /^Big/ });
    fireEvent.click(chip('¥50'));
    fireEvent.click(screen.getByRole('button', { name: /^Big/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Small/ }));
    fireEvent.click(chip('¥1'));
    fireEvent.click(screen.getByRole('button', { name: /^Small/ }));
    expect(screen.getByText('Your central wallet balance is too low for this slip.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place bet · ¥101.00' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Small' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bet · ¥50.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Betting for round 20261122-0721 has closed');
    expect(screen.getAllByTestId('slip-line')).toHaveLength(1);
  });
});
