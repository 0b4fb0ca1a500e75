import type { ClockMode } from './clock';
import { fail, type DomainError } from './errors';
import type { MockRuntime } from './runtime';
import type { WorldSnapshot } from './store';

/** The world a request reaches without naming one (`DEFAULT_WORLD` of the control contract). */
export const DEFAULT_WORLD_NAME = 'default';

/** What a new world starts from: a seed (the server's by default) or a state export; its clock frozen or running. */
export interface WorldStart {
  seed?: number;
  state?: WorldSnapshot;
  clock?: ClockMode;
}

export interface WorldsOptions {
  /** A world nobody has used for this long (real time) is deleted, unless kept. */
  idleMs: number;
  /** The most worlds one server holds, the default one included. */
  max: number;
  /** Real time, for idleness (tests may fake it). */
  realNow?: () => number;
}

export interface WorldEntry {
  readonly name: string;
  readonly runtime: MockRuntime;
  /** The scenario it was built from, if any. */
  scenario: string | null;
  lastUsedMs: number;
  /** The default world, and every world while `--state` keeps them: never evicted. */
  kept: boolean;
}

/** Told when a world comes or goes (`--state` keeps a file per world). */
export interface WorldsListener {
  created?(entry: WorldEntry): Promise<void> | void;
  removed?(entry: WorldEntry): Promise<void> | void;
}

/**
 * The worlds of one server: the default world, which every request reaches unless it names another, and any number
 * of named ones, each a whole `MockRuntime` of its own (seed, players, ledger, clock, faults, idempotency records,
 * sessions), so two QA engineers or two journeys never see each other's changes. Cheap: a world from the seed is a
 * copy of the seeded snapshot (docs/performance.md, "Worlds").
 */
export class Worlds {
  private readonly entries = new Map<string, WorldEntry>();
  private readonly listeners: WorldsListener[] = [];
  private readonly realNow: () => number;
  private lastSweepMs = 0;
  private keepEvery = false;

  constructor(
    main: MockRuntime,
    private readonly make: (start: WorldStart) => Promise<MockRuntime>,
    readonly options: WorldsOptions,
  ) {
    this.realNow = options.realNow ?? (() => Date.now());
    this.entries.set(DEFAULT_WORLD_NAME, {
      name: DEFAULT_WORLD_NAME,
      runtime: main,
      scenario: null,
      lastUsedMs: this.realNow(),
      kept: true,
    });
  }

  get main(): MockRuntime {
    return this.entries.get(DEFAULT_WORLD_NAME)!.runtime;
  }

  listen(listener: WorldsListener): void {
    this.listeners.push(listener);
  }

  /** The world a request names (touched: it is in use), or undefined when there is none by that name. */
  use(name: string | undefined): MockRuntime | undefined {
    const entry = this.entries.get(name ?? DEFAULT_WORLD_NAME);
    if (!entry) return undefined;
    entry.lastUsedMs = this.realNow();
    void this.evictIdle();
    return entry.runtime;
  }

  /** Real milliseconds since a request last named the world. */
  idleMs(entry: WorldEntry): number {
    return Math.max(0, this.realNow() - entry.lastUsedMs);
  }

  get(name: string): WorldEntry | undefined {
    return this.entries.get(name);
  }

  all(): WorldEntry[] {
    return [...this.entries.values()];
  }

  /** Every world kept from now on (`--state`), the ones to come too. */
  keepAll(): void {
    this.keepEvery = true;
    for (const entry of this.entries.values()) entry.kept = true;
  }

  /**
   * A new world under a free name. `build` (a scenario) runs once the world is reachable by its name, since a scenario
   * drives it through the API; a scenario that fails leaves no world behind.
   */
  async create(name: string, start: WorldStart, build?: { scenario: string; run: () => Promise<void> }): Promise<WorldEntry | DomainError> {
    const refused = this.refuseName(name);
    if (refused) return refused;
    await this.evictIdle(true);
    if (this.entries.size >= this.options.max) return fail('world.tooMany', { max: this.options.max }, 409);
    const runtime = await this.make(start);
    // Taken again after the await: two creates of one name at once make one world.
    if (this.entries.has(name)) return fail('world.exists', { name }, 409);
    const entry: WorldEntry = { name, runtime, scenario: build?.scenario ?? null, lastUsedMs: this.realNow(), kept: this.keepEvery };
    this.entries.set(name, entry);
    if (build) {
      try {
        await build.run();
      } catch (error) {
        this.entries.delete(name);
        return fail('world.scenarioFailed', { name: build.scenario, reason: (error as Error).message }, 500);
      }
    }
    for (const listener of this.listeners) await listener.created?.(entry);
    return entry;
  }

  async remove(name: string): Promise<true | DomainError> {
    if (name === DEFAULT_WORLD_NAME) return fail('world.default', {}, 400);
    const entry = this.entries.get(name);
    if (!entry) return fail('world.unknown', { name }, 404);
    this.entries.delete(name);
    for (const listener of this.listeners) await listener.removed?.(entry);
    return true;
  }

  private refuseName(name: string): DomainError | null {
    if (name === DEFAULT_WORLD_NAME) return fail('world.default', {}, 400);
    if (this.entries.has(name)) return fail('world.exists', { name }, 409);
    return null;
  }

  /** Deletes the worlds idle for longer than `idleMs` (not kept); looks at most once a minute unless `now`. */
  private async evictIdle(now = false): Promise<void> {
    const realNow = this.realNow();
    if (!now && realNow - this.lastSweepMs < 60_000) return;
    this.lastSweepMs = realNow;
    for (const entry of [...this.entries.values()]) {
      if (!entry.kept && realNow - entry.lastUsedMs > this.options.idleMs) await this.remove(entry.name);
    }
  }
}
