import type { control } from '@contracts/control';
import { faultProblem } from '@contracts/control/faults';
import { clockMoveMs } from '@contracts/control/world';
import { locksItself } from '../core/binder';
import { fail } from '../core/errors';
import { DEFAULT_WORLD_NAME } from '../core/worlds';
import { ledgerProblemParams } from '../core/ledger';
import { LedgerMismatch } from '../core/runtime';
import { clockView, moveClock, type ControlHandlers } from './context';
import { faultRefusal } from './fault-refusal';

/** The runtime itself: reset, reseed, the clock, faults, state export/import (QA, demos, e2e). */
export const world: ControlHandlers<typeof control.world> = {
  // It takes the lock itself: a scenario is built by driving the world through the API, which needs the lock.
  reset: locksItself(async (input, { runtime, worlds, scenarios, write }) => {
    const known = scenarios.list().map((s) => s.name);
    if (input.scenario !== undefined && !known.includes(input.scenario))
      return fail('world.unknownScenario', { name: input.scenario, names: known.join(', ') || '—' }, 404).about('scenario');
    await write(() => runtime.reset());
    const name = worlds.all().find((entry) => entry.runtime === runtime)?.name ?? DEFAULT_WORLD_NAME;
    if (input.scenario !== undefined) await scenarios.build(input.scenario, name);
    return { ok: true, seed: runtime.world.seed, ...clockView(runtime) };
  }),
  reseed: async (input, { runtime }) => {
    await runtime.reset(input.seed);
    return { ok: true, seed: runtime.world.seed, ...clockView(runtime) };
  },
  clock: (_input, { runtime }) => clockView(runtime),
  advance: async (input, { runtime }) => (await moveClock(runtime, runtime.clock.now() + clockMoveMs(input))) ?? clockView(runtime),
  setClock: async (input, { runtime }) => (await moveClock(runtime, Date.parse(input.now))) ?? clockView(runtime),
  faults: (_input, { runtime }) => ({ faults: runtime.faults.all() }),
  addFault: (input, { runtime, lang }) => {
    const problem = faultProblem(input);
    return problem ? faultRefusal(problem, lang) : { fault: runtime.faults.add(input) };
  },
  clearFaults: (_input, { runtime }) => {
    runtime.faults.clear();
    return { ok: true };
  },
  removeFault: (input, { runtime }) => (runtime.faults.remove(input.id) ? { ok: true } : fail('control.unknownFault', {}, 404)),
  exportState: (input, { runtime }) => runtime.export({ secrets: input.secrets }),
  importState: async (input, { runtime }) => {
    try {
      await runtime.import(input);
    } catch (error) {
      // The figures as params (each short), so the message names the player, the wallet and both amounts whole.
      if (error instanceof LedgerMismatch) {
        return fail(
          error.problem.kind === 'balance' ? 'control.stateLedgerBalance' : 'control.stateLedgerChain',
          ledgerProblemParams(error.problem),
          400,
        );
      }
      return fail('control.stateRejected', { reason: (error as Error).message }, 400);
    }
    return { ok: true, ...clockView(runtime) };
  },
};
