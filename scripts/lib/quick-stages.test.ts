import { describe, expect, it } from 'vitest';
import { changedFileStages } from './quick-stages';

describe('changedFileStages', () => {
  it('formats and lints only the changed files, typechecks incrementally and runs the related tests', () => {
    const steps = changedFileStages(['web/src/lib/money.ts', 'web/src/app/app.css', 'README.md', "scripts/it's.mjs"]);
    // The checks side by side, then the tests.
    expect(steps.map((step) => ('name' in step ? step.name : step.map((stage) => stage.name)))).toEqual([
      ['prettier', 'eslint', 'typecheck'],
      'vitest',
    ]);
    const stages = steps.flat();
    const [prettier, eslint, typecheck, vitest] = stages.map((stage) => stage.command);
    expect(prettier).toBe(`prettier --check --log-level warn 'web/src/lib/money.ts' 'web/src/app/app.css' 'scripts/it'\\''s.mjs'`);
    expect(eslint).toMatch(/^eslint --max-warnings 0 .* 'web\/src\/lib\/money\.ts' 'scripts\/it'\\''s\.mjs'$/);
    expect(eslint).not.toContain('app.css');
    expect(typecheck).toContain('--incremental');
    expect(vitest).toBe(
      `vitest related --run --passWithNoTests 'web/src/lib/money.ts' 'web/src/app/app.css' 'README.md' 'scripts/it'\\''s.mjs'`,
    );
  });

  it('skips the lint of files it does not lint, never the typecheck or the tests', () => {
    expect(
      changedFileStages(['docs/performance.md'])
        .flat()
        .map((stage) => stage.name),
    ).toEqual(['typecheck', 'vitest']);
  });
});
