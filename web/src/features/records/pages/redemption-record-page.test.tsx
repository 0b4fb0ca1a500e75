// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { jsonResponse, renderRoutes } from '@web/test/render';
import RedemptionRecordPage from './redemption-record-page';

const SYSTEM = { serverTime: '2026-11-22T00:30:00+08:00' };
const AWARD = {
  orderNo: 'AW1',
  type: 2,
  title: 'Weekly red packet',
  amount: '18.00',
  status: 1,
  createdAt: '2026-11-22T00:10:00+08:00',
  creditedAt: '2026-11-22T00:10:00+08:00',
  remark: 'Turnover requirement +¥18.00',
};

function open(query: string, list: unknown[]) {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(jsonResponse({ code: 1, msg: 'ok', data: url.includes('getAwardList') ? { list, total: list.length, page: 1, pageSize: 20 } : SYSTEM })),
  );
  vi.stubGlobal('fetch', fetch);
  renderRoutes([{ path: '/pages/mine/redemptionRecord', element: <RedemptionRecordPage titleKey="mine/redemptionRecord" /> }], `/pages/mine/redemptionRecord${query}`);
  return fetch;
}

describe('redemption record page', () => {
  beforeEach(async () => {
    localStorage.clear();
    session.reload();
    session.signIn({ token: 't'.repeat(32), uid: 5, username: 'alice88' });
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists rewards with type, amount and status, asking for the URL\'s preset and filters', async () => {
    const fetch = open('?range=last7&type=2&status=1', [AWARD]);
    expect(await screen.findByText('Weekly red packet')).toBeTruthy();
    // The type shows in the row and in the type filter's field; the status likewise.
    expect(screen.getAllByText('VIP privilege')).toHaveLength(2);
    expect(screen.getAllByText('Credited')).toHaveLength(2);
    expect(screen.getByText('+¥18.00')).toBeTruthy();
    const asked = String(fetch.mock.calls.find(([url]) => String(url).includes('getAwardList'))?.[0]);
    expect(asked).toMatch(/type=2/);
    expect(asked).toMatch(/status=1/);
    expect(asked).toMatch(/endDate=2026-11-22/);
  });

  it('says when there is nothing in the period', async () => {
    open('', []);
    expect(await screen.findByText('No rewards in this period.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true'));
  });
});
