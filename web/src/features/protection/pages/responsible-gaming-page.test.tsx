// @vitest-environment jsdom
import { api } from '@contracts';
import type { PendingLimit } from '@contracts/protection/limits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { resetServerClock } from '@web/lib/server-clock';
import { example, fakeApi, networkFailure } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import { aLimit, someSettings } from '@web/test/protection-settings';
import ResponsibleGamingPage from './responsible-gaming-page';

/** The server's clock runs an hour ahead of this device: every countdown must follow the server. */
const AHEAD_MS = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');
const serverNowMs = () => Date.now() + AHEAD_MS;

const pendingRaise = (dueInMs: number, confirmable = false): PendingLimit => ({
  amount: '2000.00',
  requestedAt: iso(serverNowMs() + dueInMs - 86_400_000),
  dueAt: iso(serverNowMs() + dueInMs),
  confirmable,
});

function server(settings: ReturnType<typeof someSettings> | (() => ReturnType<typeof someSettings>)) {
  return fakeApi()
    .on(api.common.getSystemInfo, () => ({ ...example(api.common.getSystemInfo), serverTime: iso(serverNowMs()) }))
    .on(api.protection.getSettings, settings);
}

const render = (path = '/pages/mine/responsibleGaming') =>
  renderRoutes([{ path: '/pages/mine/responsibleGaming', element: <ResponsibleGamingPage titleKey="mine/responsibleGaming" /> }], path);
const dailyDeposit = () => screen.getByRole('listitem', { name: 'Deposit limit · Daily' });

describe('responsible gaming page', () => {
  pageTests();
  beforeEach(async () => {
    resetServerClock();
    await i18n.loadNamespaces('protection');
  });

  it('has the four sections and the way to the statement', async () => {
    server(someSettings());
    render();
    for (const name of ['Limits', 'Reality check', 'Time-out', 'Self-exclusion']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Activity statement/ }).getAttribute('href')).toBe('/pages/mine/activityStatement');
  });

  it("shows a limit's period figures: the limit, used, remaining and when the period ends", async () => {
    server(someSettings([aLimit()]));
    render();
    await screen.findByRole('heading', { name: 'Limits' });
    const card = within(dailyDeposit());
    expect(card.getByText('Limit').nextElementSibling?.textContent).toBe('¥1,000.00');
    expect(card.getByText('Used').nextElementSibling?.textContent).toBe('¥400.00');
    expect(card.getByText('Remaining').nextElementSibling?.textContent).toBe('¥600.00');
    expect(card.getByText('Period ends').nextElementSibling?.textContent).toBe('2026-11-23 00:00:00');
  });

  it('a pending raise counts down on the server clock, with Cancel and no Confirm before it is due', async () => {
    const server_ = server(someSettings([aLimit({ pending: pendingRaise(90_000) })])).on(api.protection.cancelLimit, aLimit());
    render();
    await screen.findByText('Raise to ¥2,000.00 requested');
    const left = Number(dailyDeposit().querySelector('time')?.getAttribute('data-seconds-left'));
    // On the device's clock it would be an hour and a half.
    expect(left).toBeGreaterThan(85);
    expect(left).toBeLessThanOrEqual(90);
    expect(within(dailyDeposit()).queryByRole('button', { name: 'Confirm change' })).toBeNull();
    await userEvent.click(within(dailyDeposit()).getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(screen.queryByText('Raise to ¥2,000.00 requested')).toBeNull());
    expect(server_.calls(api.protection.cancelLimit)[0]?.input).toEqual({ kind: 'deposit', period: 'day' });
  });

  it('when the count ends the settings are asked again, and Confirm applies the raise', async () => {
    let calls = 0;
    const server_ = server(() => someSettings([aLimit({ pending: pendingRaise(1_200, calls++ > 0) })])).on(
      api.protection.confirmLimit,
      aLimit({ amount: '2000.00', remaining: '1600.00' }),
    );
    render();
    await screen.findByText('Raise to ¥2,000.00 requested');
    const confirm = await within(dailyDeposit()).findByRole('button', { name: 'Confirm change' }, { timeout: 4_000 });
    expect(screen.getByText('The 24 hours have passed: confirm to apply it, or cancel to keep your limit.')).toBeTruthy();
    await userEvent.click(confirm);
    await waitFor(() => expect(within(dailyDeposit()).getByText('Limit').nextElementSibling?.textContent).toBe('¥2,000.00'));
    expect(server_.calls(api.protection.confirmLimit)[0]?.input).toEqual({ kind: 'deposit', period: 'day' });
    expect(screen.queryByText('Raise to ¥2,000.00 requested')).toBeNull();
  });

  it('the reality check applies the interval pressed', async () => {
    const server_ = server(someSettings()).on(api.protection.setRealityCheck, {
      loggedInAt: iso(serverNowMs()),
      minutes: 3,
      staked: '0.00',
      won: '0.00',
      net: '0.00',
      realityCheckMinutes: 30,
      nextCheckAt: iso(serverNowMs() + 1_800_000),
      serverTime: iso(serverNowMs()),
    });
    render();
    const group = await screen.findByRole('group', { name: 'Reality check' });
    expect(within(group).getByRole('button', { name: 'Off' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(group).getByRole('button', { name: 'Every 30 minutes' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Every 30 minutes' }).getAttribute('aria-pressed')).toBe('true'));
    expect(server_.calls(api.protection.setRealityCheck)[0]?.input).toEqual({ minutes: 30 });
  });

  it('a failed load shows an error with retry', async () => {
    let calls = 0;
    server(() => (calls++ === 0 ? networkFailure() : someSettings()) as ReturnType<typeof someSettings>);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Limits' })).toBeTruthy();
  });
});
