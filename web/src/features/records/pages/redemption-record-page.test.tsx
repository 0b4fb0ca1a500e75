// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { api } from '@contracts';
import type { AwardRecord } from '@contracts/records/awards';
import { describe, expect, it } from 'vitest';
import { example, fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import RedemptionRecordPage from './redemption-record-page';

const SYSTEM = { ...example(api.common.getSystemInfo), serverTime: '2026-11-22T00:30:00+08:00' };
const AWARD: AwardRecord = {
  orderNo: 'AW1',
  type: 2,
  title: 'Weekly red packet',
  amount: '18.00',
  status: 1,
  createdAt: '2026-11-22T00:10:00+08:00',
  creditedAt: '2026-11-22T00:10:00+08:00',
  remark: 'Turnover requirement +¥18.00',
};

function open(query: string, list: AwardRecord[]) {
  const server = fakeApi()
    .on(api.common.getSystemInfo, SYSTEM)
    .on(api.records.getAwardList, { list, total: list.length, page: 1, pageSize: 20 });
  renderRoutes(
    [{ path: '/pages/mine/redemptionRecord', element: <RedemptionRecordPage titleKey="mine/redemptionRecord" /> }],
    `/pages/mine/redemptionRecord${query}`,
  );
  return server;
}

describe('redemption record page', () => {
  pageTests();

  it("lists rewards with type, amount and status, asking for the URL's preset and filters", async () => {
    const server = open('?range=last7&type=2&status=1', [AWARD]);
    expect(await screen.findByText('Weekly red packet')).toBeTruthy();
    // The type shows in the row and in the type filter's field; the status likewise.
    expect(screen.getAllByText('VIP privilege')).toHaveLength(2);
    expect(screen.getAllByText('Credited')).toHaveLength(2);
    expect(screen.getByText('+¥18.00')).toBeTruthy();
    expect(server.calls(api.records.getAwardList)[0]?.input).toMatchObject({ type: 2, status: 1, endDate: '2026-11-22' });
  });

  it('says when there is nothing in the period', async () => {
    open('', []);
    expect(await screen.findByText('No rewards in this period.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true'));
  });
});
