import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, call, ctl, failure, okData, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('common and front-page endpoints', () => {
  it('common/getSysDictionary labels entries in the request language', async () => {
    const en = okData(api.common.getSysDictionary, await call(app, api.common.getSysDictionary, { type: 'betStatus' }));
    expect(en.map((e) => [e.value, e.label])).toEqual([
      [0, 'Unfinished'],
      [1, 'Completed'],
      [2, 'Cancelled'],
      [3, 'Cancelled (order withdrawn)'],
    ]);
    const zh = okData(
      api.common.getSysDictionary,
      await call(app, api.common.getSysDictionary, { type: 'feedbackType' }, { lang: 'zh_hans' }),
    );
    expect(zh).toHaveLength(9);
    expect(zh[0]).toEqual({ type: 'feedbackType', value: 1, label: '存款问题' });
    const all = okData(api.common.getSysDictionary, await call(app, api.common.getSysDictionary));
    expect(new Set(all.map((e) => e.type))).toEqual(
      new Set(['feedbackType', 'betStatus', 'gender', 'tradeType', 'gameCategory', 'orderStatus']),
    );
  });

  it('common/getSysDictionary refuses an unknown type, naming the field', async () => {
    expect(failure(await call(app, api.common.getSysDictionary, { type: 'nope' })).msg).toBe('Type is invalid');
  });

  it('common/getSystemInfo reports the server time from the mock clock', async () => {
    const info = okData(api.common.getSystemInfo, await call(app, api.common.getSystemInfo));
    expect(info).toMatchObject({
      serverTime: '2026-11-22T12:00:00+08:00',
      currency: 'CNY',
      depositMin: '100.00',
      depositMax: '50000.00',
      uploadMaxBytes: 15 * 1024 * 1024,
    });
    await ctl(app).world.advance({ minutes: 90 });
    expect(okData(api.common.getSystemInfo, await call(app, api.common.getSystemInfo)).serverTime).toBe('2026-11-22T13:30:00+08:00');
  });

  it('other/getConfig answers the front-end configuration in the request language', async () => {
    const config = okData(api.common.getConfig, await call(app, api.common.getConfig, {}, { lang: 'zh_hans' }));
    expect(config.inviteCodeRequired).toBe(false);
    expect(config.announcement).toContain('星港');
    expect((await app.inject({ method: 'GET', url: config.logo })).statusCode).toBe(200);
  });

  it('other/getConfig gives the chat entry, the service hours and invented contact options in the request language', async () => {
    const zh = okData(api.common.getConfig, await call(app, api.common.getConfig, {}, { lang: 'zh_hans' }));
    const en = okData(api.common.getConfig, await call(app, api.common.getConfig, {}, { lang: 'en' }));
    expect(en.serviceUrl).toBe('pages/home/kefu');
    expect(en.customerService.hours).toBe('24 hours a day, 7 days a week');
    expect(zh.customerService.hours).toBe('全天 24 小时，每周 7 天');
    expect(en.customerService.contacts.map((c) => [c.kind, c.label, c.value, c.href])).toEqual([
      ['email', 'Email', 'support@starharbour.example', 'mailto:support@starharbour.example'],
      ['wechat', 'WeChat', 'StarHarbour_VIP', null],
      ['qq', 'QQ', '8008 2026', null],
      ['telegram', 'Telegram', '@starharbour_cs', null],
    ]);
    expect(zh.customerService.contacts.map((c) => c.label)).toEqual(['电子邮箱', '微信', 'QQ', 'Telegram']);
    expect(zh.customerService.contacts.every((c) => c.note && /[\u4e00-\u9fa5]/.test(c.note))).toBe(true);
  });

  it('common/checkUpdate offers 1.3.4 with links served by the mock', async () => {
    const update = okData(api.common.checkUpdate, await call(app, api.common.checkUpdate, {}, { lang: 'zh_hans' }));
    expect(update.version).toBe('1.3.4');
    expect(update.desc).toMatch(/[\u4e00-\u9fa5]/);
    const apk = await app.inject({ method: 'GET', url: new URL(update.apkUrl).pathname });
    expect(apk.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: new URL(update.iosUrl).pathname })).statusCode).toBe(200);
  });

  it('common/checkUpdate follows the configured version', async () => {
    const other = await testApp({ appVersion: '2.0.0' });
    expect(okData(api.common.checkUpdate, await call(other, api.common.checkUpdate)).version).toBe('2.0.0');
    await other.close();
  });

  it('frontpage/getSideMenu gives the five tabs in order, then side-menu entries', async () => {
    const menu = okData(api.frontpage.getSideMenu, await call(app, api.frontpage.getSideMenu));
    const tabs = menu.filter((m) => m.tabtar === 1);
    expect(tabs.map((t) => [t.name, t.path, t.icon])).toEqual([
      ['Home', 'pages/tabbarPages/home/index', 'home'],
      ['Promotion', 'pages/tabbarPages/preferential/index', 'promotion'],
      ['Customer Service', 'pages/service/index', 'service'],
      ['Sponsorship', 'pages/tabbarPages/sponsorship/index', 'sponsorship'],
      ['My', 'pages/tabbarPages/mine/index', 'mine'],
    ]);
    const side = menu.filter((m) => m.tabtar === 0).map((m) => [m.path, m.icon]);
    expect(side).toContainEqual(['pages/tabbarPages/home/dz', 'electronic']);
    expect(side).toContainEqual(['pages/tabbarPages/home/qp', 'chess']);
    expect(side).toContainEqual(['pages/mine/vip', 'vip']);
    const zh = okData(api.frontpage.getSideMenu, await call(app, api.frontpage.getSideMenu, {}, { lang: 'zh_hans' }));
    expect(zh.filter((m) => m.tabtar === 1).map((t) => t.name)).toEqual(['首页', '优惠', '客服', '赞助', '我的']);
  });
});
