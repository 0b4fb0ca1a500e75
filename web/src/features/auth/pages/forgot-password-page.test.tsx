// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import ForgotPasswordPage from './forgot-password-page';

/** The error text a field points at (aria-describedby), if any. */
const errorOf = (input: HTMLElement) =>
  input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('form-error'))?.textContent ?? undefined;

const SENT = { mobile: '852****4567', expiresAt: '2026-11-22T12:05:00+08:00', resendAt: '2026-11-22T12:01:00+08:00' };

/** The page, once its words (a namespace loaded with the page) are in and its form shows. */
async function renderForgot() {
  renderRoutes(
    [
      { path: '/pages/userPages/forgotPassword', element: <ForgotPasswordPage /> },
      { path: '/pages/userPages/login', element: <p>login page</p> },
    ],
    '/pages/userPages/forgotPassword',
  );
  await screen.findByRole('button', { name: /Send code|发送验证码/ });
}

async function stepOne(
  user: ReturnType<typeof userEvent.setup>,
  labels = { username: 'Username', mobile: 'Mobile number', send: 'Send code' },
) {
  await user.type(screen.getByLabelText(labels.username), 'demo02');
  await user.type(screen.getByLabelText(labels.mobile), '85261234567');
  await user.click(screen.getByRole('button', { name: labels.send }));
}

describe('forgot password', () => {
  pageTests({ visitor: true });

  it('checks both fields with the contract rules and sends nothing while they are wrong', async () => {
    const server = fakeApi();
    const user = userEvent.setup();
    await renderForgot();
    await user.type(screen.getByLabelText('Mobile number'), '12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(errorOf(screen.getByLabelText('Mobile number'))).toMatch(/^Enter a valid mobile number/);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the pair under the mobile field", async () => {
    fakeApi().on(api.account.sendResetCode, refuse('This username and mobile number do not match an account', 'mobile'));
    const user = userEvent.setup();
    await renderForgot();
    await stepOne(user);
    const mobile = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(errorOf(mobile)).toBe('This username and mobile number do not match an account'));
    expect(document.activeElement).toBe(mobile);
  });

  it('step 2: the masked number, field errors for the code and the passwords, a wrong code under the code, then success to login', async () => {
    const server = fakeApi()
      .on(api.account.sendResetCode, SENT)
      .on(api.account.resetByCode, (input) =>
        input.code === '111111' ? refuse('Incorrect code. 4 attempts left before password reset is locked for an hour', 'code') : null,
      );
    const user = userEvent.setup();
    await renderForgot();
    await stepOne(user);
    expect((await screen.findByTestId('reset-sent')).textContent).toBe('A 6-digit code was sent to 852****4567. It works until 12:05.');

    await user.type(screen.getByLabelText('Verification code'), '12ab');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Verification code'))).toBe('Verification code: 6 digits'));
    expect(errorOf(screen.getByLabelText('New password'))).toBe('Password: 8–12 characters, a combination of letters and digits');
    expect(server.calls(api.account.resetByCode)).toHaveLength(0);

    const code = screen.getByLabelText('Verification code');
    await user.clear(code);
    await user.type(code, '111111');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'fresh2026');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'fresh2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(errorOf(code)).toBe('Incorrect code. 4 attempts left before password reset is locked for an hour'));

    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(server.calls(api.account.resetByCode).at(-1)?.input).toEqual({
      username: 'demo02',
      code: '222222',
      newPassword: 'fresh2026',
      confirmPassword: 'fresh2026',
    });
  });
});

describe('forgot password in Chinese', () => {
  pageTests({ visitor: true, lang: 'zh_hans' });

  it('shows the lock in the words the server chose, under the code, and the field rules in Chinese', async () => {
    fakeApi()
      .on(api.account.sendResetCode, SENT)
      .on(api.account.resetByCode, refuse('验证码错误次数过多，该账号的密码找回已锁定至 13:00（60 分钟后可再试）', 'code'));
    const user = userEvent.setup();
    await renderForgot();
    await stepOne(user, { username: '用户名', mobile: '手机号码', send: '发送验证码' });
    expect((await screen.findByTestId('reset-sent')).textContent).toBe('6 位验证码已发送至 852****4567，12:05 前有效。');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();

    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.type(screen.getByLabelText('新密码'), 'fresh2026');
    await user.type(screen.getByLabelText('确认密码'), 'fresh2027');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('确认密码'))).toBe('两次输入的密码不一致'));
    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'fresh2026');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('验证码'))).toBe('验证码错误次数过多，该账号的密码找回已锁定至 13:00（60 分钟后可再试）'),
    );
  });
});
