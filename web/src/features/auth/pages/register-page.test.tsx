// @vitest-environment jsdom
import type { Lang } from '@contracts/core/lang';
import { fieldLabel } from '@contracts/messages/field-labels';
import { translateValidation, type ValidationKey } from '@contracts/messages';
import { api } from '@contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextProtectionAsk } from '@web/lib/protection-prompts';
import { session } from '@web/lib/session';
import { fakeApi, refuse } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import RegisterPage from './register-page';

const labels: Record<Lang, Record<string, string>> = {
  en: {
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    mobile: 'Mobile number',
    inviteCode: 'Invitation code',
    realName: 'Real name',
    secondaryPassword: 'Withdrawal password',
    agreement: 'I am over 18 and accept the user agreement',
    submit: 'Register',
  },
  zh_hans: {
    username: '用户名',
    password: '密码',
    confirmPassword: '确认密码',
    mobile: '手机号码',
    inviteCode: '邀请码',
    realName: '真实姓名',
    secondaryPassword: '取款密码',
    agreement: '我已年满 18 岁并同意用户协议',
    submit: '注册',
  },
};

/** The server's sentence for a key (what the mock answers with `code: 0`), in that language. */
const message = (key: ValidationKey, lang: Lang, field: string) => translateValidation(key, lang, { field: fieldLabel([field], lang) });

function renderRegister() {
  return renderRoutes(
    [
      { path: '/pages/userPages/register', element: <RegisterPage /> },
      { path: '/pages/mine/recharge', element: <p>recharge page</p> },
      { path: '/pages/tabbarPages/mine/index', element: <p>my page</p> },
    ],
    '/pages/userPages/register?redirect=%2Fpages%2Fmine%2Frecharge',
  );
}

/** Label text can contain the "(optional)" marker: match the label's start. */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const errorOf = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe.each(['en', 'zh_hans'] as const)('register form in %s', (lang) => {
  const L = labels[lang];
  // Nobody answers until a test says so: a call the form should not make fails the test.
  let server: ReturnType<typeof fakeApi>;
  const registerBody = () => JSON.parse(String(server.calls(api.account.register)[0]?.init.body)) as unknown;

  pageTests({ visitor: true, lang });
  beforeEach(() => {
    session.setLang(lang);
    server = fakeApi();
  });

  it('shows each rule’s message under its field as the player leaves it', async () => {
    const user = userEvent.setup();
    renderRegister();
    const typeAndLeave = async (name: string, value: string) => {
      const input = field(name);
      await user.clear(input);
      if (value) await user.type(input, value);
      await user.tab();
      return input;
    };
    /** Validation is asynchronous (the resolver): wait for the message. undefined: any message. */
    const expectError = (input: HTMLElement, text: string | undefined) =>
      vi.waitFor(() => (text === undefined ? expect(errorOf(input)).toBeTruthy() : expect(errorOf(input)).toBe(text)));

    await expectError(await typeAndLeave(L.username!, '1abc'), message('username.format', lang, 'username'));
    await expectError(await typeAndLeave(L.username!, 'a1234'), message('username.format', lang, 'username')); // only 1 letter
    await expectError(await typeAndLeave(L.password!, 'abc123'), message('password.format', lang, 'password')); // too short
    await expectError(await typeAndLeave(L.password!, 'abcdefghi'), message('password.format', lang, 'password')); // no digit
    await typeAndLeave(L.password!, 'abcd1234');
    await expectError(await typeAndLeave(L.confirmPassword!, 'abcd12345'), message('password.mismatch', lang, 'confirmPassword'));
    await expectError(await typeAndLeave(L.mobile!, '12ab'), message('mobile.format', lang, 'mobile'));
    await expectError(await typeAndLeave(L.mobile!, ''), message('required', lang, 'mobile'));
    await expectError(await typeAndLeave(L.inviteCode!, '!!'), undefined);
    await expectError(await typeAndLeave(L.realName!, 'R2D2'), message('realName.format', lang, 'realName'));
    await expectError(await typeAndLeave(L.secondaryPassword!, '12345'), message('secondaryPassword.format', lang, 'secondaryPassword'));
  });

  it('keeps a 13th password character and says the password is too long, instead of dropping it unseen', async () => {
    const user = userEvent.setup();
    renderRegister();
    const input = field(L.password!) as HTMLInputElement;
    await user.type(input, 'abcd12345678X');
    await user.tab();
    expect(input.value).toBe('abcd12345678X');
    await vi.waitFor(() => expect(errorOf(input)).toBe(message('password.tooLong', lang, 'password')));
  });

  it('takes a mobile number written with +86, spaces or dashes and sends its 11 digits', async () => {
    server.on(api.account.register, refuse('stop here'));
    renderRegister();
    const user = await fillValid({ mobile: '+86 138-0013 8000' });
    await user.click(screen.getByRole('button', { name: L.submit }));
    await screen.findByText('stop here');
    expect(errorOf(field(L.mobile!))).toBeUndefined();
    expect(registerBody()).toMatchObject({ mobile: '13800138000' });
  });

  it("marks the optional invitation code in the language's own punctuation", () => {
    renderRegister();
    const marker = document.querySelector('label[for="register-inviteCode"] .form-field-optional');
    expect(marker?.textContent).toBe(lang === 'en' ? '(optional)' : '（选填）');
  });

  it('the mismatch follows a later change of the first password', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.type(field(L.password!), 'abcd1234');
    await user.type(field(L.confirmPassword!), 'abcd1234');
    await user.tab();
    expect(errorOf(field(L.confirmPassword!))).toBeUndefined();
    await user.type(field(L.password!), '5');
    await vi.waitFor(() => expect(errorOf(field(L.confirmPassword!))).toBe(message('password.mismatch', lang, 'confirmPassword')));
  });

  it('submitting empty shows every required message and the missing agreement; nothing is sent', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.click(screen.getByRole('button', { name: L.submit }));
    await vi.waitFor(() => expect(errorOf(field(L.username!))).toBe(message('required', lang, 'username')));
    expect(errorOf(field(L.realName!))).toBe(message('required', lang, 'realName'));
    expect(errorOf(field(L.inviteCode!))).toBeUndefined(); // optional
    expect(screen.getByText(message('agreement.required', lang, 'agreement'))).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  async function fillValid({ mobile = '13800138000' } = {}) {
    const user = userEvent.setup();
    await user.type(field(L.username!), 'alice88');
    await user.type(field(L.password!), 'abcd1234');
    await user.type(field(L.confirmPassword!), 'abcd1234');
    await user.type(field(L.mobile!), mobile);
    await user.type(field(L.realName!), 'Alice Wang');
    await user.type(field(L.secondaryPassword!), '123456');
    fireEvent.click(screen.getByRole('checkbox', { name: L.agreement }));
    return user;
  }

  it('a server code 0 message is shown on the form, not only as a toast', async () => {
    server.on(api.account.register, refuse('That username is taken'));
    renderRegister();
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: L.submit }));
    const alert = await screen.findByText('That username is taken');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(server.calls(api.account.register)[0]?.url).toBe('/api/user/register');
    expect(registerBody()).toMatchObject({ username: 'alice88', agreement: true, secondaryPassword: '123456' });
  });

  it('success logs the player in and lands on the page they were going to', async () => {
    server.on(api.account.register, { token: 'z'.repeat(32), uid: 12, username: 'alice88' });
    renderRegister();
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: L.submit }));
    expect(await screen.findByText('recharge page')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('z'.repeat(32));
    expect(localStorage.getItem('uid')).toBe('12');
    expect(localStorage.getItem('username')).toBe('alice88');
    // The shell's protection prompts then invite the new player to set a deposit limit.
    expect(nextProtectionAsk()?.notice).toBe('limitInvitation');
  });

  it('the password toggles have accessible names', () => {
    renderRegister();
    const showButtons = screen.getAllByRole('button', { name: lang === 'en' ? 'Show password' : '显示密码' });
    expect(showButtons).toHaveLength(3);
    fireEvent.click(showButtons[0]!);
    expect(
      within(document.body)
        .getByRole('button', { name: lang === 'en' ? 'Hide password' : '隐藏密码' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
