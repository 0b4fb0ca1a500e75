// The control API's contract describes a fault; the mock keeps the same shape.
import { faultPathKey, type Fault, type FaultInput } from '@contracts/control/faults';

/** An /api/ path as the route table and the faults key it (lower case, no `/api/`): the contract's one rule. */
export const normalisePath = faultPathKey;

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
   * up) and the first matching error/unauthorized/drop. An `unauthorized` fault applies only to a call
   * that needs a session (`needsSession`): a public call never answers 401, and the document says so.
   */
  take(path: string, needsSession: boolean): { latencyMs: number; fault: Fault | null } {
    const key = normalisePath(path);
    const matching = this.list.filter((f) => (f.path === '*' || f.path === key) && (f.kind !== 'unauthorized' || needsSession));
    const latency = matching.filter((f) => f.kind === 'latency');
    const fault = matching.find((f) => f.kind !== 'latency') ?? null;
    for (const used of fault ? [...latency, fault] : latency) {
      if (used.times !== undefined && --used.times <= 0) this.remove(used.id);
    }
    return { latencyMs: latency.reduce((sum, f) => sum + (f.ms ?? 0), 0), fault };
  }
}
