/**
 * The mock's only source of "now". `running` follows real elapsed time from the start instant (plus
 * manual advances); `frozen` moves only when told, so tests are deterministic.
 */
export type ClockMode = 'running' | 'frozen';

/** A job run when the clock passes its due instant (one-shot) or on every tick (sweeper). */
type Job = (nowMs: number) => void | Promise<void>;

export class Clock {
  private baseMs: number;
  private anchorRealMs: number;
  private readonly dueJobs: Array<{ at: number; job: Job }> = [];
  private readonly sweepers = new Map<string, Job>();

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
  }

  /** Runs `job` once, the first time the clock is seen at or after `atMs`. */
  at(atMs: number, job: Job): void {
    this.dueJobs.push({ at: atMs, job });
    this.dueJobs.sort((a, b) => a.at - b.at);
  }

  /**
   * Registers a job run on every tick (before each request and after each advance). Prefer these,
   * driven by due times kept in the store, over closures: they survive state export/import.
   */
  sweep(name: string, job: Job): void {
    this.sweepers.set(name, job);
  }

  /** Drops pending one-shot jobs (reset/import start a new world); sweepers stay. */
  clearJobs(): void {
    this.dueJobs.length = 0;
  }

  /** Runs what is due now; the caller holds the write mutex. */
  async runDue(): Promise<void> {
    const now = this.now();
    while (this.dueJobs.length > 0 && this.dueJobs[0]!.at <= now) {
      const next = this.dueJobs.shift()!;
      await next.job(now);
    }
    for (const job of this.sweepers.values()) await job(now);
  }
}
