// @vitest-environment jsdom
import { api } from '@contracts';
import type { DepositOrder } from '@contracts/deposit/submit';
import type { TradeRecord, TradeStatus } from '@contracts/records/trades';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveDepositReceipt } from '@web/api/deposit/deposit-receipt';
import { i18n } from '@web/lib/i18n';
import { fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import PayPage from './pay-page';

const fps: DepositOrder = {
  orderNo: 'D100',
  channelId: 1,
  channelType: 1,
  channelName: 'FPS',
  amount: '500.00',
  gift: '0.00',
  status: 0,
  createdAt: '2026-11-22T12:00:00+08:00',
  expiresAt: '2026-11-22T12:30:00+08:00',
  crypto: null,
  payUrl: null,
};
const usdt: DepositOrder = {
  ...fps,
  orderNo: 'D200',
  channelType: 4,
  channelName: 'USDT',
  amount: '710.00',
  gift: '10.65',
  crypto: { currency: 'USDT', protocol: 'TRC20', rate: '7.10', payAmount: '100.00', address: 'TQ5dPf', qrContent: 'TQ5dPf' },
};
const payee = { bankName: 'FPS', accountName: 'Star Harbour Ltd', accountNo: '8888 0000', branch: null };

const tradeStatus = (orderNo: string, status: TradeStatus): { list: TradeRecord[]; total: number; page: number; pageSize: number } => ({
  list: [
    {
      orderNo,
      type: 1,
      method: 'FPS',
      amount: '500.00',
      direction: 1,
      fee: '0.00',
      actualAmount: '500.00',
      status,
      createdAt: fps.createdAt,
      finishedAt: null,
      remark: '',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
});

function showOrder(order: DepositOrder, tradeStatusNow: TradeStatus) {
  saveDepositReceipt({ order, payee: order.crypto ? null : payee, instructions: 'Pay by FPS to the account below.' });
  fakeApi()
    .on(api.records.getTradeList, tradeStatus(order.orderNo, tradeStatusNow))
    .on(api.funds.getWalletList, { wallets: [{ code: 'central', name: 'Central', balance: '1.00', maintenance: false }], total: '1.00' });
  renderRoutes([{ path: '/pages/home/pay', element: <PayPage titleKey="home/pay" /> }], `/pages/home/pay?orderNo=${order.orderNo}`);
}

describe('pay page', () => {
  pageTests();

  it('while pending, says how to pay', async () => {
    showOrder(fps, 0);
    expect(await screen.findByText('Waiting for confirmation')).toBeTruthy();
    expect(screen.getByText('Pay to this account')).toBeTruthy();
    expect(screen.getByText('Pay by FPS to the account below.')).toBeTruthy();
  });

  it('once credited, the pay instructions go away and a deposit without gift does not mention one', async () => {
    showOrder(fps, 1);
    expect(await screen.findByText('Deposit credited')).toBeTruthy();
    expect(screen.getByText('The amount is in your central wallet.')).toBeTruthy();
    expect(screen.queryByText(/gift/i)).toBeNull();
    expect(screen.queryByText('Pay to this account')).toBeNull();
    expect(screen.queryByText('Pay by FPS to the account below.')).toBeNull();
  });

  it('once credited, a USDT deposit shows no address to pay to, and names its gift', async () => {
    showOrder(usdt, 1);
    expect(await screen.findByText('Deposit credited')).toBeTruthy();
    expect(screen.getByText('The amount and the ¥10.65 gift are in your central wallet.')).toBeTruthy();
    expect(screen.queryByText('TQ5dPf')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Send USDT (TRC20)' })).toBeNull();
  });

  it('in Chinese, a credited deposit without gift does not mention one', async () => {
    await i18n.changeLanguage('zh_hans');
    showOrder(fps, 1);
    expect(await screen.findByText('存款已到账')).toBeTruthy();
    expect(screen.getByText('金额已存入中心钱包。')).toBeTruthy();
    expect(screen.queryByText('请付款至以下账户')).toBeNull();
  });

  describe('on a device without the order (a new session)', () => {
    function showWithoutReceipt(orderNo: string, list: TradeRecord[]) {
      const server = fakeApi()
        .on(api.records.getTradeList, { list, total: list.length, page: 1, pageSize: 1 })
        .on(api.funds.getWalletList, { wallets: [], total: '0.00' });
      renderRoutes([{ path: '/pages/home/pay', element: <PayPage titleKey="home/pay" /> }], `/pages/home/pay?orderNo=${orderNo}`);
      return server;
    }

    it("shows the server's record of a pending deposit, what to do next, and links to its detail", async () => {
      const server = showWithoutReceipt(
        'D300',
        tradeStatus('D300', 0).list.map((record) => ({ ...record, method: 'FPS express' })),
      );
      expect(await screen.findByText('Waiting for confirmation')).toBeTruthy();
      expect(screen.queryByText('Order not found')).toBeNull();
      expect(screen.getByText('FPS express')).toBeTruthy();
      expect(screen.getAllByText('¥500.00').length).toBeGreaterThan(0);
      expect(screen.getByText(/start a new deposit to see where to pay/)).toBeTruthy();
      const detail = screen.getByRole('link', { name: 'Transaction details' });
      expect(detail.getAttribute('href')).toMatch(/\/pages\/mine\/transactionDetail\?orderNo=D300$/);
      // The record is read by its order number, not searched for in a page of deposits.
      expect(server.calls(api.records.getTradeList).some((call) => call.input.orderNo === 'D300')).toBe(true);
    });

    it('says so when the server has no such deposit either, and points to the real records', async () => {
      showWithoutReceipt('D404', []);
      expect(await screen.findByText('Order not found')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Transaction records' }).getAttribute('href')).toMatch(/\/pages\/mine\/transactionRecord$/);
    });
  });
});
