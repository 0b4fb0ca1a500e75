/**
 * The mock's only source of "now". `running` follows real elapsed time from the start instant (plus
 * manual advances); `frozen` moves only when told, so tests are deterministic.
 */
export type ClockMode = 'running' | 'frozen';

/** A job run when the clock passes its due instant (one-shot). */
type Job = (nowMs: number) => void | Promise<void>;

/**
 * A sweeper settles what has fallen due and answers the earliest instant at which something it watches
 * falls due next (null: nothing pending). Until then, and while nothing has been written, it need not run.
 */
export type Sweeper = (nowMs: number) => Promise<number | null>;

/** The earliest of some instants, or null for none (a sweeper's answer). */
export function earliest(instants: readonly number[]): number | null {
  return instants.reduce<number | null>((min, at) => (min === null || at < min ? at : min), null);
}

export class Clock {
  private baseMs: number;
  private anchorRealMs: number;
  private readonly dueJobs: Array<{ at: number; job: Job }> = [];
  private readonly sweepers = new Map<string, Sweeper>();
  /** The earliest instant a sweeper said something falls due; -Infinity until they have run. */
  private sweepersDueMs = Number.NEGATIVE_INFINITY;

  constructor(
    startMs: number,
    readonly mode: ClockMode,
    /** Real time source; the only place wall-clock time enters the mock. */
    private readonly realNow: () => number = () => Date.now(),
  ) {
    this.baseMs = startMs;
    this.anchorRealMs = realNow();
  }

  now(): number {
    return this.mode === 'frozen' ? this.baseMs : this.baseMs + (this.realNow() - this.anchorRealMs);
  }

  /** Moves the clock forward; due jobs run at the next `runDue()` (the control API calls it at once). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.set(this.now() + ms);
  }

  set(ms: number): void {
    this.baseMs = ms;
    this.anchorRealMs = this.realNow();
    this.sweepersDueMs = Number.NEGATIVE_INFINITY;
  }

  /** Runs `job` once, the first time the clock is seen at or after `atMs`. */
  at(atMs: number, job: Job): void {
    this.dueJobs.push({ at: atMs, job });
    this.dueJobs.sort((a, b) => a.at - b.at);
  }

  /**
   * Registers a sweeper, run on a tick (before each request, after each advance) when something it
   * watches may be due. Prefer these, driven by due times kept in the store, over closures: they
   * survive state export/import.
   */
  sweep(name: string, job: Sweeper): void {
    this.sweepers.set(name, job);
    this.sweepersDueMs = Number.NEGATIVE_INFINITY;
  }

  /** Drops pending one-shot jobs (reset/import start a new world); sweepers stay. */
  clearJobs(): void {
    this.dueJobs.length = 0;
    this.sweepersDueMs = Number.NEGATIVE_INFINITY;
  }

  /**
   * True while nothing can be due: no one-shot job has come and no sweeper's next instant has. The
   * caller adds its own condition (nothing written since the last run), since a write can add a case
   * due earlier than the sweepers last said.
   */
  idle(): boolean {
    const now = this.now();
    return now < this.sweepersDueMs && !(this.dueJobs.length > 0 && this.dueJobs[0]!.at <= now);
  }

  /** Runs what is due now; the caller holds the write mutex. */
  async runDue(): Promise<void> {
    const now = this.now();
    while (this.dueJobs.length > 0 && this.dueJobs[0]!.at <= now) {
      const next = this.dueJobs.shift()!;
      await next.job(now);
    }
    let nextDue = Number.POSITIVE_INFINITY;
    for (const job of this.sweepers.values()) nextDue = Math.min(nextDue, (await job(now)) ?? Number.POSITIVE_INFINITY);
    this.sweepersDueMs = nextDue;
  }
}
