import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, call, failure, loginAs, okData, testApp } from '../helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const change = (token: string, body: Record<string, unknown>, lang: 'en' | 'zh_hans' = 'en') =>
  call(app, api.account.resetPassword, body, { token, lang });

describe('user/resetpwd', () => {
  it('changes the password, ends every other session of the player and keeps the one that asked', async () => {
    const phone = await loginAs(app, 'demo02');
    const laptop = await loginAs(app, 'demo02');
    const other = await loginAs(app, 'demo01');
    okData(
      api.account.resetPassword,
      await change(phone.token, { oldPassword: 'demo1234', newPassword: 'newpass99', confirmPassword: 'newpass99' }),
    );

    expect((await call(app, api.account.userInfo, {}, { token: phone.token })).statusCode).toBe(200);
    expect((await call(app, api.account.userInfo, {}, { token: laptop.token })).statusCode).toBe(401);
    // Another player's session is not touched.
    expect((await call(app, api.account.userInfo, {}, { token: other.token })).statusCode).toBe(200);

    expect(failure(await call(app, api.account.login, { username: 'demo02', password: 'demo1234' })).msg).toMatch(
      /^Incorrect username or password/,
    );
    okData(api.account.login, await call(app, api.account.login, { username: 'demo02', password: 'newpass99' }));
  });

  it('refuses a wrong old password in the request language and changes nothing', async () => {
    const { token } = await loginAs(app, 'demo02');
    const other = await loginAs(app, 'demo02');
    expect(failure(await change(token, { oldPassword: 'wrong1234', newPassword: 'newpass99', confirmPassword: 'newpass99' })).msg).toBe(
      'The old password is incorrect. 4 attempts left before you have to wait 1 minute',
    );
    expect(
      failure(await change(token, { oldPassword: 'wrong1234', newPassword: 'newpass99', confirmPassword: 'newpass99' }, 'zh_hans')).msg,
    ).toBe('旧密码不正确，还可尝试 3 次，之后需等待 1 分钟');
    expect((await call(app, api.account.userInfo, {}, { token: other.token })).statusCode).toBe(200);
    okData(api.account.login, await call(app, api.account.login, { username: 'demo02', password: 'demo1234' }));
  });

  it.each([
    [{ oldPassword: '', newPassword: 'newpass99', confirmPassword: 'newpass99' }, 'Old password is required'],
    [
      { oldPassword: 'demo1234', newPassword: 'short1', confirmPassword: 'short1' },
      'Password: 8–12 characters, a combination of letters and digits',
    ],
    [
      { oldPassword: 'demo1234', newPassword: 'lettersonly', confirmPassword: 'lettersonly' },
      'Password: 8–12 characters, a combination of letters and digits',
    ],
    [{ oldPassword: 'demo1234', newPassword: 'newpass99', confirmPassword: 'newpass98' }, 'The two passwords do not match'],
    [{ oldPassword: 'demo1234', newPassword: 'demo1234', confirmPassword: 'demo1234' }, 'The new password must differ from the old one'],
  ])('refuses %j: %s', async (body, msg) => {
    const { token } = await loginAs(app, 'demo02');
    expect(failure(await change(token, body)).msg).toBe(msg);
    okData(api.account.login, await call(app, api.account.login, { username: 'demo02', password: 'demo1234' }));
  });

  it('needs a login', async () => {
    expect(
      (await call(app, api.account.resetPassword, { oldPassword: 'demo1234', newPassword: 'newpass99', confirmPassword: 'newpass99' }))
        .statusCode,
    ).toBe(401);
  });
});
