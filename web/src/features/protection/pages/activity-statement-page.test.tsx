// @vitest-environment jsdom
import { api } from '@contracts';
import type { StatementMonth } from '@contracts/protection/statement';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { fakeApi, networkFailure } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import ActivityStatementPage from './activity-statement-page';

const quiet = (month: string): StatementMonth => ({
  month,
  deposits: '0.00',
  withdrawals: '0.00',
  stakes: '0.00',
  winnings: '0.00',
  net: '0.00',
});
const MONTHS = ['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06'].map(quiet);
const busy = [
  { ...MONTHS[0]!, deposits: '1000.00', stakes: '800.00', winnings: '600.00', net: '-200.00' },
  { ...MONTHS[1]!, withdrawals: '400.00', stakes: '200.00', winnings: '500.00', net: '300.00' },
  ...MONTHS.slice(2),
];
const render = () =>
  renderRoutes(
    [{ path: '/pages/mine/activityStatement', element: <ActivityStatementPage titleKey="mine/activityStatement" /> }],
    '/pages/mine/activityStatement',
  );
const month = (name: string) => within(screen.getByRole('listitem', { name: new RegExp(name) }));
const barWidth = (card: ReturnType<typeof month>, figure: string) =>
  (card.getByText(figure).nextElementSibling?.querySelector('.protection-bar') as HTMLElement | null)?.style.width;

describe('activity statement', () => {
  pageTests();
  beforeEach(() => i18n.loadNamespaces('protection'));

  it('says each month in words, the current one first, with bars on one scale for the whole page', async () => {
    fakeApi().on(api.protection.getStatement, { months: busy });
    render();
    await screen.findByText('Net result: -¥200.00, a loss');
    const november = month('November 2026');
    expect(november.getByText('so far this month')).toBeTruthy();
    expect(november.getByText('Deposits').nextElementSibling?.textContent).toBe('¥1,000.00');
    // The largest figure of the page (¥1,000.00) is a full bar; the rest are measured against it.
    expect(barWidth(november, 'Deposits')).toBe('100%');
    expect(barWidth(november, 'Stakes')).toBe('80%');
    const october = month('October 2026');
    expect(october.getByText('Net result: +¥300.00, a win')).toBeTruthy();
    expect(barWidth(october, 'Withdrawals')).toBe('40%');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('November 2026');
  });

  it('in Chinese names the months as Chinese readers do', async () => {
    session.setLang('zh_hans');
    await i18n.changeLanguage('zh_hans');
    await i18n.loadNamespaces('protection');
    fakeApi().on(api.protection.getStatement, { months: busy });
    render();
    expect(await screen.findByRole('heading', { name: /2026年11月/ })).toBeTruthy();
    expect(screen.getByText('净输赢：-¥200.00，亏损')).toBeTruthy();
  });

  it('six quiet months are a sentence, not empty bars', async () => {
    fakeApi().on(api.protection.getStatement, { months: MONTHS });
    render();
    expect(await screen.findByText('No deposits, withdrawals or bets in the last 6 months.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('a failed load says so, and Retry loads it', async () => {
    let calls = 0;
    fakeApi().on(api.protection.getStatement, () => (calls++ === 0 ? networkFailure() : { months: busy }));
    render();
    expect(await screen.findByText('Your activity statement could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Net result: -¥200.00, a loss')).toBeTruthy();
  });
});
