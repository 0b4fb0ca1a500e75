import { describe, expect, it } from 'vitest';
import { isOwnPlayUrl } from './play-url';

describe('the lobby opens only its own play URLs', () => {
  const here = 'http://127.0.0.1:4794/h5/#/pages/home/game';

  it('opens a play URL on the app origin', () => {
    expect(isOwnPlayUrl('http://127.0.0.1:4794/play/abc', here)).toBe(true);
    expect(isOwnPlayUrl('/play/abc', here)).toBe(true);
  });

  it('refuses a play URL built from a forged Host, or another scheme', () => {
    expect(isOwnPlayUrl('http://evil.example/play/abc', here)).toBe(false);
    expect(isOwnPlayUrl('javascript:alert(1)', here)).toBe(false);
    expect(isOwnPlayUrl('//evil.example/play/abc', here)).toBe(false);
  });
});
