import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../helpers';
import { api, ok, refused, room } from './lottery-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

describe('the lottery hall and rooms', () => {
  it('lists four lotteries with their rounds now and the server time to the millisecond', async () => {
    app.mock.clock.set(app.mock.clock.now() + 12_345);
    const lobby = await ok(app, api.lottery.lotteryList, {}, null, { lang: 'zh_hans' });
    expect(lobby.serverTime).toBe('2026-11-22T12:00:12.345+08:00');
    expect(
      lobby.lotteries.map((l) => [
        l.lottery.id,
        l.lottery.code,
        l.lottery.name,
        l.lottery.type,
        l.lottery.intervalSeconds,
        l.lottery.closeSeconds,
      ]),
    ).toEqual([
      [1, 'dice1m', '一分快三', 1, 60, 10],
      [2, 'digits3m', '三分时时彩', 2, 180, 20],
      [3, 'colour1m', '一分彩色', 3, 60, 10],
      [4, 'dice3m', '三分快三', 1, 180, 20],
    ]);
    expect(lobby.lotteries[0]?.current).toMatchObject({
      issue: '20261122-0721',
      status: 0,
      openAt: '2026-11-22T12:00:00+08:00',
      closeAt: '2026-11-22T12:00:50+08:00',
      drawAt: '2026-11-22T12:01:00+08:00',
    });
    expect(lobby.lotteries[1]?.current).toMatchObject({ issue: '20261122-0241', closeAt: '2026-11-22T12:02:40+08:00' });
    expect(lobby.lotteries[0]?.previous).toMatchObject({ issue: '20261122-0720', status: 2 });
    expect((await ok(app, api.lottery.lotteryList, { type: 1 }, null)).lotteries.map((l) => l.lottery.id)).toEqual([1, 4]);
    for (const { lottery } of lobby.lotteries)
      expect((await app.inject({ method: 'GET', url: lottery.icon })).headers['content-type']).toContain('image/svg+xml');
  });

  it('groups the hall by type and answers each board with names, chips and limits', async () => {
    const hall = await ok(app, api.lottery.caipiaoGetList, {}, null, { lang: 'en' });
    expect(hall.map((g) => [g.type, g.name, g.lotteries.length])).toEqual([
      [1, 'Dice', 2],
      [2, 'Five digits', 1],
      [3, 'Colour', 1],
    ]);
    const dice = await ok(app, api.lottery.caipiaoGetOption, { lotteryId: 1 }, null, { lang: 'en' });
    expect(dice.groups.map((g) => g.code)).toEqual(['size', 'parity', 'sum', 'triple']);
    expect(dice.groups[0]?.options[0]).toEqual({ code: 'big', name: 'Big (sum 11–17, loses on a triple)' });
    expect(dice).toMatchObject({ chips: ['1.00', '5.00', '10.00', '50.00', '100.00', '500.00'], minBet: '1.00', maxBet: '10000.00' });
    const digits = await ok(app, api.lottery.caipiaoGetOption, { lotteryId: 2 }, null, { lang: 'zh_hans' });
    expect(digits.groups.map((g) => g.name)).toEqual(['第一位', '第二位', '第三位', '第四位', '第五位', '总和']);
    expect(digits.groups[0]?.options).toHaveLength(12);
    expect(await refused(app, api.lottery.caipiaoGetOption, { lotteryId: 9 }, null, { lang: 'zh_hans' })).toBe('彩种 9 不存在');
  });

  it('answers the odds of every option on the board, and only those', async () => {
    for (const lotteryId of [1, 2, 3]) {
      const board = await ok(app, api.lottery.caipiaoGetOption, { lotteryId }, null);
      const { odds } = await ok(app, api.lottery.getLotteryPeilv, { lotteryId }, null);
      expect(odds.map((o) => o.option)).toEqual(board.groups.flatMap((g) => g.options.map((o) => o.code)));
    }
    const dice = new Map((await ok(app, api.lottery.getLotteryPeilv, { lotteryId: 1 }, null)).odds.map((o) => [o.option, o.odds]));
    expect([dice.get('big'), dice.get('sum_4'), dice.get('sum_10'), dice.get('triple_any'), dice.get('triple_6')]).toEqual([
      '1.96',
      '69.12',
      '7.68',
      '34.56',
      '207.36',
    ]);
    const colour = new Map((await ok(app, api.lottery.getLotteryPeilv, { lotteryId: 3 }, null)).odds.map((o) => [o.option, o.odds]));
    expect([colour.get('n_0'), colour.get('green'), colour.get('violet'), colour.get('small')]).toEqual(['9.00', '1.96', '4.50', '1.96']);
  });

  it("answers recent results and a day's history, newest first", async () => {
    const recent = await ok(app, api.lottery.getLotteryOneList, { lotteryId: 1, limit: 3 }, null);
    expect(recent.map((r) => r.issue)).toEqual(['20261122-0720', '20261122-0719', '20261122-0718']);
    expect(recent.every((r) => r.status === 2 && r.result?.length === 3 && r.result.every((d) => d >= 1 && d <= 6))).toBe(true);
    expect(await ok(app, api.lottery.getLotteryOneList, { lotteryId: 2 }, null)).toHaveLength(10);
    const yesterday = await ok(app, api.lottery.caipiaoGetHistory, { lotteryId: 2, date: '2026-11-21', page: 2, pageSize: 10 }, null);
    expect(yesterday.total).toBe(480);
    expect(yesterday.list.map((r) => r.issue).slice(0, 2)).toEqual(['20261121-0470', '20261121-0469']);
    expect(yesterday.list.every((r) => r.result?.length === 5)).toBe(true);
  });

  it('serves the colour game by default through locsgwin/* and refuses a lottery of another type', async () => {
    const info = await ok(app, api.lottery.locsgwinGetGameInfo, {}, null);
    expect(info.lottery.id).toBe(3);
    expect(info.current).toEqual((await room(app, 3)).current);
    const last = await ok(app, api.lottery.locsgwinLastGameInfo, { lotteryId: 3 }, null);
    expect(last?.round.issue).toBe(info.previous?.issue);
    expect(await refused(app, api.lottery.locsgwinGetGameInfo, { lotteryId: 1 }, null)).toBe('No lottery 1');
    expect(await refused(app, api.lottery.locsgwinLastGameInfo, { lotteryId: 2 }, null)).toBe('No lottery 2');
  });
});
