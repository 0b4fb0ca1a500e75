import { MAX_CLOCK_MOVE_DAYS, MAX_CLOCK_MOVE_MS } from '../../contracts/src/control/world';
import type { FuzzCase } from './cases';

/**
 * Requests at the edges the operations' own cases do not reach: paths whose percent-encoding is no UTF-8
 * (refused by the router before any route, under /api/ and /__mock/ alike) and clock moves far past the
 * control API's bound of a year (each used to spin or answer 500). All must fail, with the envelope, at once.
 */
const BAD_ENCODINGS = ['%ff', '%ED%A0%80', '%C0%AF', '%E0%A4%A', '%', '%zz', '%F4%90%80%80', 'a%80b'];

const CLOCK_MOVES: Array<[string, Record<string, number> | string]> = [
  ['1e308 ms', { ms: 1e308 }],
  // 2^53 + 1 cannot be written as a JavaScript number: sent as JSON text.
  ['2^53+1 seconds', '{"seconds":9007199254740993}'],
  ['1e308 days', { days: 1e308 }],
  ['negative minutes', { minutes: -1 }],
  ['negative days', { days: -1e308 }],
  ['a year + 1 ms', { ms: MAX_CLOCK_MOVE_MS + 1 }],
  ['a year in days + 1 ms', { days: MAX_CLOCK_MOVE_DAYS, ms: 1 }],
  ['1e308 hours and minutes', { hours: 1e308, minutes: 1e308 }],
];

const json = { 'content-type': 'application/json' };

export function edgeCases(): FuzzCase[] {
  const encodings = BAD_ENCODINGS.flatMap((bad): FuzzCase[] => [
    { kind: `bad encoding ${bad}`, method: 'GET', url: `/api/${bad}`, headers: {}, mustFail: true },
    { kind: `bad encoding ${bad}`, method: 'POST', url: `/api/user/${bad}`, headers: json, payload: '{}', mustFail: true },
    { kind: `bad encoding ${bad}`, method: 'GET', url: `/__mock/faults/${bad}`, headers: {}, mustFail: true },
    { kind: `bad encoding ${bad}`, method: 'DELETE', url: `/__mock/${bad}`, headers: {}, mustFail: true },
  ]);
  const moves = CLOCK_MOVES.map(([kind, body]): FuzzCase => ({
    kind: `clock ${kind}`,
    method: 'POST',
    url: '/__mock/clock/advance',
    headers: json,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    mustFail: true,
  }));
  const sets = ['+275760-09-13T00:00:00.000Z', '1970-01-01T08:00:00+08:00', '2027-11-23T12:00:00.001+08:00'].map((now): FuzzCase => ({
    kind: `clock set ${now}`,
    method: 'POST',
    url: '/__mock/clock/set',
    headers: json,
    payload: JSON.stringify({ now }),
    mustFail: true,
  }));
  return [...encodings, ...moves, ...sets];
}
