import { z } from 'zod';
import { NoInput } from '../core/envelope';
import { controlEndpoint } from './endpoint';
import { ClockView, StateImport } from './world';

/** The world a request reaches without naming one. */
export const DEFAULT_WORLD = 'default';

/**
 * A world's name: what `X-Mock-World`, the `mock_world` cookie and `/h5/?world=` carry. Lower-case letters, digits and
 * hyphens, so it reads the same in a header, a cookie, a URL and a file name (`--state` keeps each world in a file).
 */
export const WorldName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'world.badName' })
  .meta({ id: 'WorldName', description: '1–40 lower-case letters, digits or hyphens, starting with a letter or digit.' });

const Bilingual = z.object({ zh_hans: z.string(), en: z.string() }).meta({ id: 'Bilingual' });

export const ScenarioInfo = z
  .object({
    name: z.string(),
    summary: Bilingual,
    players: z.array(
      z.object({
        username: z.string(),
        password: z.string(),
        withdrawalPassword: z.string().nullable(),
        role: Bilingual,
      }),
    ),
  })
  .meta({ id: 'ScenarioInfo' });
export type ScenarioInfo = z.infer<typeof ScenarioInfo>;

export const WorldInfo = z
  .object({
    name: z.string(),
    seed: z.number().int(),
    /** The scenario it started from; null for a plain seed, a copy or an imported state. */
    scenario: z.string().nullable(),
    clock: ClockView,
    players: z.number().int(),
    /** Records of every collection: what the world holds. */
    records: z.number().int(),
    /** Real seconds since a request last named it (eviction counts real time, not the world's clock). */
    idleSeconds: z.number().int().min(0),
    /** Kept by `--state` (never evicted), or the default world. */
    kept: z.boolean(),
  })
  .meta({ id: 'WorldInfo' });
export type WorldInfo = z.infer<typeof WorldInfo>;

const Ok = z.object({ ok: z.literal(true) });

const CreateWorld = z
  .object({
    name: WorldName,
    /** Faker seed of the new world; the server's own seed by default. */
    seed: z.number().int().optional(),
    /** A named starting point of `GET scenarios`, built on the seed. */
    scenario: z.string().min(1).max(40).optional(),
    /** A state export (`GET state`'s answer or its data) instead of a seed. */
    state: StateImport.optional(),
    /** Frozen (moves only when told) or running; the server's own mode by default. */
    clock: z.enum(['running', 'frozen']).optional(),
  })
  .refine((v) => v.state === undefined || (v.seed === undefined && v.scenario === undefined), {
    error: 'world.stateAndSeed',
    path: ['state'],
  });

/** Named worlds beside the default one: each with its own seed, players, ledger, clock, faults, idempotency records and sessions. */
export const worlds = {
  list: controlEndpoint({
    method: 'GET',
    path: 'worlds',
    summary: 'The worlds this server holds (the default one first) with their clock and size.',
    input: NoInput,
    output: z.object({ worlds: z.array(WorldInfo), idleMinutes: z.number().int() }),
  }),
  create: controlEndpoint({
    method: 'POST',
    path: 'worlds',
    summary:
      'Creates a named world from a seed, a scenario (built on the seed) or a state export. Requests join it with the header `X-Mock-World: NAME`, a browser tab by opening `/h5/?world=NAME`.',
    input: CreateWorld,
    output: WorldInfo,
  }),
  copy: controlEndpoint({
    method: 'POST',
    path: 'worlds/{name}/copy',
    summary: 'Copies a world (its clock instant, sessions and all; faults stay behind) under a new name.',
    input: z.object({ name: z.string(), to: WorldName }),
    output: WorldInfo,
  }),
  remove: controlEndpoint({
    method: 'DELETE',
    path: 'worlds/{name}',
    summary: 'Deletes a named world (the default one stays); its sessions end with it.',
    input: z.object({ name: z.string() }),
    output: Ok,
  }),
  scenarios: controlEndpoint({
    method: 'GET',
    path: 'scenarios',
    summary: 'The named starting points a world can be created from, with the players each creates.',
    input: NoInput,
    output: z.object({ scenarios: z.array(ScenarioInfo) }),
  }),
};
