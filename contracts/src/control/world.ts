import { z } from 'zod';
import { NoInput } from '../core/envelope';
import { IsoDateTime } from '../core/time';
import { controlEndpoint } from './endpoint';

const ClockMode = z.enum(['running', 'frozen']).meta({ id: 'ClockMode' });
export const ClockView = z.object({ now: IsoDateTime, nowMs: z.number(), mode: ClockMode }).meta({ id: 'ClockView' });
export type ClockView = z.infer<typeof ClockView>;
const Done = ClockView.extend({ ok: z.literal(true), seed: z.number().int() }).meta({ id: 'WorldReset' });
const Ok = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

export const FaultInput = z.object({
  /**
   * A contract path ("user/login", "/api/user/login"), any case; "*" for every /api/ path. `unauthorized`
   * applies only to calls that need a session: a public call never answers 401.
   */
  path: z.string().min(1),
  kind: z.enum(['latency', 'error', 'unauthorized', 'drop']).meta({ id: 'FaultKind' }),
  /** latency: how long to wait (real milliseconds) before answering normally. */
  ms: z.number().int().min(0).max(600_000).optional(),
  /** error: the `msg` of the `code: 0` answer. */
  msg: z.string().optional(),
  /** How many requests it applies to; absent = until cleared. */
  times: z.number().int().positive().optional(),
});
export type FaultInput = z.infer<typeof FaultInput>;
export const Fault = FaultInput.extend({ id: z.number().int().positive() }).meta({ id: 'Fault' });
export type Fault = z.infer<typeof Fault>;

/**
 * The exported world: plain JSON, re-validated record by record on import. Without `secrets` the
 * export has no sessions and no password hashes (`passwordHash: ""`); importing such an export keeps
 * the hashes the running world has for the same uids, so the demo passwords keep working.
 */
export const WorldSnapshot = z.object({
  version: z.literal(1),
  seed: z.number().int(),
  now: z.number(),
  counters: z.record(z.string(), z.number().int()),
  collections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  /** False when sessions and password hashes were left out. */
  secrets: z.boolean().default(true),
}).meta({ id: 'WorldSnapshot' });
export type WorldSnapshot = z.infer<typeof WorldSnapshot>;

const Advance = z
  .object({ ms: z.number().min(0), seconds: z.number().min(0), minutes: z.number().min(0), hours: z.number().min(0), days: z.number().min(0) })
  .partial()
  .refine((v) => Object.values(v).some((n) => n !== undefined), 'give ms, seconds, minutes, hours or days');

/** The runtime itself: the world, its clock, faults and sessions. */
export const world = {
  reset: controlEndpoint({ method: 'POST', path: 'reset', summary: 'Same seed, start instant; faults and sessions cleared.', input: NoInput, output: Done }),
  reseed: controlEndpoint({ method: 'POST', path: 'reseed', summary: 'A new world from another seed.', input: z.object({ seed: z.number().int() }), output: Done }),
  clock: controlEndpoint({ method: 'GET', path: 'clock', summary: 'The mock clock.', input: NoInput, output: ClockView }),
  advance: controlEndpoint({ method: 'POST', path: 'clock/advance', summary: 'Moves the clock forward (the parts are summed) and runs due jobs.', input: Advance, output: ClockView }),
  setClock: controlEndpoint({ method: 'POST', path: 'clock/set', summary: 'Sets the clock and runs due jobs.', input: z.object({ now: IsoDateTime }), output: ClockView }),
  faults: controlEndpoint({ method: 'GET', path: 'faults', summary: 'The active faults.', input: NoInput, output: z.object({ faults: z.array(Fault) }) }),
  addFault: controlEndpoint({ method: 'POST', path: 'faults', summary: 'Injects a fault on an /api/ path (or `*`).', input: FaultInput, output: z.object({ fault: Fault }) }),
  clearFaults: controlEndpoint({ method: 'DELETE', path: 'faults', summary: 'Clears every fault.', input: NoInput, output: Ok }),
  removeFault: controlEndpoint({ method: 'DELETE', path: 'faults/{id}', summary: 'Clears one fault (404 unknown).', input: z.object({ id: z.coerce.number().int().positive() }), output: Ok }),
  exportState: controlEndpoint({
    method: 'GET',
    path: 'state',
    summary: 'Exports the world and the clock; sessions and password hashes only with `secrets=true`.',
    input: z.object({ secrets: z.enum(['true', 'false']).default('false').transform((v) => v === 'true') }),
    output: WorldSnapshot,
  }),
  importState: controlEndpoint({ method: 'POST', path: 'state', summary: 'Replaces the world with an export (400 when it does not fit).', input: WorldSnapshot, output: ClockView.extend({ ok: z.literal(true) }) }),
};
