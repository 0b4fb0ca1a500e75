import { describe, expect, it } from 'vitest';
import { joinedMockWorld } from './mock-world';

describe('joinedMockWorld', () => {
  it('reads the world the mock server set, among other cookies', () => {
    expect(joinedMockWorld('theme=dark; mock_world=qa-anna; x=1')).toBe('qa-anna');
    expect(joinedMockWorld('mock_world=demo')).toBe('demo');
  });

  it('is null without the cookie, or once the tab left the world (an emptied cookie)', () => {
    expect(joinedMockWorld('')).toBeNull();
    expect(joinedMockWorld('not_mock_world=qa')).toBeNull();
    expect(joinedMockWorld('mock_world=')).toBeNull();
  });
});
