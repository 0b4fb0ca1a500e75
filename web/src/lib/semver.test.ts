import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion } from './semver';

describe('version compare', () => {
  it('compares numerically, not as text', () => {
    expect(isNewerVersion('1.10.0', '1.9.9')).toBe(true);
    expect(isNewerVersion('1.3.4', '1.3.3')).toBe(true);
    expect(isNewerVersion('1.3.3', '1.3.3')).toBe(false);
    expect(isNewerVersion('1.3.2', '1.3.3')).toBe(false);
    expect(compareVersions('2.0', '1.99.99')).toBe(1);
  });
});
