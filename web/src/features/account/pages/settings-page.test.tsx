// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { api } from '@contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireLogin } from '@web/app/require-login';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { example, fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import SettingsPage from './settings-page';

vi.mock('@web/lib/dialog', () => ({ confirmDialog: vi.fn(async () => true) }));

const SETTINGS = '/pages/mine/set';
const HOME = '/pages/tabbarPages/home/index';

/** The login page as far as this test cares: where it would send the player after logging in. */
function LoginStub() {
  const [params] = useSearchParams();
  return <p data-testid="login">login, then to {params.get('redirect') ?? 'My'}</p>;
}

const SYSTEM = {
  ...example(api.common.getSystemInfo),
  serverTime: '2026-11-22T12:00:00+08:00',
  customerServiceHours: '24 hours a day, 7 days a week',
};

describe('logging out from Settings', () => {
  pageTests();
  beforeEach(async () => {
    session.setLang('en');
    await i18n.loadNamespaces(['profile', 'mine']);
  });

  // The server answers the logout before React has drawn home (a phone-speed CPU: drawing home takes longer
  // than the answer). The session must not end while the login-only page is still on screen, or the visitor
  // guard sends the player to login "and back to Settings".
  it('lands home, not on login with Settings as the way back, even when the logout is answered at once', async () => {
    const server = fakeApi().on(api.common.getSystemInfo, SYSTEM).on(api.account.logout, null);
    const { router } = renderRoutes(
      [
        { path: HOME, element: <p>home</p>, loader: () => null },
        {
          path: SETTINGS,
          element: (
            <RequireLogin>
              <SettingsPage titleKey="mine/set" />
            </RequireLogin>
          ),
          loader: () => null,
        },
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
    const [logout] = server.calls(api.account.logout);
    expect((logout?.init.headers as Record<string, string>).TOKEN).toBe('t'.repeat(32));
  });
});
