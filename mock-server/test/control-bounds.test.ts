import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_CLOCK_MOVE_DAYS, MAX_CLOCK_MOVE_MS } from '@contracts/control/world';
import { ctl, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const START = '2026-11-22T12:00:00+08:00';
/** 2^53 + 1 as JSON text: a JavaScript number literal could not even write it. */
const PAST_SAFE = '9007199254740993';
const post = (url: string, payload: unknown, lang: 'en' | 'zh_hans' = 'en') =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { lang } });
const nowIso = async () => (await ctl(app).world.clock()).now;

describe('a clock move is at most a year', () => {
  it('refuses huge, non-finite-in-spirit and over-a-year advances at once with the 400 envelope naming the limit, the clock unmoved', async () => {
    const cases = [
      { ms: 1e308 },
      { days: 1e308 },
      { ms: MAX_CLOCK_MOVE_MS + 1 },
      { days: MAX_CLOCK_MOVE_DAYS, ms: 1 },
      { ms: 1.5 },
      { days: -1 },
    ];
    for (const body of cases) {
      // Before, {"ms":1e308} never answered (the test timed out): a step per skipped midnight.
      const response = await post('/__mock/clock/advance', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 0, data: null });
    }
    const unsafe = await app.inject({
      method: 'POST',
      url: '/__mock/clock/advance',
      payload: `{"seconds":${PAST_SAFE}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsafe.json()).toEqual({
      code: 0,
      msg: 'seconds must be at most 31622400: the clock moves at most one year (366 days) per call',
      field: 'seconds',
      data: null,
    });
    expect((await post('/__mock/clock/advance', { ms: 1e308 })).json<{ msg: string }>().msg).toBe(
      'ms must be at most 31622400000: the clock moves at most one year (366 days) per call',
    );
    expect((await post('/__mock/clock/advance', { days: 366, ms: 1 })).json<{ msg: string }>().msg).toBe(
      'The parts add up to more than one year: the clock moves at most 366 days per call',
    );
    expect((await post('/__mock/clock/advance', { days: 1e308 }, 'zh_hans')).json<{ msg: string }>().msg).toBe(
      '天数不能大于 366：时钟每次最多移动一年（366 天）',
    );
    expect(await nowIso()).toBe(START);
  });

  it('keeps the clock within 2000–2199 however many moves: a flood of year-long moves cannot walk it past four-digit years', async () => {
    const state = (await app.inject({ method: 'GET', url: '/__mock/state?secrets=true' })).json<{ data: { now: number } }>().data;
    const nearTheEnd = Date.parse('2199-12-01T00:00:00+08:00');
    expect((await post('/__mock/state', { ...state, now: nearTheEnd })).statusCode).toBe(200);
    const beyond = await post('/__mock/clock/advance', { days: 31 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json<{ msg: string }>().msg).toBe(
      'The clock stays between 2000-01-01T00:00:00+08:00 and 2199-12-31T23:59:59+08:00: 2200-01-01T00:00:00+08:00 is outside',
    );
    expect(await nowIso()).toBe('2199-12-01T00:00:00+08:00');
    // A state file cannot start it outside either.
    expect((await post('/__mock/state', { ...state, now: Date.parse('2200-01-02T00:00:00+08:00') })).statusCode).toBe(400);
  });

  it('moves exactly a year in one call, and farther in several', async () => {
    expect((await ctl(app).world.advance({ days: MAX_CLOCK_MOVE_DAYS })).now).toBe('2027-11-23T12:00:00+08:00');
    expect((await ctl(app).world.advance({ ms: MAX_CLOCK_MOVE_MS })).now).toBe('2028-11-23T12:00:00+08:00');
  });

  it('refuses clock/set more than a year away either way, naming the limit in both languages', async () => {
    for (const now of ['2027-11-23T12:00:00.001+08:00', '2025-11-21T11:59:59+08:00', '9999-12-31T00:00:00+08:00']) {
      const response = await post('/__mock/clock/set', { now });
      expect(response.statusCode, now).toBe(400);
      expect(response.json<{ msg: string }>().msg, now).toMatch(/^The clock moves at most one year \(366 days\) per call: /);
    }
    const zh = await post('/__mock/clock/set', { now: '2030-01-01T00:00:00+08:00' }, 'zh_hans');
    expect(zh.json()).toEqual({
      code: 0,
      msg: '时钟每次最多移动一年（366 天）：2030-01-01T00:00:00+08:00 距现在（2026-11-22T12:00:00+08:00）超过了这个范围',
      data: null,
    });
    expect(await nowIso()).toBe(START);
    expect((await ctl(app).world.setClock({ now: '2027-11-23T12:00:00+08:00' })).now).toBe('2027-11-23T12:00:00+08:00');
    expect((await ctl(app).world.setClock({ now: '2026-11-22T12:00:00+08:00' })).now).toBe(START);
  });
});

describe('control query integers are canonical decimals', () => {
  it('refuses hex, exponent, sign, spaces and leading zeros naming the field, and takes plain digits', async () => {
    for (const value of ['0x64', '1e2', '+1', ' 1', '1 ', '01', '1.0', '']) {
      const response = await app.inject({ method: 'GET', url: `/__mock/lottery/orders?lotteryId=${encodeURIComponent(value)}` });
      expect(response.statusCode, value).toBe(400);
      expect(response.json<{ msg: string }>().msg, value).toMatch(/^Lottery must be a whole number written with digits only$/);
    }
    for (const url of ['/__mock/bets?limit=0x10', '/__mock/bets?status=1e0'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/faults/0x1' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/__mock/lottery/orders?lotteryId=100' })).json()).toMatchObject({ code: 1 });
    expect((await app.inject({ method: 'GET', url: '/__mock/bets?limit=10&status=1' })).json()).toMatchObject({ code: 1 });
  });
});
