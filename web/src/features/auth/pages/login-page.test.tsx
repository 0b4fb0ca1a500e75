// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@web/lib/session';
import { fakeApi, refuse } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import LoginPage from './login-page';

function renderLogin(path = '/pages/userPages/login?redirect=%2Fpages%2Fmine%2Fwithdrawal') {
  return renderRoutes(
    [
      { path: '/pages/userPages/login', element: <LoginPage /> },
      { path: '/pages/mine/withdrawal', element: <p>withdrawal page</p> },
      { path: '/pages/tabbarPages/mine/index', element: <p>my page</p> },
    ],
    path,
  );
}

describe('login', () => {
  pageTests({ visitor: true });
  beforeEach(() => {
    localStorage.setItem('username', 'alice88');
    session.reload();
  });

  it('prefills the remembered username, never a password', () => {
    renderLogin();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('alice88');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('a wrong password shows the server message on the form', async () => {
    fakeApi().on(api.account.login, refuse('Wrong username or password'));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Password'), 'nope1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('success stores the session and goes where the player was going', async () => {
    fakeApi().on(api.account.login, { token: 'k'.repeat(32), uid: 5, username: 'alice88' });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Password'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('withdrawal page')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('k'.repeat(32));
    expect(localStorage.getItem('uid')).toBe('5');
  });

  it('without a redirect, lands on My; a foreign redirect is ignored', async () => {
    fakeApi().on(api.account.login, { token: 'k'.repeat(32), uid: 5, username: 'alice88' });
    const user = userEvent.setup();
    renderLogin('/pages/userPages/login?redirect=%2F%2Fevil.example');
    await user.type(screen.getByLabelText('Password'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('my page')).toBeTruthy();
  });

  it('empty fields show translated "required" messages and send nothing', async () => {
    localStorage.removeItem('username');
    session.reload();
    const server = fakeApi();
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
