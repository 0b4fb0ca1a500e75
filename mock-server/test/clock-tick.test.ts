import { describe, expect, it } from 'vitest';
import { MockRuntime } from '@mock/core/runtime';
import { DEFAULT_WORLD_CONFIG, WORLD_SHAPE } from '@mock/areas/world';

const START = Date.UTC(2026, 10, 24, 4, 0, 0);

/** A running clock on a fake wall clock (`real.ms`), so time passes without set() or advance(). */
async function runtimeWithProbe(nextDue: (nowMs: number) => number | null) {
  const real = { ms: 0 };
  const runtime = await MockRuntime.create({
    seed: 7,
    startMs: START,
    clockMode: 'running',
    realNow: () => real.ms,
    shape: WORLD_SHAPE,
    world: DEFAULT_WORLD_CONFIG,
    throttle: null,
  });
  const runs: number[] = [];
  runtime.clock.sweep('probe', async (nowMs) => {
    runs.push(nowMs);
    return nextDue(nowMs);
  });
  return { runtime, runs, real };
}

describe('the clock tick skips its sweepers while nothing can be due', () => {
  it('runs once, then not again until the world is written', async () => {
    const { runtime, runs } = await runtimeWithProbe(() => null);
    await runtime.tick();
    await runtime.tick();
    await runtime.tick();
    expect(runs).toHaveLength(1);

    // A write may have added a case due at once: the next tick looks.
    await runtime.world.db.wallets.create({ uid: 1, code: 'probe', balanceFen: 0 });
    await runtime.tick();
    expect(runs).toHaveLength(2);
    await runtime.tick();
    expect(runs).toHaveLength(2);
  });

  it('runs again when the instant a sweeper named comes, not before', async () => {
    const { runtime, runs, real } = await runtimeWithProbe((nowMs) => (nowMs < START + 60_000 ? START + 60_000 : null));
    await runtime.tick();
    real.ms = 59_999;
    await runtime.tick();
    expect(runs).toEqual([START]);

    real.ms = 60_000;
    await runtime.tick();
    await runtime.tick();
    expect(runs).toEqual([START, START + 60_000]);
  });

  it('looks again after the clock is set, which may move it back', async () => {
    const { runtime, runs } = await runtimeWithProbe(() => START + 60_000);
    await runtime.tick();
    runtime.clock.set(START - 1);
    await runtime.tick();
    expect(runs).toEqual([START, START - 1]);
  });

  it('runs after a reset swaps the world', async () => {
    const { runtime, runs } = await runtimeWithProbe(() => null);
    await runtime.tick();
    await runtime.reset();
    await runtime.tick();
    expect(runs).toHaveLength(2);
  });
});
