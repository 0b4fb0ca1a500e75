// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireLogin } from '@web/app/require-login';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { jsonResponse, renderRoutes } from '@web/test/render';
import SettingsPage from './settings-page';

vi.mock('@web/lib/dialog', () => ({ confirmDialog: vi.fn(async () => true) }));

const SETTINGS = '/pages/mine/set';
const HOME = '/pages/tabbarPages/home/index';

/** The login page as far as this test cares: where it would send the player after logging in. */
function LoginStub() {
  const [params] = useSearchParams();
  return <p data-testid="login">login, then to {params.get('redirect') ?? 'My'}</p>;
}

const ok = (data: unknown) => jsonResponse({ code: 1, msg: 'ok', data });
const SYSTEM = { serverTime: '2026-11-22T12:00:00+08:00', customerServiceHours: '24 hours a day, 7 days a week' };

describe('logging out from Settings', () => {
  beforeEach(async () => {
    localStorage.clear();
    session.reload();
    session.setLang('en');
    session.signIn({ token: 't'.repeat(32), uid: 5, username: 'alice88' });
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['profile', 'mine']);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // The server answers the logout before React has drawn home (a phone-speed CPU: drawing home takes longer
  // than the answer). The session must not end while the login-only page is still on screen, or the visitor
  // guard sends the player to login "and back to Settings".
  it('lands home, not on login with Settings as the way back, even when the logout is answered at once', async () => {
    const fetchMock = vi.fn(async (url: string) => (String(url).includes('user/logout') ? ok(null) : ok(SYSTEM)));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(
      [
        { path: HOME, element: <p>home</p>, loader: () => null },
        { path: SETTINGS, element: <RequireLogin><SettingsPage titleKey="mine/set" /></RequireLogin>, loader: () => null },
        { path: '/pages/userPages/login', element: <LoginStub />, loader: () => null },
      ],
      SETTINGS,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(session.get().token).toBe(''));
    await waitFor(() => expect(screen.getByText('home')).toBeTruthy());
    expect(screen.queryByTestId('login')).toBeNull();
    expect(router.state.location.pathname).toBe(HOME);
    expect(router.state.location.search).toBe('');
    // The server ended the session the player held.
    const logout = fetchMock.mock.calls.find(([url]) => String(url).includes('user/logout')) as unknown as [string, RequestInit];
    expect((logout[1].headers as Record<string, string>).TOKEN).toBe('t'.repeat(32));
  });
});
