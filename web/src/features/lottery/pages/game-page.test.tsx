// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@contracts';
import type { Lottery, Round, RoundStatus } from '@contracts/lottery/lottery-types';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock } from '@web/lib/server-clock';
import { fakeApi, refuse, type Answer } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { protectionSettings } from '@web/test/protection-settings';
import { renderRoutes } from '@web/test/render';
import { showToast } from '@web/lib/toast';
import { nextProtectionAsk, takeProtectionAsk } from '@web/lib/protection-prompts';
import GamePage from './game-page';

vi.mock('@web/lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve({ close: () => undefined })) }));

const iso = (ms: number) => new Date(ms).toISOString();

/** The mock's answers for one dice room whose round closes in 40 s; placeOrder answers `placed`. */
function server(placed: Answer<typeof api.lottery.placeOrder>) {
  const now = Date.now();
  const round = (issue: string, openAt: number, status: RoundStatus, result: number[] | null): Round => ({
    lotteryId: 1,
    issue,
    status,
    openAt: iso(openAt),
    closeAt: iso(openAt + 50_000),
    drawAt: iso(openAt + 60_000),
    seedHash: 'a'.repeat(64),
    seed: result ? 'seed' : null,
    result,
  });
  const lottery: Lottery = {
    id: 1,
    code: 'dice1m',
    name: '1-minute Dice',
    type: 1,
    icon: '/i.svg',
    intervalSeconds: 60,
    closeSeconds: 10,
    minBet: '1.00',
    maxBet: '100.00',
  };
  return fakeApi()
    .on(api.lottery.getLotteryInfo, {
      lottery,
      current: round('20261122-0721', now - 10_000, 0, null),
      previous: round('20261122-0720', now - 70_000, 2, [1, 2, 3]),
      serverTime: iso(now),
    })
    .on(api.lottery.caipiaoGetOption, {
      lotteryId: 1,
      groups: [
        {
          code: 'bs',
          name: 'Big / Small',
          options: [
            { code: 'big', name: 'Big' },
            { code: 'small', name: 'Small' },
          ],
        },
      ],
      chips: ['1.00', '10.00', '50.00'],
      minBet: '1.00',
      maxBet: '100.00',
    })
    .on(api.lottery.getLotteryPeilv, {
      lotteryId: 1,
      odds: [
        { option: 'big', odds: '1.96' },
        { option: 'small', odds: '1.96' },
      ],
    })
    .on(api.funds.getWalletList, {
      wallets: [{ code: 'central', name: 'Central wallet', balance: '100.00', maintenance: false }],
      total: '100.00',
    })
    .on(api.lottery.getLotteryOneList, [])
    .on(api.lottery.getUserGameList, { list: [], total: 0, page: 1, pageSize: 10, totals: { betAmount: '0.00', winAmount: '0.00' } })
    .on(api.protection.getSettings, protectionSettings())
    .on(api.lottery.placeOrder, placed);
}

// The board comes after six calls: on a busy machine that took longer than findByRole's default second.
const openRoom = () =>
  renderRoutes([{ path: '/pages/home/game', element: <GamePage titleKey="home/game" /> }], '/pages/home/game?lotteryId=1');
const chip = (label: string) => within(screen.getByRole('group', { name: 'Chip' })).getByRole('button', { name: label });

describe('a lottery room', () => {
  pageTests();
  beforeEach(() => resetServerClock());

  it("builds the slip from chips, shows each line's potential win and the total, and sends one order with an Idempotency-Key", async () => {
    const fake = server(() => ({
      order: {
        orderNo: 'L1',
        lotteryId: 1,
        lotteryName: '1-minute Dice',
        issue: '20261122-0721',
        status: 0,
        totalAmount: '70.00',
        winAmount: '0.00',
        placedAt: iso(Date.now()),
        settledAt: null,
        result: null,
        lines: [{ option: 'big', optionName: 'Big', amount: '20.00', odds: '1.96', won: null, payout: '0.00' }],
      },
      balance: '30.00',
    }));
    openRoom();
    fireEvent.click(await screen.findByRole('button', { name: /^Big/ }, { timeout: 5000 }));
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
    const calls = fake.calls(api.lottery.placeOrder);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      lotteryId: 1,
      issue: '20261122-0721',
      bets: [
        { option: 'big', amount: '11.00' },
        { option: 'small', amount: '50.00' },
      ],
    });
    expect(new Headers(calls[0]!.init.headers).get('Idempotency-Key')).toMatch(/\S{16,}/);
    // The balance and this lottery's orders are read again after the order (money invalidated).
    await waitFor(() => expect(fake.calls(api.funds.getWalletList).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(fake.calls(api.lottery.getUserGameList).length).toBeGreaterThanOrEqual(2));
  });

  it("stops a slip beyond the balance before sending, and shows the server's refusal on the slip", async () => {
    server(refuse('Betting for round 20261122-0721 has closed'));
    openRoom();
    await screen.findByRole('button', { name: /^Big/ }, { timeout: 5000 });
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
  it("a bet refused at the loss limit shows the server's sentence on the slip, and the slip stays", async () => {
    const refusal = 'A stake of ¥50.00 could take you past your daily loss limit of ¥100.00: ¥20.00 remains until 2026-11-23 00:00';
    server(refuse(refusal));
    openRoom();
    fireEvent.click(await screen.findByRole('button', { name: /^Big/ }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bet · ¥1.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getAllByTestId('slip-line')).toHaveLength(1);
  });

  it('before a first bet asks for the responsible-gaming notice, keeps the slip meanwhile, and places it once read', async () => {
    const fake = server(refuse('Betting for round 20261122-0721 has closed'));
    fake.on(api.protection.getSettings, protectionSettings({ betNotice: false }));
    openRoom();
    fireEvent.click(await screen.findByRole('button', { name: /^Big/ }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bet · ¥1.00' }));
    await waitFor(() => expect(nextProtectionAsk()?.notice).toBe('betNotice'));
    expect(fake.calls(api.lottery.placeOrder)).toHaveLength(0);
    expect(screen.getAllByTestId('slip-line')).toHaveLength(1);

    const ask = nextProtectionAsk();
    if (ask?.notice !== 'betNotice') throw new Error('no notice asked');
    takeProtectionAsk(ask);
    ask.answer(true); // "I understand", as the shell's notice answers it
    await waitFor(() => expect(fake.calls(api.lottery.placeOrder)).toHaveLength(1));
    expect(fake.calls(api.lottery.placeOrder)[0]!.input.bets).toEqual([{ option: 'big', amount: '1.00' }]);
  });
});
