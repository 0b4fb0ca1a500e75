/**
 * Runs a list of shell commands one after another (or a few side by side), stops at the first step that fails (with
 * its exit code) and prints each stage's time at the end: `npm test` (scripts/test-stages.ts) and
 * `npm run test:quick` (scripts/test-quick.ts).
 */
import { spawn } from 'node:child_process';

export interface Stage {
  name: string;
  command: string;
}

/**
 * One stage, or stages run at the same time: single-threaded ones (Prettier and ESLint, the typecheck, the fuzzer) take
 * one core each, so two of them side by side on two cores cost the longer one's time.
 */
export type Step = Stage | readonly Stage[];

export interface StageResult {
  name: string;
  /** Exit code, or null for a stage not run because an earlier one failed. */
  code: number | null;
  ms: number;
  /** Set on the stages of a step run side by side: the step's index, so the total counts the step once. */
  together?: number;
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

/** Each step in order until one fails (a step's stages side by side, each to its end); the steps after it are listed as not run. */
export async function runStages(
  steps: readonly Step[],
  run: RunCommand = runInShell,
  now: () => number = () => performance.now(),
): Promise<StageResult[]> {
  const results: StageResult[] = [];
  let failed = false;
  for (const [index, step] of steps.entries()) {
    const stages: readonly Stage[] = isGroup(step) ? step : [step];
    const together = isGroup(step) ? { together: index } : {};
    if (failed) {
      results.push(...stages.map((stage) => ({ name: stage.name, code: null, ms: 0, ...together })));
      continue;
    }
    const done = await Promise.all(
      stages.map(async (stage) => {
        const start = now();
        const code = await run(stage.command);
        return { name: stage.name, code, ms: now() - start, ...together };
      }),
    );
    results.push(...done);
    failed = done.some((result) => result.code !== 0);
  }
  return results;
}

const isGroup = (step: Step): step is readonly Stage[] => Array.isArray(step);

/** The exit code of the whole run: the failed stage's, else 0. */
export const exitCodeOf = (results: readonly StageResult[]): number => results.find((r) => r.code !== null && r.code !== 0)?.code ?? 0;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The whole run's time: stages side by side count as the longest of them. */
function wallTime(results: readonly StageResult[]): number {
  const longestTogether = new Map<number, number>();
  let alone = 0;
  for (const r of results) {
    if (r.together === undefined) alone += r.ms;
    else longestTogether.set(r.together, Math.max(longestTogether.get(r.together) ?? 0, r.ms));
  }
  return [...longestTogether.values()].reduce((sum, ms) => sum + ms, alone);
}

/** A plain-text table: stage (‖ for one run side by side with others), time, outcome; and the total. */
export function stageTable(results: readonly StageResult[]): string {
  const rows = results.map((r) => [
    r.together === undefined ? r.name : `${r.name} ‖`,
    r.code === null ? '–' : seconds(r.ms),
    r.code === null ? 'not run' : r.code === 0 ? 'ok' : `failed (exit ${r.code})`,
  ]);
  rows.push(['total', seconds(wallTime(results)), '']);
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
