// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@contracts';
import type { InterestData, InterestMove, InterestType } from '@contracts/interest/interest';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import InterestPage from './interest-page';

const DATA: InterestData = {
  principal: '1000.00',
  yesterdayEarnings: '0.10',
  totalEarnings: '0.90',
  receivable: '0.90',
  annualRate: '3.65',
  holdings: [
    { typeId: 1, name: 'Flexible', amount: '900.00', annualRate: '3.65', startedAt: '2026-11-22T12:00:00+08:00', maturesAt: null },
    {
      typeId: 2,
      name: '7-day term',
      amount: '100.00',
      annualRate: '5',
      startedAt: '2026-11-22T12:00:00+08:00',
      maturesAt: '2026-11-30T00:00:00+08:00',
    },
  ],
  centralBalance: '500.00',
};
const TYPES: InterestType[] = [
  { id: 1, name: 'Flexible', periodDays: 0, annualRate: '3.65', minAmount: '1.00', description: 'Out at any time.' },
  { id: 2, name: '7-day term', periodDays: 7, annualRate: '5', minAmount: '100.00', description: 'Locked for 7 days.' },
];
const MOVE: InterestMove = { orderNo: 'IN1', amount: '100.00', principal: '1100.00', receivable: '0.90', centralBalance: '400.00' };

describe('interest page', () => {
  let server: ReturnType<typeof fakeApi>;
  pageTests();
  beforeEach(() => {
    server = fakeApi()
      .on(api.interest.getData, DATA)
      .on(api.interest.getType, TYPES)
      .on(api.interest.getList, { list: [], total: 0, page: 1, pageSize: 20 })
      .on(api.interest.into, MOVE)
      .on(api.interest.turnout, MOVE)
      .on(api.interest.receive, MOVE);
    renderRoutes([{ path: '/pages/mine/interest', element: <InterestPage titleKey="mine/interest" /> }], '/pages/mine/interest');
  });

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
    expect(server.calls(api.interest.into)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
    await user.click(screen.getAllByRole('button', { name: 'Transfer in' }).at(-1)!);
    await waitFor(() => expect(server.calls(api.interest.into)).toHaveLength(1));
    const { init } = server.calls(api.interest.into)[0]!;
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
    expect(server.calls(api.interest.turnout)).toHaveLength(0);
  });

  it('receives the earnings', async () => {
    const user = userEvent.setup();
    await screen.findByTestId('interest-principal');
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(server.calls(api.interest.receive)).toHaveLength(1));
  });
});
