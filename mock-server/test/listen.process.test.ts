import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * A port that is taken ended `npm start` in a raw EADDRINUSE stack, after a 20-second build. The server and
 * `npm start`'s check before the build now say it in one line, with the variable that picks another port.
 */

let holder: Server | undefined;
afterEach(async () => {
  if (holder) await new Promise((resolve) => holder!.close(resolve));
  holder = undefined;
});

/** A port someone else is using. */
async function takenPort(): Promise<number> {
  holder = createServer().listen(0, '127.0.0.1');
  await once(holder, 'listening');
  const address = holder.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function run(file: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, HOST: '127.0.0.1', npm_lifecycle_event: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

// Each case starts the server's sources under tsx: seconds on a busy machine.
describe('a port that is taken', { timeout: 60_000 }, () => {
  it('stops the server with one line naming the port and how to pick another', async () => {
    const port = await takenPort();
    const { code, stderr } = await run('mock-server/src/server.ts', { PORT: String(port) });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `Port ${port} is already in use (127.0.0.1:${port}): stop what is using it, or pick another port, e.g. PORT=${port + 1}`,
    ]);
  });

  it('is found by npm start before it builds, in the same words with the command to run again', async () => {
    const port = await takenPort();
    const taken = await run('scripts/port-free.ts', { PORT: String(port), npm_lifecycle_event: 'start' });
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim()).toBe(
      `Port ${port} is already in use (127.0.0.1:${port}): stop what is using it, or pick another port, e.g. PORT=${port + 1} npm start`,
    );
    await new Promise((resolve) => holder!.close(resolve));
    holder = undefined;
    expect((await run('scripts/port-free.ts', { PORT: String(port), npm_lifecycle_event: 'start' })).code).toBe(0);
  });

  it('refuses a PORT that is no port in one line too', async () => {
    const { code, stderr } = await run('mock-server/src/server.ts', { PORT: '80a' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('PORT must be a port number from 1 to 65535, got "80a".');
  });
});
