import type { Stage, Step } from './stages';

/** What `npm run lint` formats and lints. */
const LINTED = /\.(ts|tsx|js|mjs|css)$/;
const ESLINTED = /\.(ts|tsx|js|mjs)$/;

/** A file name as one shell word. */
const quoted = (file: string): string => `'${file.replaceAll("'", "'\\''")}'`;
const words = (files: readonly string[]): string => files.map(quoted).join(' ');

/**
 * The stages of `npm run test:quick` for the files that changed: the lint of `npm run lint` on those files only beside
 * the whole typecheck (a change reaches the files that import it) kept incremental — each takes one core — then the
 * tests vitest finds related to them through the import graph (a changed test file is its own).
 */
export function changedFileStages(changed: readonly string[]): Step[] {
  const formatted = changed.filter((file) => LINTED.test(file));
  const linted = changed.filter((file) => ESLINTED.test(file));
  const checks: Stage[] = [
    ...(formatted.length > 0 ? [{ name: 'prettier', command: `prettier --check --log-level warn ${words(formatted)}` }] : []),
    ...(linted.length > 0
      ? [
          {
            name: 'eslint',
            command: `eslint --max-warnings 0 --no-warn-ignored --cache --cache-location node_modules/.cache/eslint/ ${words(linted)}`,
          },
        ]
      : []),
    {
      name: 'typecheck',
      command: 'tsc -p tsconfig.json --noEmit --incremental --tsBuildInfoFile node_modules/.cache/tsc/quick.tsbuildinfo',
    },
  ];
  return [checks, { name: 'vitest', command: `vitest related --run --passWithNoTests ${words(changed)}` }];
}
