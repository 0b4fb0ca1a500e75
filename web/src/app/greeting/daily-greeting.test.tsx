// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { api } from '@contracts';
import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { example, fakeApi } from '@web/test/fake-api';
import { pageTests, TEST_PLAYER } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import { resetServerClock } from '@web/lib/server-clock';
import { session } from '@web/lib/session';
import DailyGreeting from './daily-greeting';

/** The dialogs as the greeting opens them: each alert waits for the test to close it; a confirm answers `confirmAnswer`. */
const dialogs = vi.hoisted(() => ({
  alerts: [] as Array<{ props: unknown; close: () => void }>,
  confirms: [] as unknown[],
  confirmAnswer: true,
}));
vi.mock('@web/lib/dialog', async (importActual) => ({
  ...(await importActual<typeof import('@web/lib/dialog')>()),
  alertDialog: (props: unknown) => new Promise<void>((resolve) => dialogs.alerts.push({ props, close: resolve })),
  confirmDialog: async (props: unknown) => {
    dialogs.confirms.push(props);
    return dialogs.confirmAnswer;
  },
}));

const NOON = '2026-11-22T12:00:00+08:00';
const NEXT_MORNING = '2026-11-23T00:00:05+08:00';
const BULLETINS = [
  { id: 2, text: 'Weekend reload: 10% on deposits.', publishedAt: '2026-11-21T09:00:00+08:00' },
  { id: 1, text: 'Maintenance on Tuesday 02:00–04:00.', publishedAt: '2026-11-20T09:00:00+08:00' },
];

function world({ now = NOON, signedToday = true } = {}) {
  const welfare = example(api.welfare.getTasks);
  return fakeApi()
    .on(api.common.getSystemInfo, { ...example(api.common.getSystemInfo), serverTime: now })
    .on(api.games.getBulletin, BULLETINS)
    .on(api.welfare.getTasks, { ...welfare, signIn: { ...welfare.signIn, signedToday, today: 3 } })
    .on(api.account.signIn, { reward: '5.00', streak: 3, signedToday: true });
}

const greet = () => renderRoutes([{ path: '/', element: <DailyGreeting /> }], '/');
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
const alertTitles = () => dialogs.alerts.map((a) => (a.props as DialogAlertProps).title);

describe('the daily greetings', () => {
  pageTests();
  afterEach(() => {
    dialogs.alerts.length = 0;
    dialogs.confirms.length = 0;
    dialogs.confirmAnswer = true;
    resetServerClock();
  });

  it('shows the bulletins once in a session; a reload does not bring them back, a new login the same day does', async () => {
    world();
    const first = greet();
    await vi.waitFor(() => expect(alertTitles()).toEqual(['Announcements']));
    const content = render(<>{(dialogs.alerts[0]?.props as DialogAlertProps).content}</>);
    expect(content.getByText('Weekend reload: 10% on deposits.')).toBeTruthy();
    expect(content.getByText('Maintenance on Tuesday 02:00–04:00.')).toBeTruthy();
    dialogs.alerts[0]?.close();
    content.unmount();
    first.unmount();

    world();
    greet(); // the same session, reloaded
    await settled();
    expect(dialogs.alerts).toHaveLength(1);

    session.signIn({ ...TEST_PLAYER, token: 'n'.repeat(32) }); // logged in again today
    await vi.waitFor(() => expect(dialogs.alerts).toHaveLength(2));
  });

  it('"don\'t show again today" keeps it away for the rest of the platform day, even after a new login, and no longer', async () => {
    world();
    const first = greet();
    await vi.waitFor(() => expect(dialogs.alerts).toHaveLength(1));
    render(<>{(dialogs.alerts[0]?.props as DialogAlertProps).content}</>);
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't show again today" }));
    dialogs.alerts[0]?.close();
    await settled();
    first.unmount();

    world();
    session.signIn({ ...TEST_PLAYER, token: 'n'.repeat(32) });
    const second = greet();
    await settled();
    expect(dialogs.alerts).toHaveLength(1);
    second.unmount();

    world({ now: NEXT_MORNING }); // past the platform's midnight
    greet();
    await vi.waitFor(() => expect(dialogs.alerts).toHaveLength(2));
  });

  it('the sign-in prompt comes only after the announcement is closed, signs in on "Sign in now", and not again that day', async () => {
    const server = world({ signedToday: false });
    const first = greet();
    await vi.waitFor(() => expect(dialogs.alerts).toHaveLength(1));
    await settled();
    expect(dialogs.confirms).toHaveLength(0); // never both at once
    dialogs.alerts[0]?.close();
    await vi.waitFor(() => expect(dialogs.confirms).toHaveLength(1));
    expect(dialogs.confirms[0]).toMatchObject({ title: 'Daily sign-in', confirmText: 'Sign in now', cancelText: 'Later' });
    expect((dialogs.confirms[0] as DialogConfirmProps).content).toMatch(/^Today's sign-in is waiting: day 3 of 7 pays ¥[\d,]+\.\d{2}\.$/);
    await vi.waitFor(() => expect(server.calls(api.account.signIn)).toHaveLength(1));
    first.unmount();

    world({ signedToday: false });
    session.signIn({ ...TEST_PLAYER, token: 'n'.repeat(32) });
    greet();
    await vi.waitFor(() => expect(dialogs.alerts).toHaveLength(2)); // a new login: the announcement again …
    dialogs.alerts[1]?.close();
    await settled();
    expect(dialogs.confirms).toHaveLength(1); // … but the prompt only once a day
  });

  it('no prompt when today is signed; "Later" signs nothing', async () => {
    const signed = world({ signedToday: true });
    const first = greet();
    await vi.waitFor(() => expect(dialogs.alerts).toHaveLength(1));
    dialogs.alerts[0]?.close();
    await settled();
    expect(dialogs.confirms).toHaveLength(0);
    expect(signed.calls(api.welfare.getTasks)).toHaveLength(1);
    first.unmount();

    localStorage.clear();
    session.reload();
    session.signIn(TEST_PLAYER);
    dialogs.confirmAnswer = false;
    const later = world({ signedToday: false });
    greet();
    await vi.waitFor(() => expect(dialogs.alerts).toHaveLength(2));
    dialogs.alerts[1]?.close();
    await vi.waitFor(() => expect(dialogs.confirms).toHaveLength(1));
    await settled();
    expect(later.calls(api.account.signIn)).toHaveLength(0);
  });

  it('waits while another dialog is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const mask = document.createElement('div');
      mask.className = 'adm-mask';
      document.body.append(mask);
      world();
      greet();
      await vi.advanceTimersByTimeAsync(100);
      expect(dialogs.alerts).toHaveLength(0);
      mask.remove();
      await vi.advanceTimersByTimeAsync(3_000);
      expect(dialogs.alerts).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
