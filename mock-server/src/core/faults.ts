import { z } from 'zod';

export const FaultInput = z.object({
  /** A contract path ("user/login", "/api/user/login"), any case; "*" for every /api/ path. */
  path: z.string().min(1),
  kind: z.enum(['latency', 'error', 'unauthorized', 'drop']),
  /** latency: how long to wait (real milliseconds) before answering normally. */
  ms: z.number().int().min(0).max(600_000).optional(),
  /** error: the `msg` of the `code: 0` answer. */
  msg: z.string().optional(),
  /** How many requests it applies to; absent = until cleared. */
  times: z.number().int().positive().optional(),
});
export type FaultInput = z.infer<typeof FaultInput>;
export type Fault = FaultInput & { id: number; path: string };

export function normalisePath(path: string): string {
  return path.trim().replace(/^\/+/, '').replace(/^api\//i, '').replace(/\/+$/, '').toLowerCase();
}

/** Per-path fault injection for scenario tests (the control API edits it). */
export class Faults {
  private list: Fault[] = [];
  private nextId = 1;

  add(input: FaultInput): Fault {
    const fault: Fault = { ...input, path: input.path === '*' ? '*' : normalisePath(input.path), id: this.nextId++ };
    this.list.push(fault);
    return fault;
  }

  all(): Fault[] {
    return [...this.list];
  }

  remove(id: number): boolean {
    const before = this.list.length;
    this.list = this.list.filter((f) => f.id !== id);
    return this.list.length < before;
  }

  clear(): void {
    this.list = [];
  }

  /**
   * The faults that apply to one request, consuming their counts: every matching latency (they add
   * up) and the first matching error/unauthorized/drop.
   */
  take(path: string): { latencyMs: number; fault: Fault | null } {
    const key = normalisePath(path);
    const matching = this.list.filter((f) => f.path === '*' || f.path === key);
    const latency = matching.filter((f) => f.kind === 'latency');
    const fault = matching.find((f) => f.kind !== 'latency') ?? null;
    for (const used of fault ? [...latency, fault] : latency) {
      if (used.times !== undefined && --used.times <= 0) this.remove(used.id);
    }
    return { latencyMs: latency.reduce((sum, f) => sum + (f.ms ?? 0), 0), fault };
  }
}
