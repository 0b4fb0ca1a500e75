import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WorldSnapshot } from '@contracts/control/world';
import { StateFileError, stateFileText } from '@mock/core/snapshot-file';
import { keepWorldsIn } from '@mock/core/state-file';
import { ctl, testApp } from './helpers';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
async function app() {
  const made = await testApp();
  apps.push(made);
  return made;
}

/** An export of the seeded world with demo01's central balance edited by hand to ¥9,888.00 (its ledger: ¥8,888.00). */
async function editedExport(): Promise<WorldSnapshot> {
  const snapshot = (await app()).mock.export();
  const demo01 = snapshot.collections.players!.find((p) => p.username === 'demo01')!;
  const wallets = snapshot.collections.wallets!.map((w) =>
    w.uid === demo01.uid && w.code === 'central' ? { ...w, balanceFen: 988_800 } : w,
  );
  return { ...snapshot, collections: { ...snapshot.collections, wallets } };
}

describe('a world is audited when it is loaded', () => {
  it('refuses --state with a balance that disagrees with its ledger, naming it as money, and leaves the file as it was', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'mock-audit-')), 'world.json');
    const text = stateFileText(await editedExport());
    await writeFile(file, text);
    const target = await app();
    const before = JSON.stringify(target.mock.export());
    const started = keepWorldsIn(target, file);
    await expect(started).rejects.toThrow(StateFileError);
    await expect(started).rejects.toThrow(
      `the state file ${file} does not fit this mock's world: its balances disagree with its ledger: demo01 (uid 10001), central wallet: the stored balance is ¥9,888.00 but its ledger says ¥8,888.00. It was left untouched.`,
    );
    expect(await readFile(file, 'utf8')).toBe(text);
    expect(JSON.stringify(target.mock.export())).toBe(before);
  });

  it('refuses POST /__mock/state with the 400 envelope naming the difference in both languages, the world unchanged', async () => {
    const edited = await editedExport();
    const target = await app();
    await ctl(target).world.advance({ minutes: 5 });
    const before = JSON.stringify(target.mock.export());
    for (const [lang, msg] of [
      [
        'en',
        'State rejected, nothing was changed: its balances disagree with its ledger. demo01 (uid 10001), central wallet: the stored balance is ¥9,888.00 but its ledger says ¥8,888.00',
      ],
      [
        'zh_hans',
        '状态被拒绝，未做任何更改：其中的余额与账本不符。demo01（uid 10001）的 central 钱包：记录的余额为 ¥9,888.00，账本却为 ¥8,888.00',
      ],
    ] as const) {
      const response = await target.inject({ method: 'POST', url: '/__mock/state', payload: edited, headers: { lang } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 0, msg, data: null });
    }
    expect(JSON.stringify(target.mock.export())).toBe(before);
    // The untouched export still imports.
    const untouched = (await app()).mock.export();
    expect((await target.inject({ method: 'POST', url: '/__mock/state', payload: untouched })).json()).toMatchObject({ code: 1 });
  });

  it('says the same in /__mock/wallet/audit, the one audit', async () => {
    const target = await app();
    const wallet = target.mock.world.db.wallets.findFirst((q) => q.where({ uid: 10001, code: 'central' }))!;
    await target.mock.world.db.wallets.update((q) => q.where({ uid: 10001, code: 'central' }), {
      data: (w) => void (w.balanceFen = wallet.balanceFen + 100_000),
    });
    expect((await ctl(target).funds.audit()).problems).toEqual([
      'demo01 (uid 10001), central wallet: the stored balance is ¥9,888.00 but its ledger says ¥8,888.00',
    ]);
  });
});
