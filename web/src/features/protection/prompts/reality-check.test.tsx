// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, type OutputInputOf } from '@contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@web/app/routes';
import { resetServerClock } from '@web/lib/server-clock';
import { session } from '@web/lib/session';
import { fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import ProtectionPrompts from './protection-prompts';

type Figures = OutputInputOf<typeof api.protection.getSession>;

const MINUTE = 60_000;
/** The platform's +08:00 form of an instant, as the server writes it. */
const iso = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().replace('Z', '+08:00');

function figures(serverMs: number, nextCheckMs: number | null, minutes = 41): Figures {
  return {
    loggedInAt: iso(serverMs - minutes * MINUTE),
    minutes,
    staked: '120.00',
    won: '85.50',
    net: '-34.50',
    realityCheckMinutes: 30,
    nextCheckAt: nextCheckMs === null ? null : iso(nextCheckMs),
    serverTime: iso(serverMs),
  };
}

function showPrompts() {
  const navigate = vi.fn(async () => undefined);
  const view = renderRoutes([{ path: '/', element: <ProtectionPrompts router={{ navigate }} /> }], '/');
  return { ...view, navigate };
}

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));
const dialog = () => screen.queryByRole('dialog', { name: 'Reality check' });
/** The app comes back to the screen: TanStack Query's focus manager listens for this. */
const comeBack = () => act(() => void window.dispatchEvent(new Event('visibilitychange')));

describe('the reality check', () => {
  pageTests();
  afterEach(() => resetServerClock());

  it("opens when the server's clock passes nextCheckAt, not the phone's, and not before", async () => {
    const start = Date.now();
    let serverMs = start;
    // The check is due in 10 minutes of the server's time; the phone's clock never gets there in this test.
    const fake = fakeApi().on(api.protection.getSession, () => figures(serverMs, start + 10 * MINUTE));
    showPrompts();
    await waitFor(() => expect(fake.calls(api.protection.getSession)).toHaveLength(1));
    await settled();
    expect(dialog()).toBeNull();

    serverMs = start + 11 * MINUTE; // QA moves the mock's clock; the next read of the figures learns it
    comeBack();
    const shown = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(shown.textContent).toContain('You have been playing for 41 minutes.');
    expect(shown.textContent).toContain('¥120.00');
    expect(shown.textContent).toContain('¥85.50');
    expect(shown.textContent).toContain('-¥34.50');
    await waitFor(() => expect(document.activeElement).toBe(shown));
  });

  it('Continue acknowledges the check and closes it until the next one', async () => {
    const now = Date.now();
    const fake = fakeApi()
      .on(api.protection.getSession, figures(now, now - 1_000))
      .on(api.protection.acknowledgeCheck, figures(now, now + 30 * MINUTE));
    showPrompts();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(fake.calls(api.protection.acknowledgeCheck)).toHaveLength(1);
    await settled();
    expect(dialog()).toBeNull();
  });

  it('My activity acknowledges, then opens the activity statement', async () => {
    const now = Date.now();
    const fake = fakeApi()
      .on(api.protection.getSession, figures(now, now - 1_000))
      .on(api.protection.acknowledgeCheck, figures(now, now + 30 * MINUTE));
    const { navigate } = showPrompts();
    fireEvent.click(await screen.findByRole('button', { name: 'My activity' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(routes.activityStatement()));
    expect(fake.calls(api.protection.acknowledgeCheck)).toHaveLength(1);
    expect(dialog()).toBeNull();
  });

  it('Log out goes home and ends the session', async () => {
    const now = Date.now();
    const fake = fakeApi()
      .on(api.protection.getSession, figures(now, now - 1_000))
      .on(api.account.logout, null);
    const { navigate } = showPrompts();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(fake.calls(api.account.logout)).toHaveLength(1));
    expect(navigate).toHaveBeenCalledWith(routes.home(), expect.objectContaining({ replace: true }));
    expect(session.get().token).toBe('');
    expect(fake.calls(api.protection.acknowledgeCheck)).toHaveLength(0);
  });

  it('waits while another dialog is open', async () => {
    const mask = document.createElement('div');
    mask.className = 'adm-mask';
    document.body.append(mask);
    try {
      const now = Date.now();
      fakeApi().on(api.protection.getSession, figures(now, now - 1_000));
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      showPrompts();
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(dialog()).toBeNull();
      mask.remove();
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      vi.useRealTimers();
      expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
      mask.remove();
    }
  });

  it('with the check off, coming back to the app asks nothing more', async () => {
    const fake = fakeApi().on(api.protection.getSession, figures(Date.now(), null));
    showPrompts();
    await waitFor(() => expect(fake.calls(api.protection.getSession)).toHaveLength(1));
    comeBack();
    await settled();
    expect(fake.calls(api.protection.getSession)).toHaveLength(1);
    expect(dialog()).toBeNull();
  });
});
