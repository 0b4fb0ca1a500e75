import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, call, control, ctl, failure, loginAs, okData, testApp } from '../helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

// demo02's bound mobile is 85261234567 (seed); the clock starts frozen at 2026-11-22T12:00:00+08:00.
const send = (body: Record<string, unknown>, lang: 'en' | 'zh_hans' = 'en') => call(app, api.account.sendResetCode, body, { lang });
const reset = (code: string, password = 'fresh2026', lang: 'en' | 'zh_hans' = 'en') =>
  call(app, api.account.resetByCode, { username: 'demo02', code, newPassword: password, confirmPassword: password }, { lang });
const codeNow = async () => (await ctl(app).account.resetCode({ username: 'demo02' })).code ?? '';
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const login = (password: string) => call(app, api.account.login, { username: 'demo02', password });

describe('user/sendResetCode', () => {
  it('sends a 6-digit code to the bound mobile, masked in the answer, readable through the control call', async () => {
    const sent = okData(api.account.sendResetCode, await send({ username: 'demo02', mobile: '852 6123-4567' }));
    expect(sent).toEqual({ mobile: '852****4567', expiresAt: '2026-11-22T12:05:00+08:00', resendAt: '2026-11-22T12:01:00+08:00' });
    const state = await ctl(app).account.resetCode({ username: 'demo02' });
    expect(state.code).toMatch(/^\d{6}$/);
    expect(state).toMatchObject({ expiresAt: '2026-11-22T12:05:00+08:00', failures: 0, lockedUntil: null });
  });

  it('refuses a wrong pair with one answer about the mobile, whichever of the two is wrong, in both languages', async () => {
    const wrongMobile = failure(await send({ username: 'demo02', mobile: '13800000001' }));
    const unknownName = failure(await send({ username: 'nobody99', mobile: '85261234567' }));
    expect(wrongMobile).toMatchObject({
      code: 0,
      msg: 'This username and mobile number do not match an account: check both (the mobile is the one bound at registration)',
      field: 'mobile',
    });
    expect(unknownName).toEqual(wrongMobile);
    expect(failure(await send({ username: 'demo02', mobile: '13800000001' }, 'zh_hans')).msg).toBe(
      '用户名与手机号不匹配，请检查两项（手机号为注册时绑定的号码）',
    );
    expect((await ctl(app).send(control.account.resetCode, { username: 'demo02' })).status).toBe(404);
  });

  it('throttles a resend for 60 clock seconds, then a new code replaces the old one', async () => {
    okData(api.account.sendResetCode, await send({ username: 'demo02', mobile: '85261234567' }));
    const first = await codeNow();
    await ctl(app).world.advance({ seconds: 20 });
    expect(failure(await send({ username: 'demo02', mobile: '85261234567' })).msg).toBe(
      'A code was sent a moment ago: you can ask for another in 40 seconds',
    );
    await ctl(app).world.advance({ seconds: 40 });
    okData(api.account.sendResetCode, await send({ username: 'demo02', mobile: '85261234567' }));
    const second = await codeNow();
    if (second === first) return; // one chance in a million: the replacement cannot be told apart
    expect(failure(await reset(first))).toMatchObject({ msg: expect.stringMatching(/^Incorrect code\. 4 attempts left/), field: 'code' });
    okData(api.account.resetByCode, await reset(second));
  });
});

describe('user/resetByCode', () => {
  it('sets the new password, ends every session of the player (401) and lets them log in with it', async () => {
    const phone = await loginAs(app, 'demo02');
    const laptop = await loginAs(app, 'demo02');
    const other = await loginAs(app, 'demo01');
    okData(api.account.sendResetCode, await send({ username: 'demo02', mobile: '85261234567' }));
    okData(api.account.resetByCode, await reset(await codeNow()));

    for (const { token } of [phone, laptop]) expect((await call(app, api.account.userInfo, {}, { token })).statusCode).toBe(401);
    expect((await call(app, api.account.userInfo, {}, { token: other.token })).statusCode).toBe(200);
    expect(failure(await login('demo1234')).field).toBe('password');
    okData(api.account.login, await login('fresh2026'));
    // The code is spent.
    expect(failure(await reset('123456'))).toMatchObject({ msg: 'No code is waiting for this account: ask for a new one', field: 'code' });
  });

  it('refuses a code after 5 clock minutes', async () => {
    okData(api.account.sendResetCode, await send({ username: 'demo02', mobile: '85261234567' }));
    const code = await codeNow();
    await ctl(app).world.advance({ seconds: 299 });
    await ctl(app).world.advance({ seconds: 1 });
    expect(failure(await reset(code))).toMatchObject({
      code: 0,
      msg: 'This code has expired (a code lasts 5 minutes): ask for a new one',
      field: 'code',
    });
    expect(failure(await reset(code, 'fresh2026', 'zh_hans')).msg).toBe('验证码已过期（有效期 5 分钟），请重新获取');
    okData(api.account.login, await login('demo1234'));
  });

  it('locks the reset for an hour after 5 wrong codes, says until when in both languages, and frees it after the hour', async () => {
    okData(api.account.sendResetCode, await send({ username: 'demo02', mobile: '85261234567' }));
    const code = await codeNow();
    for (const left of [4, 3, 2, 1]) {
      expect(failure(await reset(wrongOf(code))).msg).toBe(
        `Incorrect code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left before password reset is locked for an hour`,
      );
    }
    const fifth = failure(await reset(wrongOf(code)));
    expect(fifth).toMatchObject({
      code: 0,
      msg: 'Too many incorrect codes: password reset for this account is locked until 13:00 (in 60 minutes)',
      field: 'code',
    });
    // Locked: even the right code does nothing, and no new code is sent.
    expect(failure(await reset(code, 'fresh2026', 'zh_hans')).msg).toBe(
      '验证码错误次数过多，该账号的密码找回已锁定至 13:00（60 分钟后可再试）',
    );
    await ctl(app).world.advance({ minutes: 30 });
    expect(failure(await send({ username: 'demo02', mobile: '85261234567' })).msg).toBe(
      'Too many incorrect codes: password reset for this account is locked until 13:00 (in 30 minutes)',
    );
    expect(await ctl(app).account.resetCode({ username: 'demo02' })).toMatchObject({
      code: null,
      failures: 5,
      lockedUntil: '2026-11-22T13:00:00+08:00',
    });
    okData(api.account.login, await login('demo1234'));

    await ctl(app).world.advance({ minutes: 30 });
    okData(api.account.sendResetCode, await send({ username: 'demo02', mobile: '85261234567' }));
    expect(await ctl(app).account.resetCode({ username: 'demo02' })).toMatchObject({ failures: 0, lockedUntil: null });
    okData(api.account.resetByCode, await reset(await codeNow()));
    okData(api.account.login, await login('fresh2026'));
  });

  it('checks the new password with the registration rule and the code format, naming the field', async () => {
    okData(api.account.sendResetCode, await send({ username: 'demo02', mobile: '85261234567' }));
    expect(failure(await reset(await codeNow(), 'short1'))).toMatchObject({ field: 'newPassword' });
    expect(failure(await reset('12ab'))).toMatchObject({ code: 0, msg: 'Verification code: 6 digits', field: 'code' });
    const mismatch = await call(app, api.account.resetByCode, {
      username: 'demo02',
      code: '123456',
      newPassword: 'fresh2026',
      confirmPassword: 'fresh2027',
    });
    expect(failure(mismatch)).toMatchObject({ code: 0, msg: 'The two passwords do not match', field: 'confirmPassword' });
    // None of these counted as a wrong code.
    expect((await ctl(app).account.resetCode({ username: 'demo02' })).failures).toBe(0);
  });
});
