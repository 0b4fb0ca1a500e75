import { describe, expect, it } from 'vitest';
import {
  addChip,
  lineProblem,
  potentialWinFen,
  removeLine,
  slipBets,
  slipProblem,
  slipTotalFen,
  slipWinIfAllFen,
  type SlipLine,
} from './slip';

const limits = { minBet: '1.00', maxBet: '5000.00', maxLines: 3 };

describe('betting slip arithmetic', () => {
  it('a chip on a new option adds a line; another chip on it adds to that line', () => {
    let lines: SlipLine[] = [];
    lines = addChip(lines, 'big', 'Big', 1000);
    lines = addChip(lines, 'odd', 'Odd', 500);
    lines = addChip(lines, 'big', 'Big', 1000);
    expect(lines).toEqual([
      { option: 'big', name: 'Big', fen: 2000 },
      { option: 'odd', name: 'Odd', fen: 500 },
    ]);
    expect(slipTotalFen(lines)).toBe(2500);
    expect(slipTotalFen(removeLine(lines, 'big'))).toBe(500);
    expect(slipTotalFen([])).toBe(0);
  });

  it('the total of many small lines is exact in fen (0.10 + 0.20 is 0.30, not 0.30000000000000004)', () => {
    const lines = [
      { option: 'a', name: 'A', fen: 10 },
      { option: 'b', name: 'B', fen: 20 },
    ];
    expect(slipBets(lines)).toEqual([
      { option: 'a', amount: '0.10' },
      { option: 'b', amount: '0.20' },
    ]);
    expect(slipTotalFen(lines)).toBe(30);
  });

  it('potential win is stake × odds, stake included, rounded down to the fen, read from the odds string', () => {
    expect(potentialWinFen(1000, '1.98')).toBe(1980);
    expect(potentialWinFen(333, '1.98')).toBe(659); // 6.5934 → 6.59
    expect(potentialWinFen(100, '180')).toBe(18000);
    expect(potentialWinFen(1, '9.5')).toBe(9); // 0.095 → 0.09
    expect(potentialWinFen(100, '1.005')).toBe(100); // 1.005 → 1.00, not 1.01
    expect(potentialWinFen(999_999_999, '9.99')).toBe(9_989_999_990);
    expect(potentialWinFen(100, 'not odds')).toBe(0);
  });

  it('"if every line wins" sums each line at its own odds', () => {
    const odds = new Map([
      ['big', '1.98'],
      ['sum_10', '9.00'],
    ]);
    const lines = [
      { option: 'big', name: 'Big', fen: 1000 },
      { option: 'sum_10', name: 'Sum 10', fen: 200 },
    ];
    expect(slipWinIfAllFen(lines, (o) => odds.get(o))).toBe(1980 + 1800);
    // An option whose odds are unknown promises nothing.
    expect(slipWinIfAllFen([{ option: 'x', name: 'X', fen: 100 }], (o) => odds.get(o))).toBe(0);
  });

  it('says why a slip cannot be sent: empty, too many lines, a line outside the limits, the balance', () => {
    const line = (fen: number, option = 'big'): SlipLine => ({ option, name: option, fen });
    expect(slipProblem([], limits, '100.00')).toBe('empty');
    expect(slipProblem([line(100, 'a'), line(100, 'b'), line(100, 'c'), line(100, 'd')], limits, '100.00')).toBe('tooMany');
    expect(lineProblem(line(99), '1.00', '5000.00')).toBe('belowMin');
    expect(lineProblem(line(500_001), '1.00', '5000.00')).toBe('aboveMax');
    expect(lineProblem(line(500_000), '1.00', '5000.00')).toBeNull();
    expect(slipProblem([line(99)], limits, '100.00')).toBe('lineLimits');
    expect(slipProblem([line(6000, 'a'), line(4001, 'b')], limits, '100.00')).toBe('shortBalance');
    expect(slipProblem([line(6000, 'a'), line(4000, 'b')], limits, '100.00')).toBeNull();
    // Balance not known yet: the server decides.
    expect(slipProblem([line(6000)], limits, undefined)).toBeNull();
  });
});
