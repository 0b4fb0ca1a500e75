import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginAs, testApp } from '../helpers';
import { api, ok, refused, type Session } from '../funds/wallet-helpers';

let app: FastifyInstance;
let demo03: Session;
beforeAll(async () => {
  app = await testApp();
  demo03 = await loginAs(app, 'demo03');
});
afterAll(() => app.close());

const set = (secondaryPassword: string, confirmSecondaryPassword = secondaryPassword) => ({ secondaryPassword, confirmSecondaryPassword });

describe('user/secondarypwd', () => {
  it('checks the format and the confirmation', async () => {
    expect(await refused(app, api.account.setSecondaryPassword, set('12345'), demo03)).toBe('Withdrawal password: 6 digits');
    expect(await refused(app, api.account.setSecondaryPassword, set('123456', '654321'), demo03)).toBe('The two passwords do not match');
  });

  it('sets the withdrawal password once', async () => {
    expect(await ok(app, api.account.setSecondaryPassword, set('246810'), demo03)).toBeNull();
    expect((await ok(app, api.account.userInfo, {}, demo03)).hasSecondaryPassword).toBe(true);
    expect(await refused(app, api.account.setSecondaryPassword, set('135790'), demo03)).toBe(
      'Your withdrawal password is already set; change it instead',
    );
  });
});

describe('user/resetsecondarypwd', () => {
  const reset = (oldPassword: string, next: string) => ({ oldPassword, ...set(next) });

  it('refuses a wrong old password', async () => {
    expect(await refused(app, api.account.resetSecondaryPassword, reset('000000', '135790'), demo03)).toBe(
      'The login password or the old withdrawal password is incorrect. 4 attempts left before you have to wait 30 minutes',
    );
  });

  it('refuses the same password as before', async () => {
    expect(await refused(app, api.account.resetSecondaryPassword, reset('246810', '246810'), demo03)).toBe(
      'The new password must differ from the old one',
    );
  });

  it('accepts the old withdrawal password, then the login password', async () => {
    expect(await ok(app, api.account.resetSecondaryPassword, reset('246810', '135790'), demo03)).toBeNull();
    expect(await refused(app, api.account.resetSecondaryPassword, reset('246810', '111111'), demo03)).toMatch(/incorrect/);
    expect(await ok(app, api.account.resetSecondaryPassword, reset('demo1234', '111111'), demo03)).toBeNull();
    expect(await ok(app, api.account.resetSecondaryPassword, reset('111111', '222222'), demo03)).toBeNull();
  });
});
