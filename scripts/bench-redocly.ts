/**
 * `npm run bench:redocly`: Redocly CLI's lint with its `recommended` rules over the OpenAPI document the
 * mock serves, counted by rule. Redocly is a measurement tool, run from the npm registry with npx (a
 * pinned version) instead of a devDependency: it is a large install CI does not need. Figures and the
 * reason for each remaining warning: docs/reliability.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '../contracts/src';
import { buildOpenApiDocument } from '../contracts/src/openapi';

const REDOCLY = '@redocly/cli@2.77.0';
const dir = mkdtempSync(join(tmpdir(), 'redocly-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(buildOpenApiDocument(api), null, 2));

type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: Array<{ pointer: string }> };
let output: string;
try {
  output = execFileSync('npx', ['--yes', REDOCLY, 'lint', file, '--extends=recommended', '--format=json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
} catch (error) {
  // Redocly exits 1 when it finds errors; its report is still on stdout.
  output = String((error as { stdout?: string }).stdout ?? '');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const report = JSON.parse(output) as { totals: { errors: number; warnings: number; ignored: number }; problems: Problem[] };

const byRule = new Map<string, { severity: string; count: number; first: string }>();
for (const problem of report.problems) {
  const entry = byRule.get(problem.ruleId) ?? { severity: problem.severity, count: 0, first: problem.location[0]?.pointer ?? '' };
  entry.count++;
  byRule.set(problem.ruleId, entry);
}
console.log(`redocly lint (${REDOCLY}, recommended): ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
for (const [rule, { severity, count, first }] of [...byRule].sort((a, b) => b[1].count - a[1].count))
  console.log(`  ${count} × ${severity} ${rule} (first: ${first})`);
