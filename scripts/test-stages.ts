/**
 * `npm test`: lint, typecheck, the unit tests, the fuzzer, then `test:e2e`'s own steps (build, journeys),
 * stopping at the first failure with its exit code, and each stage's time at the end. The end-to-end commands are
 * read from package.json's `test:e2e`, so they are written in one place.
 */
import { readFileSync } from 'node:fs';
import { exitCodeOf, runStages, stagesOfScript, stageTable, type Stage } from './lib/stages';

const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const e2e = scripts['test:e2e'];
if (!e2e) throw new Error('package.json has no test:e2e script');

const stages: Stage[] = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'vitest', command: 'npm run test:unit' },
  { name: 'fuzzer', command: 'npm run test:fuzz' },
  ...stagesOfScript(e2e),
];

const results = await runStages(stages);
console.log(`\nnpm test, stage times:\n${stageTable(results)}`);
process.exitCode = exitCodeOf(results);
