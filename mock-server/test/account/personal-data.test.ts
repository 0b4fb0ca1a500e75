import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, call, ctl, failure, loginAs, okData, testApp } from '../helpers';
import { multipartBody, PNG_BYTES } from '../multipart';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

// The mock's clock starts at 2026-11-22T12:00:00+08:00 (frozen in tests).
const valid = { realName: 'Alice Chen', gender: 2, birthday: '2000-05-17', mobile: '85261234567', email: 'alice@example.com' };
const set = (token: string, body: Record<string, unknown>, lang: 'en' | 'zh_hans' = 'en') =>
  call(app, api.account.setUserInfo, body, { token, lang });
const info = async (token: string) => okData(api.account.userInfo, await call(app, api.account.userInfo, {}, { token }));

describe('user/setUserInfo', () => {
  it('confirms the personal data once, then refuses any change with a clear message but keeps the avatar changeable', async () => {
    const { token } = await loginAs(app, 'demo02');
    expect((await info(token)).infoConfirmed).toBe(false);
    okData(api.account.setUserInfo, await set(token, valid));
    expect(await info(token)).toMatchObject({
      realName: 'Alice Chen',
      gender: 2,
      birthday: '2000-05-17',
      mobile: '852****4567',
      email: 'alice@example.com',
      infoConfirmed: true,
    });

    const again = await set(token, { ...valid, realName: 'Bob Chen' });
    expect(failure(again).msg).toBe(
      'Your personal information has been confirmed and can no longer be changed. Contact customer service if something is wrong',
    );
    expect(failure(await set(token, { email: 'bob@example.com' }, 'zh_hans')).msg).toBe(
      '您的个人资料已确认，不能再修改。如有错误，请联系客服',
    );
    expect((await info(token)).realName).toBe('Alice Chen');

    okData(api.account.setUserInfo, await set(token, { avatar: '/assets/avatars/7.svg' }));
    expect((await info(token)).avatar).toBe('/assets/avatars/7.svg');
  });

  it('takes a mainland number written with +86, spaces and dashes and keeps its 11 digits', async () => {
    const { token } = await loginAs(app, 'demo02');
    okData(api.account.setUserInfo, await set(token, { ...valid, mobile: '+86 138-0013 8000' }));
    // 11 digits kept: the first 3 and the last 4 shown.
    expect((await info(token)).mobile).toBe('138****8000');
  });

  it('refuses someone under 18 by the server clock, and accepts them on their 18th birthday', async () => {
    const { token } = await loginAs(app, 'demo02');
    expect(failure(await set(token, { ...valid, birthday: '2008-11-23' })).msg).toBe('You must be over 18');
    expect((await info(token)).infoConfirmed).toBe(false);
    await ctl(app).world.advance({ days: 1 });
    okData(api.account.setUserInfo, await set(token, { ...valid, birthday: '2008-11-23' }));
  });

  it.each([
    [{ ...valid, email: 'not-an-email' }, 'Enter a valid email address'],
    [
      { ...valid, mobile: '12ab' },
      'Enter a valid mobile number: 7–15 digits, optional + (spaces and dashes are fine; +86 numbers have 11 digits)',
    ],
    [
      { ...valid, mobile: '+86 138 0013 800' },
      'Enter a valid mobile number: 7–15 digits, optional + (spaces and dashes are fine; +86 numbers have 11 digits)',
    ],
    [{ ...valid, realName: 'R2D2' }, 'Real name: Chinese or English letters and the dot (·) only, 2–30 characters'],
    [{ ...valid, gender: 3 }, 'Choose male or female'],
    [{ ...valid, birthday: '2000-02-30' }, 'Enter a valid date of birth'],
    [
      { realName: 'Alice Chen' },
      'To confirm your personal information, fill in real name, gender, date of birth, mobile and email together',
    ],
    [{}, 'Nothing to change: send your avatar or your personal information'],
    [{ avatar: 'https://evil.example/x.png' }, 'Choose one of the default avatars or an image you uploaded'],
    [{ avatar: '/assets/avatars/99.svg' }, 'Choose one of the default avatars or an image you uploaded'],
  ])('refuses %j and changes nothing', async (body, msg) => {
    const { token } = await loginAs(app, 'demo02');
    const before = await info(token);
    expect(failure(await set(token, body)).msg).toBe(msg);
    expect(await info(token)).toEqual(before);
  });

  it("accepts the player's own upload as avatar, not another player's", async () => {
    const mine = await loginAs(app, 'demo02');
    const theirs = await loginAs(app, 'demo01');
    const upload = async (session: { token: string; uid: number }) => {
      const { payload, contentType } = multipartBody([
        { name: 'directory', value: 'authorization' },
        { name: 'imgPath', filename: 'me.png', type: 'image/png', bytes: PNG_BYTES },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/common/upload',
        payload,
        headers: { 'content-type': contentType, token: session.token, authorization: String(session.uid) },
      });
      return okData(api.common.upload, response).url;
    };
    const url = await upload(theirs);
    expect(failure(await set(mine.token, { avatar: url })).msg).toBe('Choose one of the default avatars or an image you uploaded');
    const own = await upload(mine);
    okData(api.account.setUserInfo, await set(mine.token, { avatar: own }));
    expect((await info(mine.token)).avatar).toBe(own);
    // Named with another host in front, it is the same upload, handed back as this server's own URL.
    okData(api.account.setUserInfo, await set(mine.token, { avatar: `https://evil.example${own}` }));
    expect((await info(mine.token)).avatar).toBe(own);
  });
});
