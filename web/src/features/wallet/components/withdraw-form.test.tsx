// @vitest-environment jsdom
import type { WithdrawOverview } from '@contracts/withdrawal/withdraw';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { renderRoutes } from '@web/test/render';
import { WithdrawForm } from './withdraw-form';

const overview: WithdrawOverview = {
  balance: '5000.00',
  hasSecondaryPassword: true,
  quota: { countLeft: 2, countTotal: 5, amountLeft: '3000.00', amountTotal: '100000.00' },
  adminFeePercent: '5',
  turnover: { required: '1000.00', completed: '400.00', shortfall: '600.00' },
  methods: [
    {
      id: 1,
      type: 1,
      name: 'Bank card',
      icon: '',
      min: '100.00',
      max: '50000.00',
      handlingFeePercent: '1',
      payeeType: 1,
      payees: [
        {
          type: 1,
          id: 11,
          bankId: 3,
          bankName: 'Bank',
          bankCode: 'BK',
          bankLogo: '',
          cardholderName: '张三',
          maskedNumber: '**** **** **** 1111',
          bankAddress: '深圳',
          createdAt: '2026-11-01T10:00:00+08:00',
        },
      ],
      rate: null,
    },
  ],
};

const render = () => renderRoutes([{ path: '/', element: <WithdrawForm overview={overview} /> }], '/');
const quoteRow = (term: string) => within(screen.getByText(term).parentElement!).getByText(term).nextElementSibling?.textContent;

describe.each([
  ['en', 'The amount must be at least ¥100.00', 'Handling fee', 'Actual amount received'],
  ['zh_hans', '金额不能低于 ¥100.00', '手续费', '实际到账'],
] as const)('withdraw form in %s', (lang, atLeast, handlingFee, actual) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });
  afterEach(cleanup);

  it('below the minimum says "at least" the minimum and shows no fees for it', async () => {
    render();
    const amount = screen.getByLabelText(lang === 'en' ? 'Amount' : '金额');
    fireEvent.change(amount, { target: { value: '99.99' } });
    fireEvent.blur(amount);
    expect(await screen.findByText(atLeast)).toBeTruthy();
    expect(quoteRow(handlingFee)).toBe('1 %');
    expect(quoteRow(actual)).toBe('--');
    // A valid amount does show its fees.
    fireEvent.change(amount, { target: { value: '1000' } });
    expect(await screen.findByText('¥10.00')).toBeTruthy();
    expect(quoteRow(handlingFee)).toBe('¥10.00');
  });
});
