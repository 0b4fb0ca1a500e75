import { api } from '@contracts';
import { control } from '@contracts/control';
import { CLOCK_MAX_MS, CLOCK_MIN_MS } from '@contracts/control/world';
import { registerAssets } from './assets/routes';
import type { ScenarioCatalogue } from './control/context';
import type { Area } from './core/area';
import { contractHandler, pairHandlers, type ContractHandler } from './core/binder';
import type { ThrottleRules } from './core/client-throttle';
import type { ClockMode } from './core/clock';
import type { WorldConfig } from './core/config';
import type { HttpRoutes } from './core/http';
import { MockRuntime } from './core/runtime';
import { inUnitOfWork } from './core/unit-of-work';
import { Worlds, type WorldStart } from './core/worlds';
import { AREAS } from './areas';
import { controlHandlers, DEFAULT_WORLD_CONFIG, handlers, WORLD_SHAPE } from './areas/world';

/**
 * What the server (app.ts) and the static demo's service worker (browser/) are both made of: the worlds, the two
 * contracts' handlers and the routes outside them. Each brings its own transport around these.
 */

export const DEFAULT_SEED = 20261122;
export const DEFAULT_NOW = '2026-11-22T12:00:00+08:00';
export const DEFAULT_APP_VERSION = '1.3.4';

export interface WorldsOptions {
  seed: number;
  /** The start instant, ISO 8601 or epoch ms. */
  now: string | number;
  clockMode: ClockMode;
  realNow?: () => number;
  world?: Partial<WorldConfig>;
  throttle: ThrottleRules | null;
  worldIdleMs: number;
  maxWorlds: number;
}

/** The default world and the registry of named ones, every world made alike (areas, settings, throttle rules). */
export async function createWorlds(options: WorldsOptions): Promise<Worlds> {
  const startMs = typeof options.now === 'number' ? options.now : Date.parse(options.now);
  if (Number.isNaN(startMs)) throw new Error(`invalid start instant ${String(options.now)}`);
  if (startMs < CLOCK_MIN_MS || startMs > CLOCK_MAX_MS)
    throw new Error(`the start instant ${String(options.now)} is outside the clock's range (2000 to 2199)`);
  // Each world has its own seed, clock and everything else.
  const makeRuntime = async (start: WorldStart = {}): Promise<MockRuntime> => {
    const made = await MockRuntime.create({
      seed: start.seed ?? options.seed,
      startMs,
      clockMode: start.clock ?? options.clockMode,
      realNow: options.realNow,
      shape: WORLD_SHAPE,
      world: { ...DEFAULT_WORLD_CONFIG, ...options.world },
      throttle: options.throttle,
    });
    if (start.state) await made.import(start.state);
    armClockJobs(made);
    return made;
  };
  return new Worlds(await makeRuntime(), makeRuntime, { idleMs: options.worldIdleMs, max: options.maxWorlds, realNow: options.realNow });
}

/** Each area's clock jobs on a world's clock. They read runtime.world on each tick, so reset / import (which swap the world) need nothing more. */
function armClockJobs(runtime: MockRuntime): void {
  for (const area of AREAS as readonly Area[]) {
    for (const [name, job] of Object.entries(area.jobs ?? {})) {
      runtime.clock.sweep(name, (nowMs) => inUnitOfWork(runtime.world, () => job(runtime.world, nowMs)));
    }
  }
}

export interface ContractsOptions {
  appVersion: string;
  validateOutput: boolean;
  /** The origin (and, in the demo, the folder) of the absolute URLs handed out: configured, never a request's Host. */
  publicOrigin: string;
  worlds: Worlds;
  scenarios: ScenarioCatalogue;
}

/** The platform's calls (`/api/`) and the control API (`/__mock/`), each one handler over its whole tree. */
export function contractHandlers(options: ContractsOptions): { api: ContractHandler; control: ContractHandler } {
  const settings = { appVersion: options.appVersion };
  const common = { settings, validateOutput: options.validateOutput, publicOrigin: options.publicOrigin };
  return {
    api: contractHandler(pairHandlers(api, handlers), { ...common, prefix: '/api/', faults: true, invalidStatus: 200 }),
    control: contractHandler(pairHandlers(control, controlHandlers), {
      ...common,
      prefix: '/__mock/',
      faults: false,
      invalidStatus: 400,
      extendCtx: (_ctx, requested) => ({ runtime: requested, worlds: options.worlds, scenarios: options.scenarios }),
    }),
  };
}

/** The pages and images outside both contracts: generated artwork, uploads, the demo game pages. */
export function registerMockRoutes(routes: HttpRoutes): void {
  registerAssets(routes);
  for (const area of AREAS as readonly Area[]) area.http?.(routes);
}
