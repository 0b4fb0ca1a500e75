// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, type OutputInputOf } from '@contracts';
import type { FastFoodRound } from '@contracts/fastfood/fastfood-types';
import { describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { fakeApi, refuse, type Answer } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { protectionSettings } from '@web/test/protection-settings';
import { renderRoutes } from '@web/test/render';
import FastFoodPage from './fastfood-page';

const iso = (ms: number) =>
  new Date(ms + 8 * 3_600_000)
    .toISOString()
    .replace('Z', '+08:00')
    .replace(/\.\d{3}/, '');
const items = ['Burger', 'Fries', 'Pizza', 'Taco'].map((name, i) => ({
  id: i + 1,
  code: name.toLowerCase(),
  name,
  icon: `/assets/fastfood/${i + 1}.svg`,
}));
const OPTION = {
  items,
  ring: [1, 2, 3, 4, 1, 2, 3, 4],
  chips: ['1.00', '10.00', '100.00'],
  minStake: '1.00',
  maxStakePerItem: '50.00',
  roundSeconds: 60,
  closeSeconds: 10,
};
const RATES = items.map((item, i) => ({ itemId: item.id, rate: `${(i + 1) * 5}.00` }));

function roundAt(openMs: number, no: number, drawn = false): FastFoodRound {
  return {
    roundNo: `FF20261122-${String(no).padStart(4, '0')}`,
    status: drawn ? 2 : 0,
    openAt: iso(openMs),
    closeAt: iso(openMs + 50_000),
    drawAt: iso(openMs + 60_000),
    seedHash: 'a'.repeat(64),
    seed: drawn ? 'revealed' : null,
    ringPosition: drawn ? 2 : null,
    winningItemId: drawn ? 3 : null,
  };
}

type Placed = OutputInputOf<typeof api.fastfood.submit>;

/** The mock's answers; `submit` answers what the test says (none: the test never places), and a placed order shows on the table after it. */
function server(openMs: number, submit: Answer<typeof api.fastfood.submit> = () => refuse('This test places no chips')) {
  const current = roundAt(openMs, 631);
  const previous = roundAt(openMs - 60_000, 630, true);
  let table: Pick<Placed, 'myStakes' | 'myTotal' | 'balance'> = {
    myStakes: [{ itemId: 3, amount: '5.00' }],
    myTotal: '5.00',
    balance: '100.00',
  };
  return fakeApi()
    .on(api.protection.getSettings, protectionSettings())
    .on(api.fastfood.getOption, OPTION)
    .on(api.fastfood.rate, RATES)
    .on(api.fastfood.bet, () => ({ current, previous, myStakes: table.myStakes, myTotal: table.myTotal, serverTime: iso(Date.now()) }))
    .on(api.fastfood.accountbalance, () => ({ balance: table.balance, stakedThisRound: table.myTotal }))
    .on(api.fastfood.betRec, { round: previous, stakes: [], totalStake: '0.00', totalPayout: '0.00' })
    .on(api.fastfood.getHistory, { list: [previous], total: 1, page: 1, pageSize: 20 })
    .on(api.fastfood.submit, async (input, call) => {
      const answer = typeof submit === 'function' ? await submit(input, call) : submit;
      if (!('fail' in answer)) table = answer;
      return answer;
    });
}

const openPage = () =>
  renderRoutes([{ path: '/pages/home/fastFood', element: <FastFoodPage titleKey="home/fastFood" /> }], '/pages/home/fastFood');
const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('fast-food table', () => {
  pageTests();

  it('adds the chosen chip per tap, totals the slip, and places the chips once with an Idempotency-Key', async () => {
    const fake = server(Date.now() - 10_000, {
      orderNo: 'F1',
      roundNo: 'FF20261122-0631',
      myStakes: [
        { itemId: 1, amount: '20.00' },
        { itemId: 3, amount: '5.00' },
        { itemId: 4, amount: '10.00' },
      ],
      myTotal: '35.00',
      balance: '70.00',
    });
    openPage();
    await screen.findByText('Mine ¥5.00');
    expect(screen.getByTestId('ff-balance').textContent).toBe('¥100.00');
    fireEvent.click(within(screen.getByRole('group', { name: 'Chip value' })).getByRole('button', { name: '¥10' }));
    fireEvent.click(tile('Burger'));
    fireEvent.click(tile('Burger'));
    fireEvent.click(tile('Taco'));
    expect(screen.getByTestId('ff-pending-total').textContent).toBe('¥30.00');
    expect(tile('Burger').textContent).toContain('+¥20.00');

    fireEvent.click(screen.getByRole('button', { name: 'Place chips' }));
    await waitFor(() => expect(screen.getByTestId('ff-pending-total').textContent).toBe('¥0.00'));
    const calls = fake.calls(api.fastfood.submit);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      roundNo: 'FF20261122-0631',
      chips: [
        { itemId: 1, amount: '20.00' },
        { itemId: 4, amount: '10.00' },
      ],
    });
    expect(new Headers(calls[0]!.init.headers).get('Idempotency-Key')).toBeTruthy();
    // The answer's chips and balance show at once.
    expect(tile('Burger').textContent).toContain('Mine ¥20.00');
    expect(screen.getByTestId('ff-balance').textContent).toBe('¥70.00');
  });

  it("shows the server's refusal and keeps the chips", async () => {
    server(Date.now() - 10_000, refuse('Betting on round FF20261122-0631 has closed'));
    openPage();
    await screen.findByText('Mine ¥5.00');
    fireEvent.click(tile('Fries'));
    fireEvent.click(screen.getByRole('button', { name: 'Place chips' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Betting on round FF20261122-0631 has closed');
    expect(screen.getByTestId('ff-pending-total').textContent).toBe('¥1.00');
  });

  it('refuses a chip over the item limit, counting the chips already placed', async () => {
    server(Date.now() - 10_000);
    openPage();
    await screen.findByText('Mine ¥5.00');
    fireEvent.click(within(screen.getByRole('group', { name: 'Chip value' })).getByRole('button', { name: '¥10' }));
    for (let i = 0; i < 5; i++) fireEvent.click(tile('Pizza'));
    expect(screen.getByTestId('ff-pending-total').textContent).toBe('¥40.00');
    expect(screen.getByText('At most ¥50.00 on one item per round')).toBeTruthy();
  });

  it("tells the last drawn round's result as that round's, never as the round the player has chips on now", async () => {
    // The player has ¥5.00 on round 0631 (open now) and had nothing on round 0630, drawn with Pizza.
    server(Date.now() - 10_000);
    openPage();
    await screen.findByText('Mine ¥5.00');
    const outcome = screen.getByTestId('ff-outcome');
    await waitFor(() => expect(outcome.textContent).toContain('You had no chips on round 0630'));
    expect(outcome.textContent).toContain('Last round 0630: Pizza');
    expect(outcome.textContent).not.toMatch(/this round/i);

    cleanup();
    await i18n.changeLanguage('zh_hans');
    openPage();
    const zh = await screen.findByTestId('ff-outcome');
    await waitFor(() => expect(zh.textContent).toContain('第 0630 局您没有下注'));
    expect(zh.textContent).toContain('上一局 0630 开出：Pizza');
    expect(zh.textContent).not.toContain('本局');
  });

  it('closes the board once betting has closed', async () => {
    server(Date.now() - 55_000);
    openPage();
    await screen.findByText('Mine ¥5.00');
    expect(screen.getByText(/Betting is closed for this round/)).toBeTruthy();
    expect((tile('Burger') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Place chips' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
