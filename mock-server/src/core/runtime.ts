import { ClientThrottle, type ThrottleRules } from './client-throttle';
import { Clock, type ClockMode } from './clock';
import type { WorldConfig } from './config';
import { Faults } from './faults';
import { describeLedgerProblem, ledgerProblems, type LedgerProblem } from './ledger';
import { Mutex } from './mutex';
import { exportWorld, importWorld, seedWorld, type World, type WorldShape, type WorldSnapshot } from './store';
import { inUnitOfWork } from './unit-of-work';

export interface RuntimeOptions {
  seed: number;
  startMs: number;
  clockMode: ClockMode;
  realNow?: () => number;
  /** What the world is made of: the areas, assembled by the composition root (areas/world.ts). */
  shape: WorldShape;
  world: WorldConfig;
  /** Per-client rates of password-hashing calls; null: unlimited (a benchmark that is the only client). */
  throttle: ThrottleRules | null;
}

/**
 * The mutable heart of one mock server: the world, its clock, the faults and the write lock. Reset,
 * reseed and import swap the world in place so handlers always read `runtime.world`.
 */
export class MockRuntime {
  readonly faults = new Faults();
  readonly mutex = new Mutex();
  readonly clock: Clock;
  readonly throttle: ClientThrottle;
  private current: World;
  private seed: number;
  /** The world and its write count when the sweepers last ran: unchanged and idle, a tick does nothing. */
  private swept: { world: World; writes: number } | null = null;

  private constructor(
    private readonly options: RuntimeOptions,
    world: World,
  ) {
    this.clock = new Clock(options.startMs, options.clockMode, options.realNow);
    this.throttle = new ClientThrottle(options.throttle, options.realNow);
    this.current = world;
    this.seed = options.seed;
  }

  static async create(options: RuntimeOptions): Promise<MockRuntime> {
    return new MockRuntime(options, await seedWorld(options.seed, options.startMs, options.shape, options.world));
  }

  get world(): World {
    return this.current;
  }

  /** The same seed (or a new one) and the start instant again; faults and sessions go too. */
  async reset(seed: number = this.seed): Promise<void> {
    this.seed = seed;
    this.current = await seedWorld(seed, this.options.startMs, this.options.shape, this.options.world);
    this.clock.clearJobs();
    this.clock.set(this.options.startMs);
    this.faults.clear();
  }

  /** The world and the clock as JSON; without `secrets`, no live tokens and no password hashes. */
  export(options: { secrets: boolean } = { secrets: true }): WorldSnapshot {
    return exportWorld(this.current, this.options.shape, this.clock.now(), options);
  }

  /**
   * Replaces the world with a snapshot, audited first like `/__mock/wallet/audit`: a file whose balances
   * disagree with its ledger (a balance edited by hand) is refused and the running world stays.
   */
  async import(snapshot: WorldSnapshot): Promise<void> {
    const world = await importWorld(snapshot, this.options.shape, this.current);
    const [problem] = ledgerProblems(world);
    if (problem) throw new LedgerMismatch(problem);
    this.current = world;
    this.seed = snapshot.seed;
    this.clock.clearJobs();
    this.clock.set(snapshot.now);
  }

  /** Runs `work` alone (the write lock) and as one unit of work on the current world. */
  write<T>(work: () => Promise<T> | T): Promise<T> {
    return this.mutex.runExclusive(() => inUnitOfWork(this.current, work));
  }

  /**
   * Runs due clock jobs under the write lock (before each request, after each advance). Most requests
   * find nothing due and nothing written since the last sweep: they skip the lock and the sweepers.
   */
  tick(): Promise<void> {
    const world = this.current;
    if (this.swept?.world === world && this.swept.writes === world.writes && this.clock.idle()) return Promise.resolve();
    return this.mutex.runExclusive(async () => {
      // Counted before the sweep: the sweepers' own writes make the next tick look once more, which is safe.
      const seen = { world: this.current, writes: this.current.writes };
      await this.clock.runDue();
      this.swept = seen;
    });
  }
}

/** A snapshot refused by the ledger audit; the message (English) names the first problem. */
export class LedgerMismatch extends Error {
  constructor(readonly problem: LedgerProblem) {
    super(`its balances disagree with its ledger: ${describeLedgerProblem(problem, 'en')}`);
  }
}
