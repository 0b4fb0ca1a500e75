// @vitest-environment jsdom
import { api } from '@contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { noteServerTime, resetServerClock } from '@web/lib/server-clock';
import { session } from '@web/lib/session';
import { fakeApi, refuse } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import { TimeOutSection } from './time-out-section';

/** The platform clock at 2026-11-22 12:00 +08:00, whatever this device's clock says. */
const SERVER_NOW = '2026-11-22T12:00:00+08:00';
const show = () => renderRoutes([{ path: '/', element: <TimeOutSection /> }], '/');
const lengths = () => screen.getByRole('group', { name: 'Length' });
const sheet = () => screen.getByRole('dialog', { name: 'Confirm your time-out' });

describe('time-out', () => {
  pageTests();
  beforeEach(async () => {
    resetServerClock();
    noteServerTime(SERVER_NOW, Date.now(), Date.now());
    await i18n.loadNamespaces('protection');
  });

  it('asks for confirmation first: the sheet says what happens and until when, on the platform clock', async () => {
    const server = fakeApi();
    show();
    await userEvent.click(within(lengths()).getByRole('button', { name: '7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your time-out' });
    expect(within(dialog).getByText('Length: 7 days, starting now.')).toBeTruthy();
    expect(within(dialog).getByText('You are logged out on every device at once.')).toBeTruthy();
    expect(within(dialog).getByText('You cannot log in until 2026-11-29 12:00 (platform time).')).toBeTruthy();
    expect(within(dialog).getByText('It cannot be shortened or cancelled, also not by customer service.')).toBeTruthy();
    expect(server.calls(api.protection.takeTimeOut)).toHaveLength(0);
  });

  it('checks the chosen days (1 to 42) before the sheet opens', async () => {
    fakeApi();
    show();
    await userEvent.click(within(lengths()).getByRole('button', { name: 'Choose days (up to 6 weeks)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    expect(await screen.findByText('Choose from 1 to 42 days')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '43' } });
    expect(await screen.findByText('Choose from 1 to 42 days')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '12' } });
    await userEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    expect(within(await screen.findByRole('dialog')).getByText('You cannot log in until 2026-12-04 12:00 (platform time).')).toBeTruthy();
  });

  it('needs the password; the time-out is sent once confirmed, and the player is logged out', async () => {
    const server = fakeApi()
      .on(api.protection.takeTimeOut, { until: '2026-11-23T12:00:00+08:00', sessionsEnded: 2 })
      .on(api.account.logout, null);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    await screen.findByRole('dialog');
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Start time-out' }));
    expect(await within(sheet()).findByText('Password is required')).toBeTruthy();
    expect(server.calls(api.protection.takeTimeOut)).toHaveLength(0);
    fireEvent.change(within(sheet()).getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Start time-out' }));
    await waitFor(() => expect(session.isLoggedIn()).toBe(false));
    const [call] = server.calls(api.protection.takeTimeOut);
    expect(call?.input).toEqual({ length: 'day', password: 'secret123' });
    expect(new Headers(call?.init.headers).get('Idempotency-Key')).toBeTruthy();
    expect(window.location.hash).toBe('#/pages/userPages/login');
  });

  it("shows a refused password under the password field, in the server's words", async () => {
    fakeApi().on(api.protection.takeTimeOut, refuse('The password is incorrect', 'password'));
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Take a time-out' }));
    await screen.findByRole('dialog');
    fireEvent.change(within(sheet()).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Start time-out' }));
    expect(await within(sheet()).findByText('The password is incorrect')).toBeTruthy();
    expect(session.isLoggedIn()).toBe(true);
  });
});
