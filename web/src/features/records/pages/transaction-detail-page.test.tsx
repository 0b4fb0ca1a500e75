// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { api } from '@contracts';
import type { LedgerEntry, LedgerType } from '@contracts/records/money-log';
import type { TradeRecord } from '@contracts/records/trades';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import TransactionDetailPage from './transaction-detail-page';

const deposit: TradeRecord = {
  orderNo: 'D300',
  type: 1,
  method: 'FPS express',
  amount: '500.00',
  direction: 1,
  fee: '0.00',
  actualAmount: '505.00',
  status: 1,
  createdAt: '2026-11-22T12:00:00+08:00',
  finishedAt: '2026-11-22T12:02:00+08:00',
  remark: 'Includes a gift of ¥5.00',
};
const entry = (id: number, type: LedgerType, amount: string, after: string, orderNo = 'D300'): LedgerEntry => ({
  id,
  wallet: 'central',
  walletName: 'Central wallet',
  type,
  amount,
  before: '0.00',
  after,
  orderNo,
  createdAt: '2026-11-22T12:02:00+08:00',
  remark: '',
});

function open(orderNo: string, trades: TradeRecord[], entries: LedgerEntry[]) {
  const server = fakeApi()
    .on(api.records.getTradeList, { list: trades, total: trades.length, page: 1, pageSize: 50 })
    .on(api.records.getMoneyLogList, { list: entries, total: entries.length, page: 1, pageSize: 50 });
  renderRoutes(
    [{ path: '/pages/mine/transactionDetail', element: <TransactionDetailPage titleKey="mine/transactionDetail" /> }],
    `/pages/mine/transactionDetail?orderNo=${orderNo}`,
  );
  return server;
}

describe('transaction detail', () => {
  pageTests();

  it('reads the transaction by its order number and shows every field and the balance changes it made', async () => {
    const server = open('D300', [deposit], [entry(2, 9, '5.00', '505.00'), entry(1, 1, '500.00', '500.00')]);
    expect(await screen.findByRole('heading', { name: 'Deposit' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('FPS express')).toBeTruthy();
    // Money in, signed and in the success colour, as in the list.
    expect(document.querySelector('.records-detail-amount.records-amount-win')?.textContent).toBe('+¥500.00');
    expect(screen.getByText('¥505.00')).toBeTruthy();
    expect(screen.getByText('Includes a gift of ¥5.00')).toBeTruthy();
    expect(screen.getByText('2026-11-22 12:02:00', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy order number' })).toBeTruthy();
    // Oldest first: the deposit, then its gift, each with the balance after it.
    const movements = screen.getByRole('heading', { name: 'Balance changes' }).parentElement;
    expect(movements?.textContent).toMatch(/Deposit.*\+¥500\.00.*Balance ¥500\.00.*Bonus.*\+¥5\.00.*Balance ¥505\.00/);
    expect(server.fetch.mock.calls.every(([url]) => String(url).includes('orderNo=D300'))).toBe(true);
  });

  it('shows an order that is no transaction (a bet) by its balance changes', async () => {
    open('B9', [], [entry(7, 6, '-5.00', '45.00', 'B9')]);
    expect(await screen.findByRole('heading', { name: 'Bet' })).toBeTruthy();
    expect(screen.getByText('-¥5.00')).toBeTruthy();
  });

  it('says when the order is unknown, with a way to the records', async () => {
    open('NOPE', [], []);
    expect(await screen.findByText('Transaction not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to transaction records' }).getAttribute('href')).toMatch(/transactionRecord$/);
  });
});
