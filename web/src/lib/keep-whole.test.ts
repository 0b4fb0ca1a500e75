import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { keepNumbersWhole } from './keep-whole';

const kept = (node: unknown) =>
  (Array.isArray(node) ? node : [node])
    .filter((part): part is ReactElement<{ className: string; children: string }> => isValidElement(part))
    .map((part) => part.props.children);

describe('keepNumbersWhole', () => {
  it('wraps round and order numbers, in either language, and leaves the words around them as they are', () => {
    expect(kept(keepNumbersWhole('Bet placed on round 20261122-0735'))).toEqual(['20261122-0735']);
    expect(kept(keepNumbersWhole('已下注第 20261122-0735 期'))).toEqual(['20261122-0735']);
    expect(kept(keepNumbersWhole('Round FF20261122-0736 and order D20261122-000123-7'))).toEqual(['FF20261122-0736', 'D20261122-000123-7']);
    const parts = keepNumbersWhole('Betting for round 20261122-0735 has closed') as unknown[];
    expect(parts.filter((part) => typeof part === 'string')).toEqual(['Betting for round ', ' has closed']);
  });

  it('leaves hyphenated words and texts without a number alone', () => {
    expect(keepNumbersWhole('A well-known one-minute game')).toBe('A well-known one-minute game');
    expect(keepNumbersWhole('¥1,000.00 moved to your central wallet')).toBe('¥1,000.00 moved to your central wallet');
  });
});
