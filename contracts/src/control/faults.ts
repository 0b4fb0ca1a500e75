import { z } from 'zod';
import { flattenContract } from '../core/endpoint';
import { api } from '../index';

export const FAULT_KINDS = ['latency', 'error', 'unauthorized', 'drop'] as const;
export const FaultKind = z.enum(FAULT_KINDS).meta({ id: 'FaultKind' });
export type FaultKind = z.infer<typeof FaultKind>;

/** The fields each kind takes beside `path`, `kind` and `times`; `required` ones it cannot fire without. */
export const FAULT_FIELDS: Record<FaultKind, { optional: Array<'ms' | 'msg'>; required: Array<'ms' | 'msg'> }> = {
  latency: { optional: [], required: ['ms'] },
  error: { optional: ['msg'], required: [] },
  unauthorized: { optional: [], required: [] },
  drop: { optional: [], required: [] },
};

export const FaultInput = z
  .object({
    path: z
      .string()
      .trim()
      .min(1)
      .meta({
        description:
          'An /api/ call as this document names it ("user/login"; any case, with or without "/api/"), or "*" for every /api/ call. ' +
          'A path that is no /api/ call is refused, naming the closest ones.',
      }),
    kind: FaultKind.meta({
      description:
        '`latency`: wait `ms` (required), then answer normally. `error`: `code: 0` with `msg`. `unauthorized`: HTTP 401 `code: 401`, ' +
        'only on a call that needs a session (refused on a public one: it could never fire). `drop`: the connection is closed unanswered.',
    }),
    ms: z
      .number()
      .int()
      .min(0)
      .max(600_000)
      .optional()
      .meta({ description: 'latency only, and required there: real milliseconds to wait.' }),
    msg: z.string().optional().meta({ description: 'error only: the `msg` of the `code: 0` answer (default "Injected error").' }),
    times: z.number().int().positive().optional().meta({ description: 'How many requests it applies to; absent: until cleared.' }),
  })
  .strict()
  .meta({ id: 'FaultInput' });
export type FaultInput = z.infer<typeof FaultInput>;
export const Fault = FaultInput.extend({ id: z.number().int().positive() }).meta({ id: 'Fault' });
export type Fault = z.infer<typeof Fault>;

/** A path as the fault list keys it: lower case, no `/api/`, no slashes around. */
export function faultPathKey(path: string): string {
  return path
    .trim()
    .replace(/^\/+/, '')
    .replace(/^api\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

/** Every /api/ call a fault may name, with whether it needs a session (what `unauthorized` depends on). */
const API_CALLS = new Map(
  flattenContract(api).map(({ endpoint }) => [
    faultPathKey(endpoint.path),
    { path: endpoint.path, needsSession: endpoint.auth === 'required' },
  ]),
);

/** Why a fault could never fire as asked, with what is allowed instead; the mock words it in both languages. */
export type FaultProblem =
  | { problem: 'path'; path: string; closest: string[] }
  | { problem: 'noSession'; path: string; kinds: FaultKind[] }
  | { problem: 'missing'; kind: FaultKind; field: string; fields: string[] }
  | { problem: 'field'; kind: FaultKind; field: string; fields: string[] };

/**
 * What the schema cannot say on its own: the path must name an /api/ call, `unauthorized` needs a call
 * that needs a session, and each kind takes its own fields (latency needs `ms`; `ms` on an error fault
 * would be ignored). Null when the fault can fire.
 */
export function faultProblem(input: FaultInput): FaultProblem | null {
  const fields = ['path', 'kind', ...FAULT_FIELDS[input.kind].required, ...FAULT_FIELDS[input.kind].optional, 'times'];
  for (const field of FAULT_FIELDS[input.kind].required)
    if (input[field] === undefined) return { problem: 'missing', kind: input.kind, field, fields };
  for (const field of ['ms', 'msg'] as const)
    if (input[field] !== undefined && !fields.includes(field)) return { problem: 'field', kind: input.kind, field, fields };
  if (input.path === '*') return null;
  const call = API_CALLS.get(faultPathKey(input.path));
  if (!call) return { problem: 'path', path: input.path, closest: closestPaths(faultPathKey(input.path)) };
  if (input.kind === 'unauthorized' && !call.needsSession)
    return { problem: 'noSession', path: call.path, kinds: FAULT_KINDS.filter((k) => k !== 'unauthorized') };
  return null;
}

/** The /api/ paths nearest to a misspelt one (edit distance), at most three. */
function closestPaths(key: string): string[] {
  const scored = [...API_CALLS.entries()].map(([candidate, call]) => ({ path: call.path, distance: editDistance(key, candidate) }));
  const best = scored.sort((a, b) => a.distance - b.distance || a.path.localeCompare(b.path)).slice(0, 3);
  return best.map((s) => s.path);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}
