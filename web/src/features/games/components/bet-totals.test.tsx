// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { BetTotals } from './bet-totals';

const data = { venues: [], total: { betCount: 0, stake: '0.00', validBet: '0.00', winLoss: '0.00' } };
const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <BetTotals query={{ data, isPending: false, error: null, refetch: () => undefined }} />
    </I18nextProvider>,
  );

describe('bet totals', () => {
  afterEach(cleanup);

  describe.each([
    ['en', 'Open and settled bets; cancelled bets were refunded and are not counted'],
    ['zh_hans', '统计未完成与已完成的注单；已取消的注单已退款，不计入'],
  ] as const)('in %s', (lang, scope) => {
    beforeEach(async () => {
      await i18n.changeLanguage(lang);
    });
    it('says which bets the count and the stake cover (a cancelled bet in the list is in neither)', () => {
      show();
      expect(screen.getByText(scope)).toBeTruthy();
      expect(screen.getByTestId('totals-count').textContent).toBe('0');
      expect(screen.getByTestId('totals-stake').textContent).toBe('¥0.00');
    });
  });
});
