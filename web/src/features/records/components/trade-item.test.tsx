// @vitest-environment jsdom
import type { TradeRecord } from '@contracts/records/trades';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { renderRoutes } from '@web/test/render';
import { TradeItem } from './trade-item';

const trade = (patch: Partial<TradeRecord>): TradeRecord => ({
  orderNo: 'X1',
  type: 1,
  method: 'FPS express',
  amount: '500.00',
  direction: 1,
  fee: '0.00',
  actualAmount: '500.00',
  status: 1,
  createdAt: '2026-11-22T12:00:00+08:00',
  finishedAt: '2026-11-22T12:02:00+08:00',
  remark: '',
  ...patch,
});

describe('a transaction row', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('records');
  });
  afterEach(cleanup);

  it.each([
    ['a deposit is money in: +¥ in the success colour', trade({}), '+¥500.00', 'records-amount-win'],
    [
      'a withdrawal is money out: -¥ in the danger colour',
      trade({ type: 2, amount: '1200.00', direction: 2 }),
      '-¥1,200.00',
      'records-amount-loss',
    ],
    ['a transfer to a venue is money out', trade({ type: 4, amount: '50.00', direction: 2 }), '-¥50.00', 'records-amount-loss'],
    ['a rejected deposit moved nothing: no sign, neutral', trade({ status: 2 }), '¥500.00', 'records-amount-void'],
    ['a cancelled one too', trade({ type: 2, direction: 2, status: 3 }), '¥500.00', 'records-amount-void'],
  ])('%s', (_, row, text, tone) => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ul>
              <TradeItem trade={row} />
            </ul>
          ),
        },
      ],
      '/',
    );
    const amount = screen.getByRole('link').querySelector('.records-amount');
    expect(amount?.textContent).toBe(text);
    expect(amount?.classList.contains(tone)).toBe(true);
  });
});
