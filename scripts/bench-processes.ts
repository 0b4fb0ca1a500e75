/**
 * Shared by the bench scripts: servers under test run in processes of their own (the load generator must not
 * share their CPU time slice), started here and stopped by their pid.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Milliseconds from spawn to the first successful answer of `readyPath`. */
  startMs: number;
  stop: () => Promise<void>;
}

/** A free loopback port (the OS picks it; we release it at once for the child to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startServer(
  command: string,
  args: string[],
  options: { port: number; readyPath: string; env?: Record<string, string>; stdout?: boolean },
): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(options.port), LOG_LEVEL: 'error', ...options.env },
    stdio: ['ignore', options.stdout ? 'pipe' : 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))),
  );
  const ready = (async () => {
    for (;;) {
      try {
        const response = await fetch(base + options.readyPath);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await Promise.race([ready, exited]);
  const startMs = performance.now() - started;
  exited.catch(() => undefined);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGINT');
    await gone;
  };
  return { child, base, startMs, stop };
}

export const MOCK_BUNDLE = 'dist/mock/server.mjs';

/** Builds the mock's bundle (as `npm run build` does) unless it is there. */
let bundledThisRun = false;
/** Bundles the mock once per benchmark run: a bundle left from an older checkout would measure old code. */
export function ensureMockBundle(): void {
  if (bundledThisRun) return;
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-mock.ts'], { stdio: 'inherit' });
  bundledThisRun = true;
}

/**
 * The mock with a frozen clock (the same answers for the whole run): as `npm start` runs it (the bundle,
 * rebuilt once per run), from its sources under tsx, whose profiles name each source file, or from another
 * commit's bundle (a before-and-after comparison in one run).
 */
export function startMock(
  port: number,
  env: Record<string, string>,
  nodeFlags: string[] = [],
  from: 'bundle' | 'sources' | { bundle: string } = 'bundle',
): Promise<ServerProcess> {
  if (from === 'bundle') ensureMockBundle();
  const entry = from === 'bundle' ? [MOCK_BUNDLE] : from === 'sources' ? ['--import', 'tsx', 'mock-server/src/server.ts'] : [from.bundle];
  return startServer(process.execPath, [...nodeFlags, ...entry, '--frozen'], {
    port,
    readyPath: '/api/common/getSystemInfo',
    env,
  });
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
