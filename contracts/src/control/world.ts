import { z } from 'zod';
import { NoInput } from '../core/envelope';
import { IsoDateTime } from '../core/time';
import { controlEndpoint } from './endpoint';
import { Fault, FaultInput } from './faults';

const ClockMode = z.enum(['running', 'frozen']).meta({ id: 'ClockMode' });
export const ClockView = z.object({ now: IsoDateTime, nowMs: z.number(), mode: ClockMode }).meta({ id: 'ClockView' });
export type ClockView = z.infer<typeof ClockView>;
const Done = ClockView.extend({ ok: z.literal(true), seed: z.number().int() }).meta({ id: 'WorldReset' });
const Ok = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });


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
}).meta({ id: 'WorldSnapshot', description: 'The world and the clock as exported: the `data` of GET /__mock/state.' });
export type WorldSnapshot = z.infer<typeof WorldSnapshot>;

/** `GET state`'s whole answer, envelope and all (what `curl … > world.json` saves). */
const ExportedState = z
  .object({ version: z.undefined().optional().meta({ description: 'Absent: only the bare snapshot has a version.' }), data: WorldSnapshot, code: z.literal(1), msg: z.string() })
  .meta({ id: 'ExportedState', description: 'The answer of GET /__mock/state as it was saved, envelope and all.' });

/**
 * What `POST state` takes: an export as `GET state` answered it (the envelope) or its bare `data`, so a
 * saved export imports as it is. Told apart by `version`, which only the bare snapshot has.
 */
export const StateImport = z.discriminatedUnion('version', [WorldSnapshot, ExportedState]).transform((state): WorldSnapshot => ('data' in state ? state.data : state));

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
  importState: controlEndpoint({
    method: 'POST',
    path: 'state',
    summary: 'Replaces the world with an export: the answer of `GET state` as saved, or its `data` (400 when it does not fit).',
    input: StateImport,
    output: ClockView.extend({ ok: z.literal(true) }),
  }),
};
