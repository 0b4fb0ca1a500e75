import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, call, control, controlCall, ctl, failure, loginAs, okData, testApp, validRegistration } from '../helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp({ publicOrigin: 'https://play.example' });
});
afterEach(() => app.close());

const invite = async (token: string, lang: 'en' | 'zh_hans' = 'en') =>
  okData(api.common.getUserInvite, await call(app, api.common.getUserInvite, {}, { token, lang }));
const application = { contact: 'wechat: starfan88', message: 'I run a gaming forum with 3,000 members and will post reviews.' };

describe('other/getUserInvite', () => {
  it('builds the link from the configured public origin, never from the request Host', async () => {
    const { token } = await loginAs(app, 'partner01');
    const response = await app.inject({
      method: 'GET',
      url: '/api/other/getUserInvite',
      headers: { token, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const data = okData(api.common.getUserInvite, response);
    expect(data.inviteLink).toBe('https://play.example/h5/#/pages/userPages/register?inviteCode=PARTNER1');
    expect(data.qrContent).toBe(data.inviteLink);
    expect(data).toMatchObject({
      inviteCode: 'PARTNER1',
      invitedCount: 0,
      activeCount: 0,
      partner: null,
      commission: { rate: '0.0050', total: '0.00' },
    });
  });

  it('counts the players registered with the code and those who deposited', async () => {
    const { token } = await loginAs(app, 'partner01');
    okData(api.account.register, await call(app, api.account.register, { ...validRegistration('friend01'), inviteCode: 'PARTNER1' }));
    okData(api.account.doRegister, await call(app, api.account.doRegister, { ...validRegistration('friend02'), inviteCode: 'partner1' }));
    okData(api.account.register, await call(app, api.account.register, validRegistration('stranger1')));
    expect(await invite(token)).toMatchObject({ invitedCount: 2, activeCount: 0 });
  });
});

describe('other/applyPartner', () => {
  it('takes one application, refuses a second while pending, and the clock approves it after the review', async () => {
    const { token } = await loginAs(app, 'demo02');
    const sent = okData(api.common.applyPartner, await call(app, api.common.applyPartner, application, { token }));
    expect(sent).toMatchObject({ status: 0, decidedAt: null, remark: null, appliedAt: '2026-11-22T12:00:00+08:00' });
    expect(failure(await call(app, api.common.applyPartner, application, { token })).msg).toBe(
      'You already have an application under review',
    );
    expect((await invite(token)).partner?.status).toBe(0);

    await ctl(app).world.advance({ minutes: 60 });
    const after = await invite(token, 'zh_hans');
    expect(after.partner).toMatchObject({ status: 1, remark: '已通过', decidedAt: '2026-11-22T13:00:00+08:00' });
    expect(after.commission.rate).toBe('0.0100');
    expect(failure(await call(app, api.common.applyPartner, application, { token })).msg).toBe('You are already a partner');
    // The decision arrives as a personal message.
    const messages = okData(api.help.getAllMessageList, await call(app, api.help.getAllMessageList, { kind: 2 }, { token }));
    expect(messages.list[0]?.title).toBe('Your partner application is approved');
  });

  it('an operator rejects through the control API (409 the second time); the player may apply again', async () => {
    const { token } = await loginAs(app, 'demo02');
    okData(api.common.applyPartner, await call(app, api.common.applyPartner, application, { token }));
    const [pending] = (await ctl(app).partner.applications({ username: 'demo02' })).orders;
    expect(pending?.status).toBe(0);
    await ctl(app).partner.rejectApplication({ orderNo: pending!.orderNo });
    const again = await controlCall(app, control.partner.rejectApplication, { orderNo: pending!.orderNo });
    expect(again.status).toBe(409);
    expect((await invite(token)).partner).toMatchObject({ status: 2, remark: 'Not approved this time' });
    okData(api.common.applyPartner, await call(app, api.common.applyPartner, application, { token }));
    expect((await invite(token)).partner?.status).toBe(0);
  });

  it.each([
    [{ ...application, message: 'too short' }, 'Message: 20–200 characters'],
    [{ ...application, message: 'x'.repeat(201) }, 'Message: 20–200 characters'],
    [{ ...application, contact: '' }, 'Contact is required'],
    [{ ...application, contact: '<b>' }, 'Contact: a phone number, email or messaging account of 4–60 characters'],
  ])('refuses %j', async (body, msg) => {
    const { token } = await loginAs(app, 'demo02');
    expect(failure(await call(app, api.common.applyPartner, body, { token })).msg).toBe(msg);
    expect((await invite(token)).partner).toBeNull();
  });
});

describe('common/getCertificate', () => {
  it('lists the licences with generated images served by the mock', async () => {
    const list = okData(api.common.getCertificate, await call(app, api.common.getCertificate, {}, { lang: 'zh_hans' }));
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ title: '网络游戏运营牌照', image: '/assets/certificates/zh_hans/1.svg' });
    const image = await app.inject({ method: 'GET', url: list[0]!.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('网络游戏运营牌照');
    expect((await app.inject({ method: 'GET', url: '/assets/certificates/en/9.svg' })).statusCode).toBe(404);
  });
});
