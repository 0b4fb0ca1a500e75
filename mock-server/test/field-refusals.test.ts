import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, call, failure, loginAs, testApp, validRegistration, type CallOptions } from './helpers';
import { bindCard, CARD, realNameOf } from './funds/wallet-helpers';

let app: FastifyInstance;
let demo01: { token: string; uid: number };
let payeeId: number;
beforeAll(async () => {
  app = await testApp();
  demo01 = await loginAs(app, 'demo01');
  payeeId = (await bindCard(app, demo01)).id;
});
afterAll(() => app.close());

/** The refusal's sentence and the input it names (`field`), as the web's form reads them. */
async function refusal(endpoint: Parameters<typeof call>[1], input: Record<string, unknown>, options: CallOptions = {}) {
  const { msg, field } = failure(await call(app, endpoint, input, { token: demo01.token, ...options }));
  return { msg, field };
}

describe('a domain refusal about one input names it as `field`, in both languages', () => {
  it('register: a taken username, an unknown invitation code', async () => {
    expect(await refusal(api.account.register, validRegistration('DEMO01'))).toEqual({
      msg: 'This username is already taken',
      field: 'username',
    });
    expect(await refusal(api.account.register, validRegistration('demo01'), { lang: 'zh_hans' })).toEqual({
      msg: '该用户名已被注册',
      field: 'username',
    });
    expect((await refusal(api.account.register, { ...validRegistration('fresh01'), inviteCode: 'NOPE99' })).field).toBe('inviteCode');
  });

  it('login: a wrong password is about the password; a wait is about no input', async () => {
    const wrong = await refusal(api.account.login, { username: 'partner01', password: 'wrong111' }, { token: undefined });
    expect(wrong).toEqual({ msg: expect.stringMatching(/^Incorrect username or password/), field: 'password' });
  });

  it('withdrawal: a wrong withdrawal password, an amount over the balance', async () => {
    const order = (amount: string, secondaryPassword: string) => ({ amount, secondaryPassword, methodId: 1, payeeId });
    expect(await refusal(api.withdrawal.submit, order('100', '000000'), { lang: 'zh_hans' })).toEqual({
      msg: '取款密码错误，再错 4 次将锁定提款 30 分钟',
      field: 'secondaryPassword',
    });
    expect(await refusal(api.withdrawal.submit, order('9000', '123456'))).toMatchObject({ field: 'amount' });
  });

  it('payees: the same card number twice', async () => {
    const again = { cardholderName: realNameOf(app, demo01), bankId: 2, cardNumber: CARD, bankAddress: 'Shenzhen branch' };
    expect(await refusal(api.withdrawal.addBank, again)).toEqual({ msg: 'This account is already bound', field: 'cardNumber' });
  });

  it('transfer and interest: an amount over the balance', async () => {
    expect(await refusal(api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '99999.00' })).toEqual({
      msg: 'The amount exceeds your balance',
      field: 'amount',
    });
    expect(await refusal(api.interest.into, { amount: '99999.00' }, { lang: 'zh_hans' })).toMatchObject({ field: 'amount' });
  });

  it('password change: a wrong old password', async () => {
    const change = { oldPassword: 'nope1234', newPassword: 'abc12345', confirmPassword: 'abc12345' };
    expect((await refusal(api.account.resetPassword, change)).field).toBe('oldPassword');
  });

  it('a refusal about the request as a whole names no input', async () => {
    await call(app, api.account.signIn, {}, { token: demo01.token });
    expect(await refusal(api.account.signIn, {})).toEqual({ msg: expect.stringMatching(/signed in/i), field: undefined });
  });
});
