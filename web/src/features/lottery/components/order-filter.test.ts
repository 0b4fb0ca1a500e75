import { describe, expect, it } from 'vitest';
import { fastfoodQueryOf, lotteryQueryOf, orderFilterFromParams, paramsOfFilter } from './order-filter';

// 00:30 in Shanghai is still the day before in UTC: the presets must follow the platform's day.
const NOW = Date.parse('2026-11-22T00:30:00+08:00');
const read = (query: string) => orderFilterFromParams(new URLSearchParams(query), NOW);

describe('order-record filters', () => {
  it('default to lottery orders of today (platform day), every lottery and status', () => {
    expect(read('')).toEqual({
      kind: 'lottery',
      preset: 'today',
      startDate: '2026-11-22',
      endDate: '2026-11-22',
      lotteryId: '',
      status: '',
    });
  });

  it('read the presets at the server time', () => {
    expect(read('range=yesterday')).toMatchObject({ startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(read('range=last7')).toMatchObject({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(read('range=last30')).toMatchObject({ startDate: '2026-10-24', endDate: '2026-11-22' });
  });

  it('keep a custom range only with both days, else fall back to today', () => {
    expect(read('range=custom&from=2026-11-01&to=2026-11-10')).toMatchObject({
      preset: 'custom',
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    });
    expect(read('range=custom&from=2026-11-01')).toMatchObject({ preset: 'today', startDate: '2026-11-22' });
    expect(read('range=custom&from=yesterday&to=2026-11-10')).toMatchObject({ preset: 'today' });
  });

  it('ignore values the server would refuse', () => {
    expect(read('range=forever&lottery=abc&status=7&kind=poker')).toEqual(read(''));
    expect(read('lottery=0').lotteryId).toBe('');
    expect(read('lottery=3&status=1')).toMatchObject({ lotteryId: '3', status: '1' });
  });

  it('write back only what differs from the default, and read back the same filter', () => {
    const filter = read('kind=fastfood&range=custom&from=2026-11-01&to=2026-11-10&status=2');
    expect(paramsOfFilter(filter).toString()).toBe('kind=fastfood&range=custom&from=2026-11-01&to=2026-11-10&status=2');
    expect(orderFilterFromParams(paramsOfFilter(filter), NOW)).toEqual(filter);
    expect(paramsOfFilter(read('')).toString()).toBe('');
    // A lottery choice does not apply to fast-food orders.
    expect(paramsOfFilter({ ...read('lottery=3'), kind: 'fastfood' }).has('lottery')).toBe(false);
  });

  it('become the two list queries', () => {
    expect(lotteryQueryOf(read('range=last7&lottery=3&status=1'))).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      lotteryId: 3,
      status: 1,
    });
    expect(lotteryQueryOf(read(''))).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22', lotteryId: undefined, status: undefined });
    expect(fastfoodQueryOf(read('kind=fastfood&status=0'))).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22', status: 0 });
  });
});
