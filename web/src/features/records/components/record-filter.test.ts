import { describe, expect, it } from 'vitest';
import { moneyLogQueryOf, paramsOfFilter, recordFilterFromParams, tradeQueryOf } from './record-filter';

// 00:30 in Shanghai is still the day before in UTC: the presets must follow the platform's day.
const NOW = Date.parse('2026-11-22T00:30:00+08:00');
const ACCEPTED = { types: [1, 2, 3, 4], statuses: [0, 1, 2, 3] };
const read = (query: string) => recordFilterFromParams(new URLSearchParams(query), NOW, ACCEPTED);

describe('record filters', () => {
  it('default to today (platform day), every type and status', () => {
    expect(read('')).toEqual({ preset: 'today', startDate: '2026-11-22', endDate: '2026-11-22', type: '', status: '' });
  });

  it('read the presets at the server time', () => {
    expect(read('range=yesterday')).toMatchObject({ startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(read('range=last7')).toMatchObject({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(read('range=last30')).toMatchObject({ startDate: '2026-10-24', endDate: '2026-11-22' });
  });

  it('keep a custom range only with both days', () => {
    expect(read('range=custom&from=2026-11-01&to=2026-11-10')).toMatchObject({
      preset: 'custom',
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    });
    expect(read('range=custom&from=2026-11-01')).toMatchObject({ preset: 'today', startDate: '2026-11-22' });
  });

  it('ignore a type or status the page does not offer', () => {
    expect(read('range=forever&type=9&status=7')).toEqual(read(''));
    expect(read('type=2&status=0')).toMatchObject({ type: '2', status: '0' });
    expect(read('type=02').type).toBe('');
  });

  it('write back only what differs from the default, and read back the same filter', () => {
    const filter = read('range=custom&from=2026-11-01&to=2026-11-10&type=3&status=2');
    expect(paramsOfFilter(filter).toString()).toBe('range=custom&from=2026-11-01&to=2026-11-10&type=3&status=2');
    expect(recordFilterFromParams(paramsOfFilter(filter), NOW, ACCEPTED)).toEqual(filter);
    expect(paramsOfFilter(read('')).toString()).toBe('');
  });

  it('become the two list queries', () => {
    expect(tradeQueryOf(read('range=last7&type=1&status=0'))).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      type: 1,
      status: 0,
    });
    expect(tradeQueryOf(read(''))).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22', type: undefined, status: undefined });
    expect(moneyLogQueryOf(read('type=4&status=1'))).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22', type: 4 });
  });
});
