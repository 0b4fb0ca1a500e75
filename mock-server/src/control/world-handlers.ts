import type { control } from '@contracts/control';
import { faultProblem } from '@contracts/control/faults';
import { fail } from '../core/errors';
import { clockView, type ControlHandlers } from './context';
import { faultRefusal } from './fault-refusal';

/** The runtime itself: reset, reseed, the clock, faults, state export/import (QA, demos, e2e). */
export const world: ControlHandlers<typeof control.world> = {
  reset: async (_input, { runtime }) => {
    await runtime.reset();
    return { ok: true, seed: runtime.world.seed, ...clockView(runtime) };
  },
  reseed: async (input, { runtime }) => {
    await runtime.reset(input.seed);
    return { ok: true, seed: runtime.world.seed, ...clockView(runtime) };
  },
  clock: (_input, { runtime }) => clockView(runtime),
  advance: async (input, { runtime }) => {
    const { ms = 0, seconds = 0, minutes = 0, hours = 0, days = 0 } = input;
    runtime.clock.advance(ms + seconds * 1000 + minutes * 60_000 + hours * 3_600_000 + days * 86_400_000);
    // The binder holds the write lock for this call: run the due jobs under it.
    await runtime.clock.runDue();
    return clockView(runtime);
  },
  setClock: async (input, { runtime }) => {
    runtime.clock.set(Date.parse(input.now));
    await runtime.clock.runDue();
    return clockView(runtime);
  },
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
      return fail('control.stateRejected', { reason: (error as Error).message }, 400);
    }
    return { ok: true, ...clockView(runtime) };
  },
};
