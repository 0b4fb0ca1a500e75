import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readStateFile, STATE_FILE_FORMAT, StateFileError, stateFileText, writeFileAtomic } from '@mock/core/snapshot-file';
import { keepWorldsIn } from '@mock/core/state-file';
import { recoverWorld } from '@mock/core/state-recovery';
import { api, call, loginAs, okData, testApp } from './helpers';

let folder: string;
let file: string;
const apps: FastifyInstance[] = [];

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'mock-state-'));
  file = join(folder, 'world.json');
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWithState() {
  const app = await testApp();
  apps.push(app);
  const saver = await keepWorldsIn(app, file);
  return { app, saver };
}

async function centralBalance(app: FastifyInstance, token: string) {
  const data = okData(api.funds.getWalletList, await call(app, api.funds.getWalletList, {}, { token }));
  return data.wallets.find((w) => w.code === 'central')?.balance;
}

describe('readStateFile', () => {
  it('answers nothing when the file does not exist yet', async () => {
    expect(await readStateFile(file)).toBeUndefined();
  });

  it.each([
    ['corrupt', '{"format": "star-harbour', /corrupt \(not valid JSON\)/],
    ['empty', '', /corrupt \(not valid JSON\)/],
    ['foreign', JSON.stringify({ name: 'some-package', version: '1.0.0' }), /not a mock state file/],
    ['newer', JSON.stringify({ format: STATE_FILE_FORMAT, version: 2 }), /newer mock \(version 2; this one reads 1\)/],
    ['incomplete', JSON.stringify({ format: STATE_FILE_FORMAT, version: 1, seed: 1 }), /is corrupt: /],
  ])('refuses a %s file with a clear message', async (_kind, text, message) => {
    await writeFile(file, text);
    const error = await readStateFile(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StateFileError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toContain('left untouched');
  });
});

describe('writeFileAtomic', () => {
  it('replaces the file whole, readable by its owner only, and leaves no temporary file', async () => {
    await writeFile(file, 'old', { mode: 0o644 });
    await writeFileAtomic(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(folder)).toEqual(['world.json']);
  });

  it('writes a text given in pieces as one file', async () => {
    async function* pieces() {
      yield '{"a":';
      yield '1}';
    }
    expect(await writeFileAtomic(file, pieces())).toBe(7);
    expect(await readFile(file, 'utf8')).toBe('{"a":1}');
  });
});

describe('keepWorldsIn', () => {
  it('saves at start, then before answering each write, and a new app starts from the file', async () => {
    const { app, saver } = await appWithState();
    expect(saver.writes).toBe(1);
    const { token } = await loginAs(app);
    const moved = await call(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '12.34' }, { token });
    const { orderNo } = okData(api.funds.transfer, moved);
    // Already on disk (the journal) when the answer arrived: no wait, no close.
    const saved = (await recoverWorld(file))?.snapshot;
    expect(saved?.collections.ledger?.filter((entry) => entry.orderNo === orderNo)).toHaveLength(2);

    const { app: restarted } = await appWithState();
    expect(await centralBalance(restarted, token)).toBe('8875.66');
  });

  it('does not write for reads, nor when a write changed nothing', async () => {
    const { app, saver } = await appWithState();
    await call(app, api.funds.getVenuesList);
    expect(saver.writes).toBe(1);
    await app.inject({ method: 'POST', url: '/__mock/faults', payload: { path: 'user/login', kind: 'latency', ms: 1 } });
    // Faults are not part of the world: the text is the same, so nothing is written.
    expect(saver.writes).toBe(1);
  });

  it('shares one write among concurrent requests (group commit) and loses none', async () => {
    const { app, saver } = await appWithState();
    const { token } = await loginAs(app);
    const before = saver.writes;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount: '1.00' }, { token })),
    );
    answers.forEach((answer) => okData(api.funds.transfer, answer));
    expect(saver.writes - before).toBeLessThan(20);
    const { app: restarted } = await appWithState();
    expect(await centralBalance(restarted, token)).toBe('8868.00');
  });

  it('saves the clock on close', async () => {
    const { app } = await appWithState();
    app.mock.clock.advance(60_000);
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    expect((await recoverWorld(file))?.snapshot.now).toBe(app.mock.clock.now());
  });

  it('stops the start on a file it cannot use and leaves the file as it was', async () => {
    const foreign = JSON.stringify({ format: STATE_FILE_FORMAT, ...{ version: 1, seed: 1, now: 0, counters: {}, collections: {} } });
    await writeFile(file, foreign);
    await expect(appWithState()).rejects.toThrow(StateFileError);
    expect(await readFile(file, 'utf8')).toBe(foreign);
  });

  it('refuses a file whose records do not fit the world, untouched', async () => {
    const app = await testApp();
    apps.push(app);
    const snapshot = app.mock.export();
    const text = stateFileText({ ...snapshot, collections: { ...snapshot.collections, lotteryRounds: [{}] } });
    await writeFile(file, text);
    await expect(appWithState()).rejects.toThrow(/does not fit this mock's world: unknown collection lotteryRounds/);
    expect(await readFile(file, 'utf8')).toBe(text);
  });
});
