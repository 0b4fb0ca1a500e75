import type { Control } from '@contracts/control';
import type { WorldInfo } from '@contracts/control/worlds';
import { locksItself } from '../core/binder';
import { fail, isDomainError } from '../core/errors';
import type { WorldEntry } from '../core/worlds';
import { clockView, type ControlHandlers } from './context';

/**
 * The server's worlds: list, create (seed, scenario or state export), copy, delete. They run outside any world's write
 * lock (`locksItself`): a scenario drives its new world through the API, and a copy takes the lock of the world it reads.
 */
export const worlds: ControlHandlers<Control['worlds']> = {
  list: (_input, { worlds }) => ({
    worlds: worlds.all().map((entry) => infoOf(entry, worlds.idleMs(entry))),
    idleMinutes: Math.round(worlds.options.idleMs / 60_000),
  }),
  create: locksItself(async (input, { worlds, scenarios }) => {
    const known = scenarios.list().map((s) => s.name);
    if (input.scenario !== undefined && !known.includes(input.scenario))
      return fail('world.unknownScenario', { name: input.scenario, names: known.join(', ') || '—' }, 404).about('scenario');
    const scenario = input.scenario;
    const start = { seed: input.seed, state: input.state, clock: input.clock };
    // Only a state export can fail to make a world (a ledger that disagrees with its balances, a record that does not fit).
    const created = await worlds
      .create(input.name, start, scenario === undefined ? undefined : { scenario, run: () => scenarios.build(scenario, input.name) })
      .catch((error: unknown) => fail('control.stateRejected', { reason: (error as Error).message }, 400).about('state'));
    return isDomainError(created) ? created : infoOf(created, 0);
  }),
  copy: locksItself(async (input, { worlds }) => {
    const from = worlds.get(input.name);
    if (!from) return fail('world.unknown', { name: input.name }, 404);
    const snapshot = await from.runtime.mutex.runExclusive(() => from.runtime.export({ secrets: true }));
    const copied = await worlds.create(input.to, { state: snapshot, clock: from.runtime.clock.mode });
    return isDomainError(copied) ? copied : infoOf(copied, 0);
  }),
  remove: locksItself(async (input, { worlds }) => {
    const removed = await worlds.remove(input.name);
    return isDomainError(removed) ? removed : { ok: true as const };
  }),
  scenarios: (_input, { scenarios }) => ({ scenarios: scenarios.list() }),
};

function infoOf(entry: WorldEntry, idleMs: number): WorldInfo {
  const { runtime } = entry;
  // The ledger is a book of its own (core/ledger-book.ts); every collection can list its records.
  const collections = Object.values(runtime.world.db) as { all(): unknown[] }[];
  return {
    name: entry.name,
    seed: runtime.world.seed,
    scenario: entry.scenario,
    clock: clockView(runtime),
    players: runtime.world.db.players.count(),
    records: collections.reduce((sum, collection) => sum + collection.all().length, 0),
    idleSeconds: Math.floor(idleMs / 1000),
    kept: entry.kept,
  };
}
