/**
 * `npm test`: lint beside the typecheck, the unit tests, the fuzzer beside `test:e2e`'s build, then the rest of
 * `test:e2e` (the journeys), stopping at the first failure with its exit code, and each stage's time at the end. The
 * end-to-end commands are read from package.json's `test:e2e`, so they are written in one place. The pairs are
 * single-threaded commands (Prettier and ESLint, tsc, the fuzzer, most of the build), one a core on these 2-core
 * machines; vitest and the journeys take both cores themselves.
 */
import { readFileSync } from 'node:fs';
import { exitCodeOf, runStages, stagesOfScript, stageTable, type Step } from './lib/stages';

const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const e2e = scripts['test:e2e'];
if (!e2e) throw new Error('package.json has no test:e2e script');
const [build, ...afterBuild] = stagesOfScript(e2e);
if (!build) throw new Error('test:e2e has no steps');

const steps: Step[] = [
  [
    { name: 'lint', command: 'npm run lint' },
    { name: 'typecheck', command: 'npm run typecheck' },
  ],
  { name: 'vitest', command: 'npm run test:unit' },
  [{ name: 'fuzzer', command: 'npm run test:fuzz' }, build],
  ...afterBuild,
];

const results = await runStages(steps);
console.log(`\nnpm test, stage times:\n${stageTable(results)}`);
process.exitCode = exitCodeOf(results);
