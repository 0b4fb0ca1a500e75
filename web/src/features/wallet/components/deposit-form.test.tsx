// @vitest-environment jsdom
import { api } from '@contracts';
import type { DepositChannel } from '@contracts/deposit/channels';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import { DepositForm } from './deposit-form';

const usdt: DepositChannel = {
  type: 4,
  id: 5,
  name: 'USDT',
  icon: '/x.svg',
  min: '100.00',
  max: '50000.00',
  quickAmounts: ['100.00', '50000.00'],
  fields: { depositorName: false, receipt: false, protocol: true },
  giftPercent: '1.5',
  giftMax: '888.00',
  instructions: 'Send USDT',
  recommended: true,
  currency: 'USDT',
  rate: '7.10',
  receivers: [
    { protocol: 'TRC20', address: 'T1', qrContent: 'T1' },
    { protocol: 'ERC20', address: '0x1', qrContent: '0x1' },
  ],
};

const alipay: DepositChannel = {
  ...usdt,
  type: 3,
  id: 4,
  name: 'Alipay',
  max: '10000.00',
  quickAmounts: ['100.00', '5000.00', '50000.00'],
  fields: { depositorName: false, receipt: false, protocol: false },
  giftPercent: null,
  giftMax: null,
  link: '/pay',
} as DepositChannel;

const render = (channel: DepositChannel) => renderRoutes([{ path: '/', element: <DepositForm channel={channel} /> }], '/');

describe('deposit form', () => {
  pageTests();

  it('previews the USDT payment and the gift from the rate, to the cent, while typing', async () => {
    render(usdt);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '710' } });
    expect(await screen.findByText('100.00 USDT (TRC20)')).toBeTruthy();
    expect(screen.getByText('¥10.65')).toBeTruthy();
    // The one percent formatter: "1.5%", as the method's badge writes it.
    expect(screen.getByText('Extra gift (1.5%)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
    // 100 / 7.10 = 14.0845… → 14.08 (half up, no float)
    expect(await screen.findByText('14.08 USDT (TRC20)')).toBeTruthy();
  });

  it('offers only the chips within the channel limits', () => {
    render(alipay);
    expect(screen.getByRole('button', { name: '¥5,000' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '¥50,000' })).toBeNull();
  });

  it('refuses an amount over the channel maximum and sends nothing', async () => {
    const server = fakeApi().on(api.deposit.submit, refuse('should not be sent'));
    render(alipay);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '10000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('The amount must be at most ¥10,000.00')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('says "abc" is not an amount, instead of asking for at most 2 decimals', async () => {
    render(alipay);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: 'abc' } });
    fireEvent.blur(screen.getByLabelText('Amount'));
    expect(await screen.findByText('Enter the amount in digits, such as 100.00')).toBeTruthy();
    expect(screen.queryByText('Enter an amount with at most 2 decimals')).toBeNull();
  });

  it('a USDT deposit asks for no receipt and shows no address before its order exists', async () => {
    const server = fakeApi().on(api.deposit.submit, refuse('stop'));
    render(usdt);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '710' } });
    expect(await screen.findByText('100.00 USDT (TRC20)')).toBeTruthy();
    expect(screen.queryByLabelText('Receipt')).toBeNull();
    expect(screen.queryByText('T1')).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await vi.waitFor(() => expect(server.calls(api.deposit.submit)).toHaveLength(1));
    // As sent, before the contract reads it.
    expect(JSON.parse(String(server.calls(api.deposit.submit)[0]?.init.body))).toEqual({ channelId: 5, amount: '710', protocol: 'TRC20' });
  });
});
