/**
 * `npm run test:quick [-- REF]`: the inner loop's check of what changed against REF (default HEAD: the working tree's
 * edits, staged or not, and new files). Prettier and ESLint on the changed files, the typecheck (incremental: its
 * state is kept in node_modules/.cache), and the vitest tests that import a changed file or are one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { changedFileStages } from './lib/quick-stages';
import { exitCodeOf, runStages, stageTable } from './lib/stages';

const base = process.argv[2] ?? 'HEAD';
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) =>
  existsSync(file),
);

if (changed.length === 0) {
  console.log(`Nothing changed against ${base}.`);
} else {
  console.log(`${changed.length} file(s) changed against ${base}.`);
  const results = await runStages(changedFileStages(changed));
  console.log(`\nnpm run test:quick, stage times:\n${stageTable(results)}`);
  process.exitCode = exitCodeOf(results);
}
