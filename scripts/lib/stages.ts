/**
 * Runs a list of shell commands one after another, stops at the first that fails (with its exit code) and prints
 * each stage's time at the end: `npm test` (scripts/test-stages.ts) and `npm run test:quick` (scripts/test-quick.ts).
 */
import { spawn } from 'node:child_process';

export interface Stage {
  name: string;
  command: string;
}

export interface StageResult {
  name: string;
  /** Exit code, or null for a stage not run because an earlier one failed. */
  code: number | null;
  ms: number;
}

/** Runs one command through the shell with the terminal's output; resolves to its exit code. */
export type RunCommand = (command: string) => Promise<number>;

export const runInShell: RunCommand = (command) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('error', reject);
    // A child killed by a signal has no code: report it as failed, the way a shell would (128 + signal number).
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });

const SIGNALS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
const signalNumber = (signal: NodeJS.Signals): number => SIGNALS[signal] ?? 0;

/** Each stage in order until one fails; the stages after it are listed as not run. */
export async function runStages(
  stages: readonly Stage[],
  run: RunCommand = runInShell,
  now: () => number = () => performance.now(),
): Promise<StageResult[]> {
  const results: StageResult[] = [];
  let failed = false;
  for (const stage of stages) {
    if (failed) {
      results.push({ name: stage.name, code: null, ms: 0 });
      continue;
    }
    const start = now();
    const code = await run(stage.command);
    results.push({ name: stage.name, code, ms: now() - start });
    failed = code !== 0;
  }
  return results;
}

/** The exit code of the whole run: the failed stage's, else 0. */
export const exitCodeOf = (results: readonly StageResult[]): number => results.find((r) => r.code !== null && r.code !== 0)?.code ?? 0;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** A plain-text table: stage, time, outcome; and the total. */
export function stageTable(results: readonly StageResult[]): string {
  const rows = results.map((r) => [
    r.name,
    r.code === null ? '–' : seconds(r.ms),
    r.code === null ? 'not run' : r.code === 0 ? 'ok' : `failed (exit ${r.code})`,
  ]);
  const total = results.reduce((sum, r) => sum + r.ms, 0);
  rows.push(['total', seconds(total), '']);
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map(([name = '', time = '', outcome]) => `${name.padEnd(widths[0] ?? 0)}  ${time.padStart(widths[1] ?? 0)}  ${outcome}`.trimEnd())
    .join('\n');
}

/**
 * The stages of a package.json script made of `a && b && c`: `npm run build` is the stage "build", a command with
 * `--project NAME` (Playwright's) is "NAME", anything else is named by its command.
 */
export function stagesOfScript(script: string): Stage[] {
  return script
    .split('&&')
    .map((part) => part.trim())
    .filter((command) => command.length > 0)
    .map((command) => ({ name: stageNameOf(command), command }));
}

function stageNameOf(command: string): string {
  const npmRun = /^npm run (\S+)$/.exec(command);
  if (npmRun?.[1]) return npmRun[1];
  const project = /--project[ =](\S+)/.exec(command);
  return project?.[1] ?? command;
}
