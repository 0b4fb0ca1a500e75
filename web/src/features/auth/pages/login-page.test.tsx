// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '@web/lib/session';
import { fakeApi, refuse } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import LoginPage from './login-page';

/** The error text a field points at (aria-describedby), if any. */
const errorOf = (input: HTMLElement) =>
  input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('form-error'))?.textContent ?? undefined;

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

  it('a refusal about the password shows under the password, which takes the focus; typing again clears it', async () => {
    fakeApi().on(api.account.login, refuse('Incorrect username or password. 4 attempts left', 'password'));
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'nope1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(errorOf(password)).toBe('Incorrect username or password. 4 attempts left'));
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    // Under the field, not also as the form's alert.
    expect(screen.getAllByRole('alert').map((alert) => alert.id)).toEqual([password.getAttribute('aria-describedby')]);
    await user.type(password, '5');
    await waitFor(() => expect(errorOf(password)).toBeUndefined());
  });

  it("a refusal naming an input the form does not have stays the form's alert", async () => {
    fakeApi().on(api.account.login, refuse('Unknown field captcha', 'captcha'));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Password'), 'nope1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown field captcha');
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

describe('login in Chinese', () => {
  pageTests({ visitor: true, lang: 'zh_hans' });

  it('a refusal about the password shows under the password, in the words the server chose', async () => {
    fakeApi().on(api.account.login, refuse('用户名或密码错误，还可尝试 4 次', 'password'));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('用户名'), 'alice88');
    const password = screen.getByLabelText('密码');
    await user.type(password, 'nope1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(errorOf(password)).toBe('用户名或密码错误，还可尝试 4 次'));
    expect(document.activeElement).toBe(password);
  });
});
