import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';

/**
 * Listening on every interface (HOST=0.0.0.0) without PUBLIC_ORIGIN handed out play URLs starting with
 * http://0.0.0.0, which a browser cannot open. The default is now the loopback origin of the same port.
 */

const PORT = 4327;
let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

/**
 * Starts server.ts with the given environment and resolves once it has printed `last` (the start lines arrive in
 * chunks: waiting for an earlier one raced the note printed after it).
 */
async function start(env: Record<string, string>, last: string): Promise<string> {
  const { PUBLIC_ORIGIN: _drop, ...inherited } = process.env;
  child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts', '--frozen'], {
    env: { ...inherited, npm_lifecycle_event: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  await new Promise<void>((resolve, reject) => {
    child!.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes(last)) resolve();
    });
    child!.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return stdout;
}

it(
  'hands out play URLs a browser can open when it listens on 0.0.0.0 without PUBLIC_ORIGIN, and says so',
  { timeout: 60_000 },
  async () => {
    const stdout = await start({ HOST: '0.0.0.0', PORT: String(PORT) }, 'Listening on every interface');
    expect(stdout).toContain(`Mock server: http://127.0.0.1:${PORT}/api/`);
    expect(stdout).toContain('PUBLIC_ORIGIN');
    const base = `http://127.0.0.1:${PORT}/api`;
    const login = (await (
      await fetch(`${base}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo01', password: 'demo1234' }),
      })
    ).json()) as { data: { token: string } };
    const opened = (await (
      await fetch(`${base}/game/openGame`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: login.data.token },
        body: JSON.stringify({ gameId: 1001, trial: false }),
      })
    ).json()) as { code: number; data: { url: string } };
    expect(opened.code).toBe(1);
    expect(opened.data.url.startsWith(`http://127.0.0.1:${PORT}/`)).toBe(true);
  },
);
