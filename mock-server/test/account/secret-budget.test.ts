import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, failure, loginAs, okData, testApp, validRegistration } from '../helpers';
import { advance, api, bindCard, ok, refused, type Session } from '../funds/wallet-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const MINUTE = 60_000;
const DEMO_PIN = '123456';
const resetPin = (oldPassword: string, next: string) => ({ oldPassword, secondaryPassword: next, confirmSecondaryPassword: next });
const withdraw = (payeeId: number, secondaryPassword: string) => ({ amount: '100', secondaryPassword, methodId: 1, payeeId });
const guardOf = (key: string) => app.mock.world.db.secretGuards.findFirst((q) => q.where({ key }));
const wrongPins = (n: number) => Array.from({ length: n }, (_, i) => String(900_000 + i));

describe('one failure budget per secret, whatever call tries it', () => {
  it('user/resetsecondarypwd is no side door: twenty guesses at once spend the budget, the right PIN then finds withdrawals locked', async () => {
    const session = await loginAs(app, 'demo01');
    const payee = await bindCard(app, session);
    const answers = await Promise.all(
      wrongPins(20).map((pin) => refused(app, api.account.resetSecondaryPassword, resetPin(pin, '135790'), session)),
    );
    // Every answer a refusal that says what it is (the wait when one of the two passwords is waiting).
    for (const msg of answers)
      expect(msg).toMatch(/^(The login password or the old withdrawal password is incorrect|Too many incorrect|Withdrawals are locked)/);
    // Each guess is counted before it is checked, and a waiting secret is not checked: each budget spent
    // exactly — five checks of each password, not twenty.
    expect(guardOf(`withdrawal ${session.uid}`)).toMatchObject({ failures: 5, waitUntil: app.mock.clock.now() + 30 * MINUTE });
    expect(guardOf('login demo01 127.0.0.1')).toMatchObject({ failures: 5, waitUntil: app.mock.clock.now() + MINUTE });

    // The right old PIN is not even checked now, through either call.
    expect(await refused(app, api.account.resetSecondaryPassword, resetPin(DEMO_PIN, '135790'), session)).toMatch(
      /^Withdrawals are locked/,
    );
    expect(await refused(app, api.withdrawal.submit, withdraw(payee.id, DEMO_PIN), session)).toMatch(/^Withdrawals are locked/);
  });

  it('a success on another path lifts no lock: a new PIN set with the login password still waits out the withdrawal lock', async () => {
    const session = await loginAs(app, 'demo01');
    const payee = await bindCard(app, session);
    for (const pin of wrongPins(5)) await refused(app, api.withdrawal.submit, withdraw(payee.id, pin), session);
    expect(await ok(app, api.account.resetSecondaryPassword, resetPin('demo1234', '135790'), session)).toBeNull();
    expect(await refused(app, api.withdrawal.submit, withdraw(payee.id, '135790'), session)).toBe(
      'Withdrawals are locked after too many incorrect passwords. Try again in 30 minutes',
    );
    await advance(app, 30 * MINUTE);
    expect((await ok(app, api.withdrawal.submit, withdraw(payee.id, '135790'), session)).status).toBe(0);
  });

  it('user/resetpwd spends the login budget of its client: five wrong old passwords make a login from there wait', async () => {
    const session = await loginAs(app, 'demo02');
    const change = { oldPassword: 'wrong1234', newPassword: 'newpass99', confirmPassword: 'newpass99' };
    for (let i = 0; i < 5; i++) await refused(app, api.account.resetPassword, change, session);
    expect(failure(await call(app, api.account.login, { username: 'demo02', password: 'demo1234' })).msg).toMatch(
      /^Too many incorrect passwords from this device: try again in 1 minute/,
    );
    // The old password itself cannot be tried either until the wait is over.
    expect(await refused(app, api.account.resetPassword, { ...change, oldPassword: 'demo1234' }, session)).toMatch(
      /^Too many incorrect passwords/,
    );
  });
});

describe('nobody can lock a player out of their own account', () => {
  it('ten wrong passwords from one client slow that client only: the owner logs in from their own', async () => {
    const guesser = { client: '203.0.113.9' };
    for (let i = 0; i < 5; i++) await call(app, api.account.login, { username: 'demo01', password: `guess${i}99` }, guesser);
    expect(failure(await call(app, api.account.login, { username: 'demo01', password: 'demo1234' }, guesser)).msg).toMatch(
      /^Too many incorrect passwords from this device/,
    );
    okData(api.account.login, await call(app, api.account.login, { username: 'demo01', password: 'demo1234' }, { client: '198.51.100.7' }));
  });
});

describe('password hashing keeps nobody waiting', () => {
  it("answers another player's write while registrations from many clients are still hashing", async () => {
    const other: Session = await loginAs(app, 'demo02');
    const finished: string[] = [];
    const registrations = Array.from({ length: 6 }, (_, i) =>
      call(app, api.account.register, validRegistration(`flood0${i}`), { client: `192.0.2.${i + 1}` }).then((r) => {
        finished.push(`register ${i}`);
        return r;
      }),
    );
    // A write (the daily sign-in) sent after the registrations: before, it queued behind every hash.
    const signIn = call(app, api.account.signIn, {}, { token: other.token }).then(() => finished.push('sign-in'));
    await Promise.all([...registrations, signIn]);
    expect(finished.indexOf('sign-in')).toBeLessThan(finished.length - 1);
    for (const response of await Promise.all(registrations)) expect(response.json()).toMatchObject({ code: 1 });
  });

  it('refuses a client that registers too often, with when to come back; others go on', async () => {
    const flooder = { client: '192.0.2.50' };
    for (let i = 0; i < 10; i++)
      okData(api.account.register, await call(app, api.account.register, validRegistration(`burst${String(i).padStart(2, '0')}`), flooder));
    expect(failure(await call(app, api.account.register, validRegistration('burst10'), flooder)).msg).toMatch(
      /^Too many registrations from this device: try again in \d+ seconds?$/,
    );
    okData(api.account.register, await call(app, api.account.register, validRegistration('calm0001'), { client: '192.0.2.51' }));
  });
});
