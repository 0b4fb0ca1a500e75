import { appendFile, cp, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PersistedWorld, type CompactionStep } from '@mock/core/persisted-world';
import { StateFileError } from '@mock/core/snapshot-file';
import { journalLine, journalPath } from '@mock/core/state-journal';
import { keepWorldsIn } from '@mock/core/state-file';
import { recoverWorld } from '@mock/core/state-recovery';
import { api, call, loginAs, okData, testApp } from './helpers';

let folder: string;
let file: string;
const apps: FastifyInstance[] = [];

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'mock-journal-'));
  file = join(folder, 'world.json');
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appKeptIn(path = file) {
  const app = await testApp();
  apps.push(app);
  const persisted = await keepWorldsIn(app, path);
  return { app, persisted };
}

const transfer = (app: FastifyInstance, token: string, amount = '1.00', headers: Record<string, string> = {}) =>
  call(app, api.funds.transfer, { from: 'central', to: 'ag_slots', amount }, { token, headers });

async function centralBalance(app: FastifyInstance, token: string) {
  const data = okData(api.funds.getWalletList, await call(app, api.funds.getWalletList, {}, { token }));
  return data.wallets.find((w) => w.code === 'central')?.balance;
}

describe('the journal', () => {
  it('after a restart the world equals the one before: balances, ledger, sessions, idempotency replay and clock', async () => {
    const { app } = await appKeptIn();
    const { token } = await loginAs(app);
    const first = await transfer(app, token, '10.00', { 'idempotency-key': 'restart-1' });
    okData(api.funds.transfer, first);
    await transfer(app, token, '2.50');
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { minutes: 5 } });
    // Not closed: the journal alone carries what the snapshot written at start does not have.
    const { app: restarted } = await appKeptIn();
    expect(restarted.mock.export()).toEqual(app.mock.export());
    expect(await centralBalance(restarted, token)).toBe('8875.50');
    const again = await transfer(restarted, token, '10.00', { 'idempotency-key': 'restart-1' });
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('appends one line per commit and nothing for a unit of work that rolled back', async () => {
    const { app, persisted } = await appKeptIn();
    const journal = journalPath(file, persisted.currentGeneration);
    const lines = async () => (await readFile(journal, 'utf8')).split('\n').filter(Boolean).length;
    const before = await lines();
    const world = app.mock.world;
    await expect(
      app.mock.write(async () => {
        await world.db.wallets.update((q) => q.where({ uid: 10001, code: 'central' }), { data: (w) => void (w.balanceFen += 100) });
        throw new Error('injected: the unit fails after its write');
      }),
    ).rejects.toThrow('injected');
    await persisted.commit();
    expect(await lines()).toBe(before);

    const { token } = await loginAs(app);
    const loggedIn = await lines();
    await transfer(app, token);
    // One committed unit, one line.
    expect(await lines()).toBe(loggedIn + 1);
    expect((await stat(journal)).mode & 0o777).toBe(0o600);
  });

  it('ignores a torn last line and starts a clean journal over it', async () => {
    const { app, persisted } = await appKeptIn();
    const { token } = await loginAs(app);
    await transfer(app, token, '5.00');
    const expected = app.mock.export();
    const journal = journalPath(file, persisted.currentGeneration);
    // A crash in the middle of appending the next line: half of it reached the disk.
    const next = journalLine({ now: expected.now, changes: [{ collection: 'ledger', op: 'append', record: { half: true } }] });
    await appendFile(journal, next.slice(0, next.length / 2));

    const recovered = await recoverWorld(file);
    expect(recovered?.snapshot).toEqual(expected);
    const { app: restarted, persisted: reopened } = await appKeptIn();
    expect(restarted.mock.export()).toEqual(expected);
    // The torn line is gone with its journal: the restart's generation has a journal of its own.
    expect(await readdir(folder)).toEqual(['world.json', `world.json.journal-${reopened.currentGeneration}`]);
  });

  it('refuses a journal with a bad line before whole ones, and leaves every file as it was', async () => {
    const { app, persisted } = await appKeptIn();
    const { token } = await loginAs(app);
    await transfer(app, token);
    await transfer(app, token);
    const journal = journalPath(file, persisted.currentGeneration);
    const lines = (await readFile(journal, 'utf8')).split('\n');
    lines[1] = lines[1]!.replace('"now":', '"now":1');
    const text = lines.join('\n');
    await writeFile(journal, text);
    const snapshot = await readFile(file, 'utf8');

    const error = await appKeptIn().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StateFileError);
    expect((error as Error).message).toContain(`the journal ${journal} is corrupt (line 2 of ${lines.length - 1} fails its checksum)`);
    expect(await readFile(journal, 'utf8')).toBe(text);
    expect(await readFile(file, 'utf8')).toBe(snapshot);
  });

  it('keeps writes made outside a unit of work (a session last seen)', async () => {
    const { app } = await appKeptIn();
    const { token } = await loginAs(app);
    const world = app.mock.world;
    await world.db.sessions.update((q) => q.where({ token }), { data: (s) => void (s.lastSeenAt = 1_800_000_000_000) });
    await transfer(app, token);
    const recovered = await recoverWorld(file);
    expect(recovered?.snapshot.collections.sessions?.find((s) => s.token === token)?.lastSeenAt).toBe(1_800_000_000_000);
  });

  it('starts a generation of its own when reset swaps the world, and a restart finds the reset world', async () => {
    const { app, persisted } = await appKeptIn();
    const { token } = await loginAs(app);
    await transfer(app, token, '100.00');
    const generation = persisted.currentGeneration;
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(persisted.currentGeneration).toBe(generation + 1);
    const { token: fresh } = await loginAs(app);
    await transfer(app, fresh, '1.00');
    const { app: restarted } = await appKeptIn();
    expect(restarted.mock.export()).toEqual(app.mock.export());
    expect(await centralBalance(restarted, fresh)).toBe('8887.00');
  });
});

describe('PersistedWorld', () => {
  it('remove() closes and deletes the snapshot and its journals; a later commit writes nothing', async () => {
    const { app, persisted } = await appKeptIn();
    await loginAs(app);
    await persisted.remove();
    expect(await readdir(folder)).toEqual([]);
    await persisted.commit();
    expect(await readdir(folder)).toEqual([]);
  });
});

describe('compaction', () => {
  it('recovers the same world from the files a crash leaves at each step', async () => {
    const app = await testApp();
    apps.push(app);
    const copies = new Map<CompactionStep, string>();
    let compacting = false;
    const persisted = await PersistedWorld.open(app.mock, file, {
      compactAtBytes: 4000,
      onStep: async (step) => {
        if (!compacting) return;
        const copy = join(`${folder}-${step}`, 'world.json');
        await cp(folder, join(copy, '..'), { recursive: true });
        copies.set(step, copy);
      },
    });
    app.addHook('onSend', async (_request, _reply, payload) => {
      await persisted.commit();
      return payload;
    });
    const { token } = await loginAs(app);
    compacting = true;
    while (persisted.compactions === 0) {
      okData(api.funds.transfer, await transfer(app, token));
      // Writes go on during a compaction; here they wait, so each copy has the same world to hold.
      await persisted.settled();
    }
    compacting = false;
    const expected = app.mock.export();
    expect([...copies.keys()]).toEqual(['journal-created', 'snapshot-written', 'journals-removed']);
    for (const [step, copy] of copies) {
      const recovered = await recoverWorld(copy);
      expect(recovered?.snapshot, step).toEqual(expected);
    }
    // The files after a compaction: the new snapshot and its journal only.
    expect(await readdir(folder)).toEqual(['world.json', `world.json.journal-${persisted.currentGeneration}`]);
    const { app: restarted } = await appKeptIn(copies.get('journal-created'));
    expect(restarted.mock.export()).toEqual(expected);
  });
});
