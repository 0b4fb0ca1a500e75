import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DeviceBrowser, DeviceOs } from '@contracts/account/recovery';
import { api, call, ctl, okData, testApp } from '../helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WECHAT = `${ANDROID_CHROME} MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI Language/zh_CN`;

const loginFrom = async (agent: string, username = 'demo01') =>
  okData(api.account.login, await call(app, api.account.login, { username, password: 'demo1234' }, { headers: { 'user-agent': agent } }));
const overview = async (token: string) => okData(api.account.security, await call(app, api.account.security, {}, { token }));

describe('user/security', () => {
  it('shows the bound mobile masked and each open session as a device from a fixed vocabulary, this one first', async () => {
    const phone = await loginFrom(ANDROID_CHROME);
    await ctl(app).world.advance({ minutes: 3 });
    await loginFrom(IPHONE_SAFARI);
    await ctl(app).world.advance({ minutes: 2 });
    await loginFrom('<script>alert(1)</script> Evil/1.0');
    await loginFrom(IPHONE_SAFARI, 'demo02');

    const seen = await overview(phone.token);
    expect(seen.mobile).toBe('138****0001');
    expect(seen.email).toBeNull();
    expect(seen.sessions).toEqual([
      // Asking is a call: this session was seen now.
      {
        browser: DeviceBrowser.enum.chrome,
        os: DeviceOs.enum.android,
        createdAt: '2026-11-22T12:00:00+08:00',
        lastSeenAt: '2026-11-22T12:05:00+08:00',
        current: true,
      },
      {
        browser: DeviceBrowser.enum.other,
        os: DeviceOs.enum.other,
        createdAt: '2026-11-22T12:05:00+08:00',
        lastSeenAt: '2026-11-22T12:05:00+08:00',
        current: false,
      },
      {
        browser: DeviceBrowser.enum.safari,
        os: DeviceOs.enum.ios,
        createdAt: '2026-11-22T12:03:00+08:00',
        lastSeenAt: '2026-11-22T12:03:00+08:00',
        current: false,
      },
    ]);
    // Nothing of the header comes back.
    expect(JSON.stringify(seen)).not.toMatch(/script|Evil|Mozilla/);
  });

  it('names in-app browsers before the engine they carry', async () => {
    const { token } = await loginFrom(WECHAT);
    expect((await overview(token)).sessions[0]).toMatchObject({ browser: DeviceBrowser.enum.wechat, os: DeviceOs.enum.android });
  });

  it('masks a bound email to its first letter and domain', async () => {
    const { token } = await loginFrom(ANDROID_CHROME, 'demo02');
    const body = { realName: 'Alice Chen', gender: 2, birthday: '2000-05-17', mobile: '85261234567', email: 'alice@example.com' };
    okData(api.account.setUserInfo, await call(app, api.account.setUserInfo, body, { token }));
    expect(await overview(token)).toMatchObject({ mobile: '852****4567', email: 'a***@example.com' });
  });
});

describe('user/logoutOthers', () => {
  it('ends every other session of the player (401) and keeps this one and other players', async () => {
    const phone = await loginFrom(ANDROID_CHROME);
    const laptop = await loginFrom(IPHONE_SAFARI);
    const stranger = await loginFrom(IPHONE_SAFARI, 'demo02');
    expect(okData(api.account.logoutOthers, await call(app, api.account.logoutOthers, {}, { token: phone.token }))).toEqual({ ended: 1 });
    expect((await call(app, api.account.userInfo, {}, { token: laptop.token })).statusCode).toBe(401);
    expect((await call(app, api.account.userInfo, {}, { token: stranger.token })).statusCode).toBe(200);
    expect((await overview(phone.token)).sessions).toHaveLength(1);
    expect(okData(api.account.logoutOthers, await call(app, api.account.logoutOthers, {}, { token: phone.token }))).toEqual({ ended: 0 });
  });
});
