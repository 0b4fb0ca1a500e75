import { describe, expect, it } from 'vitest';
import { defineArea, mergeParts } from '../src/core/area';

const noop = () => undefined;

describe('mergeParts', () => {
  it('merges two areas that serve one group call by call', () => {
    const a = defineArea({ collections: {}, routes: { common: { one: noop } } });
    const b = defineArea({ collections: {}, routes: { common: { two: noop }, other: { three: noop } } });
    const merged = mergeParts([a, b], 'routes');
    expect(Object.keys(merged.common).sort()).toEqual(['one', 'two']);
    expect(Object.keys(merged.other)).toEqual(['three']);
  });

  it('refuses a call two areas both serve instead of letting the later one win', () => {
    const a = defineArea({ collections: {}, routes: {}, control: { lottery: { jump: noop } } });
    const b = defineArea({ collections: {}, routes: {}, control: { lottery: { jump: noop } } });
    expect(() => mergeParts([a, b], 'control')).toThrow('Two areas serve control lottery.jump');
  });

  it('does not change the areas it merges', () => {
    const group = { one: noop };
    const a = defineArea({ collections: {}, routes: { common: group } });
    const b = defineArea({ collections: {}, routes: { common: { two: noop } } });
    mergeParts([a, b], 'routes');
    expect(Object.keys(group)).toEqual(['one']);
  });
});
