import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

/**
 * The real server as a child process with `--state`, killed with SIGKILL (no chance to save) while writes are
 * in flight: after a restart every acknowledged write is there, and the ledger still balances.
 */

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function spawnServer(stateFile: string, port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts', '--frozen', '--state', stateFile], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

async function startServer(stateFile: string, port: number): Promise<ChildProcess> {
  const child = spawnServer(stateFile, port);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Mock server:')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

function client(port: number) {
  const base = `http://127.0.0.1:${port}`;
  return async (method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<{ code: number; data: unknown }> => {
    const headers: Record<string, string> = { lang: 'en' };
    if (token) headers.token = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return (await response.json()) as { code: number; data: unknown };
  };
}

it('keeps every acknowledged write across a SIGKILL during writes', { timeout: 120_000 }, async () => {
  const stateFile = join(await mkdtemp(join(tmpdir(), 'mock-kill-')), 'world.json');
  const port = await freePort();
  let server = await startServer(stateFile, port);
  let send = client(port);

  const login = await send('POST', '/api/user/login', { username: 'demo01', password: 'demo1234' });
  const { token } = login.data as { token: string };

  // 40 transfers at once; the server is killed as soon as 25 are acknowledged, with the rest in flight.
  const acknowledged: string[] = [];
  let killed: Promise<void> | undefined;
  const transfers = Array.from({ length: 40 }, () =>
    send('POST', '/api/fundslog/transfer', { from: 'central', to: 'ag_slots', amount: '1.00' }, token).then(
      (answer) => {
        if (answer.code !== 1 || killed) return;
        acknowledged.push((answer.data as { orderNo: string }).orderNo);
        if (acknowledged.length === 25) killed = killHard(server);
      },
      () => undefined, // cut off by the kill: not acknowledged
    ),
  );
  await Promise.all(transfers);
  await killed;
  expect(acknowledged).toHaveLength(25);

  server = await startServer(stateFile, port);
  send = client(port);
  // The session was saved too: the same token still works.
  const wallets = await send('GET', '/api/fundslog/getWalletList', undefined, token);
  expect(wallets.code).toBe(1);
  const balance = (code: string) =>
    (wallets.data as { wallets: Array<{ code: string; balance: string }> }).wallets.find((w) => w.code === code)?.balance;
  const moved = Number(balance('ag_slots'));
  expect(moved).toBeGreaterThanOrEqual(acknowledged.length);
  // Whole transfers only: what left the central wallet arrived in the venue.
  expect(Number(balance('central')) + moved).toBe(8888);

  const state = (await send('GET', '/__mock/state')).data as { collections: { ledger: Array<{ orderNo: string }> } };
  const saved = new Set(state.collections.ledger.map((entry) => entry.orderNo));
  expect(acknowledged.filter((orderNo) => !saved.has(orderNo))).toEqual([]);
  const audit = (await send('GET', '/__mock/wallet/audit')).data as { problems: unknown[] };
  expect(audit.problems).toEqual([]);
  await killHard(server);
});

it('refuses to start from a corrupt state file, says why, and leaves it as it was', { timeout: 60_000 }, async () => {
  const stateFile = join(await mkdtemp(join(tmpdir(), 'mock-corrupt-')), 'world.json');
  await writeFile(stateFile, '{"format": "star-harbour-mock-state", "version": 1, "seed"');
  const child = spawnServer(stateFile, await freePort());
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code).toBe(1);
  expect(stderr).toContain(`the state file ${stateFile} is corrupt (not valid JSON)`);
  expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  expect(await readFile(stateFile, 'utf8')).toBe('{"format": "star-harbour-mock-state", "version": 1, "seed"');
});

it(
  'refuses to start from a state file whose balances disagree with its ledger, naming the difference, and leaves it as it was',
  { timeout: 60_000 },
  async () => {
    const stateFile = join(await mkdtemp(join(tmpdir(), 'mock-edited-')), 'world.json');
    // A well-formed world saved by the server itself, then demo01's central balance edited by hand (ledger: 8,888.00).
    const server = await startServer(stateFile, await freePort());
    server.kill('SIGTERM');
    await once(server, 'exit');
    const saved = JSON.parse(await readFile(stateFile, 'utf8')) as {
      collections: { wallets: Array<{ uid: number; code: string; balanceFen: number }> };
    };
    const central = saved.collections.wallets.find((w) => w.uid === 10001 && w.code === 'central')!;
    central.balanceFen = 988_800;
    const text = JSON.stringify(saved);
    await writeFile(stateFile, text);

    const child = spawnServer(stateFile, await freePort());
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain(
      'its balances disagree with its ledger: demo01 (uid 10001), central wallet: the stored balance is ¥9,888.00 but its ledger says ¥8,888.00',
    );
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(await readFile(stateFile, 'utf8')).toBe(text);
  },
);
