import { describe, expect, it } from 'vitest';
import type { Wallet } from '@contracts/funds/wallets';
import { checkTransfer, toTransferInput } from './transfer-form-values';

const wallets: Wallet[] = [
  { code: 'central', name: 'Central', balance: '100.00', maintenance: false },
  { code: 'slots', name: 'Slots', balance: '60.00', maintenance: false },
  { code: 'live', name: 'Live', balance: '5.00', maintenance: true },
];

describe('transfer form', () => {
  it('maps a direction and one venue to central ↔ venue, never venue → venue', () => {
    expect(toTransferInput({ direction: 'in', venue: 'slots', amount: '60' })).toEqual({ from: 'central', to: 'slots', amount: '60' });
    expect(toTransferInput({ direction: 'out', venue: 'slots', amount: '60' })).toEqual({ from: 'slots', to: 'central', amount: '60' });
  });

  it('requires an amount and a venue', () => {
    expect(checkTransfer({ direction: 'in', venue: '', amount: '' }, wallets)).toEqual({
      venue: 'wallet:transfer.pickVenue',
      amount: 'validation:amount.required',
    });
  });

  it('refuses more than the source balance, to the fen', () => {
    expect(checkTransfer({ direction: 'in', venue: 'slots', amount: '100.00' }, wallets)).toEqual({});
    expect(checkTransfer({ direction: 'in', venue: 'slots', amount: '100.01' }, wallets)).toEqual({ amount: 'validation:amount.balance' });
    expect(checkTransfer({ direction: 'out', venue: 'slots', amount: '60.01' }, wallets)).toEqual({ amount: 'validation:amount.balance' });
  });

  it('refuses a venue under maintenance and a zero amount', () => {
    expect(checkTransfer({ direction: 'out', venue: 'live', amount: '1' }, wallets).venue).toBe('wallet:transfer.maintenance');
    expect(checkTransfer({ direction: 'in', venue: 'slots', amount: '0' }, wallets).amount).toBe('validation:amount.positive');
  });
});
