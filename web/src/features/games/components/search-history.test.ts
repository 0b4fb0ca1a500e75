// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { addToHistory, clearHistory, HISTORY_MAX, readHistory } from './search-history';

describe('search history', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, without repeats (case-insensitive), at most 10', () => {
    addToHistory('dragon');
    addToHistory('koi');
    expect(addToHistory('  Dragon ')).toEqual(['Dragon', 'koi']);
    for (let i = 0; i < 15; i++) addToHistory(`word${i}`);
    expect(readHistory()).toHaveLength(HISTORY_MAX);
    expect(readHistory()[0]).toBe('word14');
  });

  it('ignores blank words, survives a damaged entry, and clears', () => {
    expect(addToHistory('   ')).toEqual([]);
    localStorage.setItem('lobby.searchHistory', '{not json');
    expect(readHistory()).toEqual([]);
    addToHistory('koi');
    expect(clearHistory()).toEqual([]);
    expect(localStorage.getItem('lobby.searchHistory')).toBeNull();
  });
});
