import { z } from 'zod';
import { NoInput } from '../core/envelope';
import { QueryInt } from '../core/wire';
import { DAY_MS, IsoDateTime } from '../core/time';
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
/**
 * The instants the mock's clock may show, whatever moves it (a start instant, a move, an imported state):
 * platform times are written with four-digit years, and a flood of year-long moves must not walk past them.
 */
export const CLOCK_MIN_MS = Date.parse('2000-01-01T00:00:00+08:00');
export const CLOCK_MAX_MS = Date.parse('2199-12-31T23:59:59.999+08:00');

export const WorldSnapshot = z
  .object({
    version: z.literal(1),
    seed: z.number().int(),
    /** Epoch ms, within the clock's range (2000 to 2199). */
    now: z.int().min(CLOCK_MIN_MS).max(CLOCK_MAX_MS),
    counters: z.record(z.string(), z.number().int()),
    collections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
    /** False when sessions and password hashes were left out. */
    secrets: z.boolean().default(true),
  })
  .meta({ id: 'WorldSnapshot', description: 'The world and the clock as exported: the `data` of GET /__mock/state.' });
export type WorldSnapshot = z.infer<typeof WorldSnapshot>;

/** `GET state`'s whole answer, envelope and all (what `curl … > world.json` saves). */
const ExportedState = z
  .object({
    version: z.undefined().optional().meta({ description: 'Absent: only the bare snapshot has a version.' }),
    data: WorldSnapshot,
    code: z.literal(1),
    msg: z.string(),
  })
  .meta({ id: 'ExportedState', description: 'The answer of GET /__mock/state as it was saved, envelope and all.' });

/**
 * What `POST state` takes: an export as `GET state` answered it (the envelope) or its bare `data`, so a
 * saved export imports as it is. Told apart by `version`, which only the bare snapshot has.
 */
export const StateImport = z
  .discriminatedUnion('version', [WorldSnapshot, ExportedState])
  .transform((state): WorldSnapshot => ('data' in state ? state.data : state));

/**
 * The farthest one control call moves the clock (advance, set, a lottery jump), either way: a year, of
 * 366 days so that any calendar year fits. Everything the clock drives is worked out per move, so an
 * unbounded move (1e308 ms) would be a request that never ends; a longer span is several calls.
 */
export const MAX_CLOCK_MOVE_DAYS = 366;
export const MAX_CLOCK_MOVE_MS = MAX_CLOCK_MOVE_DAYS * DAY_MS;
const CLOCK_BOUND = `A move goes at most one year (MAX_CLOCK_MOVE_DAYS = ${MAX_CLOCK_MOVE_DAYS} days, ${MAX_CLOCK_MOVE_MS} ms), refused with 400 beyond it.`;

const UNIT_MS = { ms: 1, seconds: 1000, minutes: 60_000, hours: 3_600_000, days: DAY_MS } as const;
type ClockParts = Partial<Record<keyof typeof UNIT_MS, number>>;

/** The parts of an advance summed in whole milliseconds (a fraction of a millisecond is dropped). */
export function clockMoveMs(parts: ClockParts): number {
  return Math.floor(Object.entries(parts).reduce((sum, [unit, n]) => sum + (n ?? 0) * UNIT_MS[unit as keyof typeof UNIT_MS], 0));
}

/** One part: a finite number ≥ 0 of its unit, at most a year of it (`ms` a whole number). */
function part(unit: keyof typeof UNIT_MS) {
  // The bound comes first, so 1e308 is refused for the year it exceeds rather than as an unsafe integer.
  const bounded = z
    .number()
    .min(0)
    .max(MAX_CLOCK_MOVE_MS / UNIT_MS[unit], { error: 'clock.tooFar' });
  return unit === 'ms' ? bounded.int() : bounded;
}

const Advance = z
  .object({ ms: part('ms'), seconds: part('seconds'), minutes: part('minutes'), hours: part('hours'), days: part('days') })
  .partial()
  .refine((v) => Object.values(v).some((n) => n !== undefined), 'give ms, seconds, minutes, hours or days')
  .refine((v) => clockMoveMs(v) <= MAX_CLOCK_MOVE_MS, { error: 'clock.sumTooFar', params: { days: MAX_CLOCK_MOVE_DAYS } })
  .meta({ description: `The parts are summed. ${CLOCK_BOUND}` });

/** The runtime itself: the world, its clock, faults and sessions. */
export const world = {
  reset: controlEndpoint({
    method: 'POST',
    path: 'reset',
    summary:
      'Same seed, start instant; faults and sessions cleared. With `scenario` (a name of `GET scenarios`), the world is then built into that starting point.',
    input: z.object({ scenario: z.string().min(1).max(40).optional() }),
    output: Done,
  }),
  reseed: controlEndpoint({
    method: 'POST',
    path: 'reseed',
    summary: 'A new world from another seed.',
    input: z.object({ seed: z.number().int() }),
    output: Done,
  }),
  clock: controlEndpoint({ method: 'GET', path: 'clock', summary: 'The mock clock.', input: NoInput, output: ClockView }),
  advance: controlEndpoint({
    method: 'POST',
    path: 'clock/advance',
    summary: `Moves the clock forward (the parts are summed) and runs due jobs. ${CLOCK_BOUND}`,
    input: Advance,
    output: ClockView,
  }),
  setClock: controlEndpoint({
    method: 'POST',
    path: 'clock/set',
    summary: `Sets the clock (forward or back) and runs due jobs. ${CLOCK_BOUND}`,
    input: z.object({ now: IsoDateTime }),
    output: ClockView,
  }),
  faults: controlEndpoint({
    method: 'GET',
    path: 'faults',
    summary: 'The active faults.',
    input: NoInput,
    output: z.object({ faults: z.array(Fault) }),
  }),
  addFault: controlEndpoint({
    method: 'POST',
    path: 'faults',
    summary: 'Injects a fault on an /api/ path (or `*`).',
    input: FaultInput,
    output: z.object({ fault: Fault }),
  }),
  clearFaults: controlEndpoint({ method: 'DELETE', path: 'faults', summary: 'Clears every fault.', input: NoInput, output: Ok }),
  removeFault: controlEndpoint({
    method: 'DELETE',
    path: 'faults/{id}',
    summary: 'Clears one fault (404 unknown).',
    input: z.object({ id: QueryInt.pipe(z.number().int().positive()) }),
    output: Ok,
  }),
  exportState: controlEndpoint({
    method: 'GET',
    path: 'state',
    summary: 'Exports the world and the clock; sessions and password hashes only with `secrets=true`.',
    input: z.object({
      secrets: z
        .enum(['true', 'false'])
        .default('false')
        .transform((v) => v === 'true'),
    }),
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
