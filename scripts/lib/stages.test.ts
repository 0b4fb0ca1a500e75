import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitCodeOf, runStages, stagesOfScript, stageTable } from './stages';

/** A clock that moves by each stage's given time when the stage runs. */
function fakeRun(outcomes: Record<string, { code: number; ms: number }>) {
  let now = 0;
  const ran: string[] = [];
  return {
    ran,
    now: () => now,
    run: (command: string) => {
      ran.push(command);
      const outcome = outcomes[command] ?? { code: 0, ms: 0 };
      now += outcome.ms;
      return Promise.resolve(outcome.code);
    },
  };
}

const stages = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'vitest', command: 'npm run test:unit' },
  { name: 'build', command: 'npm run build' },
];

describe('runStages', () => {
  it('runs every stage in order and times each one', async () => {
    const fake = fakeRun({
      'npm run lint': { code: 0, ms: 4_000 },
      'npm run test:unit': { code: 0, ms: 120_500 },
      'npm run build': { code: 0, ms: 30_000 },
    });
    const results = await runStages(stages, fake.run, fake.now);
    expect(fake.ran).toEqual(['npm run lint', 'npm run test:unit', 'npm run build']);
    expect(results).toEqual([
      { name: 'lint', code: 0, ms: 4_000 },
      { name: 'vitest', code: 0, ms: 120_500 },
      { name: 'build', code: 0, ms: 30_000 },
    ]);
    expect(exitCodeOf(results)).toBe(0);
    expect(stageTable(results)).toBe(['lint      4.0 s  ok', 'vitest  120.5 s  ok', 'build    30.0 s  ok', 'total   154.5 s'].join('\n'));
  });

  it('stops at the first failure, with its exit code, and lists the rest as not run', async () => {
    const fake = fakeRun({ 'npm run lint': { code: 0, ms: 1_000 }, 'npm run test:unit': { code: 3, ms: 2_000 } });
    const results = await runStages(stages, fake.run, fake.now);
    expect(fake.ran).toEqual(['npm run lint', 'npm run test:unit']);
    expect(exitCodeOf(results)).toBe(3);
    expect(stageTable(results)).toBe(
      ['lint    1.0 s  ok', 'vitest  2.0 s  failed (exit 3)', 'build       –  not run', 'total   3.0 s'].join('\n'),
    );
  });
});

/** Commands that take their time on a fake clock, so stages side by side overlap as they would for real. */
function timedRun(outcomes: Record<string, { code: number; ms: number }>) {
  const ran: string[] = [];
  return {
    ran,
    now: () => Date.now(),
    run: (command: string) => {
      ran.push(command);
      const outcome = outcomes[command] ?? { code: 0, ms: 0 };
      return new Promise<number>((resolve) => setTimeout(() => resolve(outcome.code), outcome.ms));
    },
  };
}

describe('runStages with stages side by side', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const lint = { name: 'lint', command: 'npm run lint' };
  const typecheck = { name: 'typecheck', command: 'npm run typecheck' };
  const vitest = { name: 'vitest', command: 'npm run test:unit' };

  it("starts a step's stages together, times each, and counts the step once in the total", async () => {
    vi.useFakeTimers();
    const fake = timedRun({
      'npm run lint': { code: 0, ms: 30_000 },
      'npm run typecheck': { code: 0, ms: 35_000 },
      'npm run test:unit': { code: 0, ms: 120_000 },
    });
    const done = runStages([[lint, typecheck], vitest], fake.run, fake.now);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.ran).toEqual(['npm run lint', 'npm run typecheck']);
    await vi.runAllTimersAsync();
    const results = await done;
    expect(fake.ran).toEqual(['npm run lint', 'npm run typecheck', 'npm run test:unit']);
    expect(results.map(({ name, ms }) => [name, ms])).toEqual([
      ['lint', 30_000],
      ['typecheck', 35_000],
      ['vitest', 120_000],
    ]);
    expect(stageTable(results)).toBe(
      ['lint ‖        30.0 s  ok', 'typecheck ‖   35.0 s  ok', 'vitest       120.0 s  ok', 'total        155.0 s'].join('\n'),
    );
  });

  it('lets the others of a failed step finish, then runs nothing after it', async () => {
    vi.useFakeTimers();
    const fake = timedRun({ 'npm run lint': { code: 2, ms: 5_000 }, 'npm run typecheck': { code: 0, ms: 35_000 } });
    const done = runStages([[lint, typecheck], vitest], fake.run, fake.now);
    await vi.runAllTimersAsync();
    const results = await done;
    expect(fake.ran).toEqual(['npm run lint', 'npm run typecheck']);
    expect(exitCodeOf(results)).toBe(2);
    expect(stageTable(results)).toBe(
      ['lint ‖        5.0 s  failed (exit 2)', 'typecheck ‖  35.0 s  ok', 'vitest            –  not run', 'total        35.0 s'].join('\n'),
    );
  });
});

describe('stagesOfScript', () => {
  it("names test:e2e's steps build, journeys and visual", () => {
    expect(stagesOfScript('npm run build && playwright test --project journeys && playwright test --project=visual')).toEqual([
      { name: 'build', command: 'npm run build' },
      { name: 'journeys', command: 'playwright test --project journeys' },
      { name: 'visual', command: 'playwright test --project=visual' },
    ]);
  });

  it('names any other command by itself', () => {
    expect(stagesOfScript('tsx scripts/x.ts')).toEqual([{ name: 'tsx scripts/x.ts', command: 'tsx scripts/x.ts' }]);
  });
});

describe('the package.json scripts', () => {
  it('npm test runs the stages of test:e2e after lint, typecheck, vitest and the fuzzer', async () => {
    const { readFile } = await import('node:fs/promises');
    const scripts = (
      JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.test).toBe('tsx scripts/test-stages.ts');
    expect(stagesOfScript(scripts['test:e2e'] ?? '').map((stage) => stage.name)).toEqual(['build', 'build:demo', 'journeys']);
  });
});
