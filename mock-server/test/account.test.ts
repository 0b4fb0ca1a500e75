import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '@mock/core/ledger';
import { api, call, ctl, failure, loginAs, okData, testApp, validRegistration } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const advance = (by: Record<string, number>) => ctl(app).world.advance(by);

describe('registration, login and logout', () => {
  it('register → login → userInfo → logout → 401', async () => {
    const registered = okData(api.account.register, await call(app, api.account.register, validRegistration('newbie01')));
    expect(registered.username).toBe('newbie01');

    const session = okData(api.account.login, await call(app, api.account.login, { username: 'newbie01', password: 'abc12345' }));
    const info = okData(api.account.userInfo, await call(app, api.account.userInfo, {}, { token: session.token }));
    expect(info).toMatchObject({
      uid: registered.uid,
      username: 'newbie01',
      realName: '测试玩家',
      mobile: '138****5678',
      hasSecondaryPassword: true,
      vipLevel: 0,
    });
    expect(info.registeredAt).toBe('2026-11-22T12:00:00+08:00');

    okData(api.account.logout, await call(app, api.account.logout, {}, { token: session.token }));
    const after = await call(app, api.account.userInfo, {}, { token: session.token });
    expect(after.statusCode).toBe(401);
    expect(failure(after).code).toBe(401);
    // The registration's own session is still alive: logout ends one session only.
    expect((await call(app, api.account.userInfo, {}, { token: registered.token })).statusCode).toBe(200);
  });

  it('gives a new player an empty central wallet', async () => {
    const { token } = okData(api.account.register, await call(app, api.account.register, validRegistration('newbie02')));
    expect(okData(api.account.getUserBalance, await call(app, api.account.getUserBalance, {}, { token }))).toEqual({
      balance: '0.00',
      venueBalance: '0.00',
      total: '0.00',
    });
  });

  it('refuses a username that is already taken, whatever its case', async () => {
    const response = await call(app, api.account.register, validRegistration('DEMO01'));
    expect(failure(response).msg).toBe('This username is already taken');
    const zh = await call(app, api.account.register, validRegistration('demo01'), { lang: 'zh_hans' });
    expect(failure(zh).msg).toBe('该用户名已被注册');
  });

  it('refuses user/register with an invitation code that does not exist, accepts an empty one', async () => {
    expect(failure(await call(app, api.account.register, { ...validRegistration('newbie03'), inviteCode: 'NOPE99' })).msg).toBe(
      'This invitation code does not exist',
    );
    okData(api.account.register, await call(app, api.account.register, { ...validRegistration('newbie03'), inviteCode: '' }));
  });

  it('member/doRegister requires an existing invitation code', async () => {
    const missing = await call(app, api.account.doRegister, validRegistration('partnerkid'));
    expect(failure(missing).msg).toMatch(/Invitation code/);
    const unknown = await call(app, api.account.doRegister, { ...validRegistration('partnerkid'), inviteCode: 'ZZZZ9999' });
    expect(failure(unknown).msg).toBe('This invitation code does not exist');
    const ok = okData(
      api.account.doRegister,
      await call(app, api.account.doRegister, { ...validRegistration('partnerkid'), inviteCode: 'partner1' }),
    );
    expect(ok.username).toBe('partnerkid');
  });

  it('says how many attempts are left; after 5 failures this device waits 1 clock minute, then 2 after the next', async () => {
    const attempt = (password: string, lang: 'en' | 'zh_hans' = 'en') =>
      call(app, api.account.login, { username: 'demo02', password }, { lang });
    expect(failure(await attempt('wrong111')).msg).toBe(
      'Incorrect username or password. 4 attempts left before this device has to wait 1 minute',
    );
    for (let i = 0; i < 2; i++) await attempt('wrong111');
    // i18next plurals: one attempt, not "1 attempt(s)".
    expect(failure(await attempt('wrong111')).msg).toBe(
      'Incorrect username or password. 1 attempt left before this device has to wait 1 minute',
    );
    expect(failure(await attempt('wrong111')).msg).toBe(
      'Incorrect username or password, too many times from this device: try again in 1 minute. Forgotten your password? Customer service can help you back in',
    );
    // Even the right password is not checked while this device waits; the message says what to do.
    expect(failure(await attempt('demo1234')).msg).toBe(
      'Too many incorrect passwords from this device: try again in 1 minute. Forgotten your password? Customer service can help you back in',
    );
    expect(failure(await attempt('demo1234', 'zh_hans')).msg).toBe('本设备密码错误次数过多，请 1 分钟后再试；忘记密码可联系在线客服找回');
    await advance({ minutes: 1 });
    // The next failure doubles the wait.
    expect(failure(await attempt('wrong111')).msg).toMatch(/try again in 2 minutes/);
    await advance({ minutes: 2 });
    okData(api.account.login, await attempt('demo1234'));
  });

  it('resets the failure count after a successful login', async () => {
    const attempt = (password: string) => call(app, api.account.login, { username: 'demo03', password });
    for (let i = 0; i < 4; i++) await attempt('wrong111');
    okData(api.account.login, await attempt('demo1234'));
    expect(failure(await attempt('wrong111')).msg).toMatch(/4 attempts left/);
  });

  it('does not reveal whether a username exists', async () => {
    const unknown = failure(await call(app, api.account.login, { username: 'ghost01', password: 'abc12345' })).msg;
    const known = failure(await call(app, api.account.login, { username: 'demo01', password: 'abc12345' })).msg;
    expect(unknown).toBe(known);
  });
});

describe('the demo world', () => {
  it('seeds demo01 with 8,888.00 in the central wallet, backed by the ledger', async () => {
    const { token } = await loginAs(app);
    const summary = okData(api.account.getUser, await call(app, api.account.getUser, {}, { token }));
    // Three platform notices and the welcome message, all unread (areas/help/notices.ts).
    expect(summary).toMatchObject({ username: 'demo01', balance: '8888.00', vipLevel: 2, unreadMessages: 4 });
    expect(okData(api.account.getUserBalance, await call(app, api.account.getUserBalance, {}, { token })).total).toBe('8888.00');
    expect(auditLedger(app.mock.world)).toEqual([]);
    // The seed deposit first, then a month of deposits, transfers and withdrawals (records' money story) that ends
    // where it began.
    const central = app.mock.world.db.ledger.where({ uid: summary.uid }).filter((e) => e.wallet === 'central');
    expect(central[0]).toMatchObject({ type: 'deposit', amountFen: 8_888_00, remark: 'Seed deposit' });
    expect(central.length).toBeGreaterThan(5);
    expect(central.at(-1)?.afterFen).toBe(8_888_00);
  });

  it('lists 12 generated avatars that the mock serves as SVG', async () => {
    const avatars = okData(api.account.getDefaultAvatar, await call(app, api.account.getDefaultAvatar));
    expect(avatars).toHaveLength(12);
    const svg = await app.inject({ method: 'GET', url: avatars[0]!.url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
  });
});
