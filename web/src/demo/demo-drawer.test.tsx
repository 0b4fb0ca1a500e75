// @vitest-environment jsdom
import type { z } from 'zod';
import type { ClockView } from '@contracts/control/world';
import type { DepositOrderView } from '@contracts/control/wallet';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query';
import { pageTests } from '@web/test/page-test';
import { jsonResponse } from '@web/test/render';
import DemoDrawer from './demo-drawer';

const PENDING: z.input<typeof DepositOrderView> = {
  orderNo: 'D202611220042',
  username: 'demo01',
  uid: 1,
  channelId: 1,
  channelType: 1,
  amount: '500.00',
  gift: '0.00',
  status: 0,
  createdAt: '2026-11-22T12:00:00+08:00',
  dueAt: null,
  expiresAt: '2026-11-22T12:30:00+08:00',
  finishedAt: null,
};
const NOON: ClockView = { now: '2026-11-22T12:00:00+08:00', nowMs: Date.parse('2026-11-22T12:00:00+08:00'), mode: 'frozen' };
const HOUR_MS = 3_600_000;

interface ControlCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: Record<string, unknown>) => { status?: number; code?: number; msg?: string; data?: unknown };

/** The control API of the demo's mock, as far as the drawer asks it: a world that the presses change. */
function fakeControl({ approve }: { approve?: Handler } = {}) {
  const world = { deposits: [PENDING], clock: NOON };
  const calls: ControlCall[] = [];
  const routes: Record<string, Handler> = {
    'GET /__mock/clock': () => ({ data: world.clock }),
    'GET /__mock/wallet/deposits': () => ({ data: { orders: world.deposits } }),
    'GET /__mock/wallet/withdrawals': () => ({ data: { orders: [] } }),
    'GET /__mock/chat/handovers': () => ({ data: { handovers: [] } }),
    [`POST /__mock/wallet/deposits/${PENDING.orderNo}/approve`]:
      approve ??
      (() => {
        world.deposits = [];
        return { data: { order: { ...PENDING, status: 1, finishedAt: world.clock.now } } };
      }),
    'POST /__mock/clock/advance': (body) => {
      const nowMs = world.clock.nowMs + Number(body.hours ?? 0) * HOUR_MS;
      world.clock = { ...world.clock, nowMs, now: new Date(nowMs + 8 * HOUR_MS).toISOString().replace(/\.\d+Z$/, '+08:00') };
      return { data: world.clock };
    },
  };
  const fetch = vi.fn(async (target: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(target), 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse({ code: 0, msg: `nobody answers ${method} ${url.pathname}`, data: null }, 404);
    const { status = 200, code = 1, msg = 'ok', data = null } = handler((body ?? {}) as Record<string, unknown>);
    return jsonResponse({ code, msg, data }, status);
  });
  vi.stubGlobal('fetch', fetch);
  const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { world, calls, sent };
}

/** A query of the app behind the drawer (a balance, say): the presses must make it ask again. */
function AppScreen({ asked }: { asked: () => string }) {
  const balance = useQuery({ queryKey: ['balance'], queryFn: async () => asked() });
  return <p>{balance.data}</p>;
}

async function openDrawer() {
  const asked = vi.fn(() => 'balance');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <AppScreen asked={asked} />
        <DemoDrawer />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Demo controls' }));
  const drawer = await screen.findByRole('dialog', { name: 'Demo controls' });
  return { drawer, asked };
}

describe('the demo drawer', () => {
  pageTests();

  it('shows a pending deposit; Approve sends its decision, then the list and the screens behind refresh', async () => {
    const control = fakeControl();
    const { drawer, asked } = await openDrawer();
    const row = (await within(drawer).findByText('demo01 · ¥500.00')).closest('li');
    expect(row).not.toBeNull();
    expect(within(row!).getByText(`Order ${PENDING.orderNo}`)).toBeTruthy();
    const askedBefore = asked.mock.calls.length;
    const listedBefore = control.sent('GET', '/__mock/wallet/deposits').length;

    fireEvent.click(within(row!).getByRole('button', { name: 'Approve' }));

    expect(await within(drawer).findByText(`Deposit ${PENDING.orderNo} approved.`)).toBeTruthy();
    expect(control.sent('POST', `/__mock/wallet/deposits/${PENDING.orderNo}/approve`)).toHaveLength(1);
    expect(await within(drawer).findByText('No deposit is waiting.')).toBeTruthy();
    expect(control.sent('GET', '/__mock/wallet/deposits').length).toBeGreaterThan(listedBefore);
    await vi.waitFor(() => expect(asked.mock.calls.length).toBeGreaterThan(askedBefore));
  });

  it('+1 h moves the clock by an hour and says the new time', async () => {
    const control = fakeControl();
    const { drawer } = await openDrawer();
    expect(await within(drawer).findByText('Platform time 2026-11-22 12:00:00 (frozen)')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: '+1 h' }));

    expect(await within(drawer).findByText('The clock is now 2026-11-22 13:00:00.')).toBeTruthy();
    expect(control.sent('POST', '/__mock/clock/advance').map((call) => call.body)).toEqual([{ hours: 1 }]);
    expect(within(drawer).getByText('Platform time 2026-11-22 13:00:00 (frozen)')).toBeTruthy();
  });

  it("shows a refused decision's reason in the drawer", async () => {
    fakeControl({ approve: () => ({ status: 409, code: 0, msg: 'The order was decided already' }) });
    const { drawer } = await openDrawer();
    const row = (await within(drawer).findByText('demo01 · ¥500.00')).closest('li');
    fireEvent.click(within(row!).getByRole('button', { name: 'Approve' }));
    expect((await within(drawer).findByRole('alert')).textContent).toBe('The order was decided already');
  });
});
