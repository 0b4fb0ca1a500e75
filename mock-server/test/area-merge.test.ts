import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineArea, mergeParts, shapeWorld } from '../src/core/area';

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

describe('shapeWorld', () => {
  const Row = z.object({ id: z.number() });

  it("merges the areas' collections, counters, settings and secrets beside the core's", () => {
    const a = defineArea({
      collections: { rows: Row },
      counters: { nextRow: 1 },
      config: { delayMs: 5 },
      secrets: { collections: ['rows'] },
      routes: {},
    });
    const b = defineArea({
      collections: { keys: Row },
      secrets: { fields: { keys: { blank: ['hash'], sameRecord: ['id'] } } },
      routes: {},
    });
    const shape = shapeWorld([a, b]);
    expect(Object.keys(shape.schemas)).toEqual(['sessions', 'wallets', 'rows', 'keys']);
    expect(shape.counters).toEqual({ nextLedgerId: 1, nextOrderSeq: 1, nextRow: 1 });
    expect(shape.config).toEqual({ delayMs: 5 });
    expect([...shape.secretCollections]).toEqual(['sessions', 'rows']);
    expect(shape.secretFields).toEqual({ keys: { blank: ['hash'], sameRecord: ['id'] } });
  });

  it('refuses a name claimed twice, a core name, and a secret of a collection its area does not declare', () => {
    const rows = defineArea({ collections: { rows: Row }, counters: { nextRow: 1 }, routes: {} });
    expect(() => shapeWorld([rows, defineArea({ collections: {}, counters: { nextRow: 5 }, routes: {} })])).toThrow(
      'Two areas declare the counters field "nextRow"',
    );
    expect(() => shapeWorld([defineArea({ collections: { wallets: Row }, routes: {} })])).toThrow(
      'The collection "wallets" is the core\'s',
    );
    expect(() => shapeWorld([defineArea({ collections: {}, counters: { nextOrderSeq: 1 }, routes: {} })])).toThrow(
      'The counter "nextOrderSeq" is the core\'s',
    );
    expect(() => shapeWorld([defineArea({ collections: {}, secrets: { collections: ['rows'] }, routes: {} })])).toThrow(
      'A secret of the collection "rows"',
    );
  });
});
