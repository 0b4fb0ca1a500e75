import type { HandlerTree } from '@contracts';
import { toPlatformIso } from '@contracts';
import { CLOCK_MAX_MS, CLOCK_MIN_MS, MAX_CLOCK_MOVE_DAYS, MAX_CLOCK_MOVE_MS } from '@contracts/control/world';
import { usernameKey } from '@contracts/rules/account';
import type { Ctx, Player } from '../core/context';
import { fail, type DomainError } from '../core/errors';
import type { MockRuntime } from '../core/runtime';
import type { Worlds } from '../core/worlds';
import type { ScenarioInfo } from '@contracts/control/worlds';
import type { World } from '../core/store';

/** The named starting points a world can be built from (mock-server/src/scenarios), as the control API sees them. */
export interface ScenarioCatalogue {
  list(): ScenarioInfo[];
  /** Builds a scenario into a world that exists already, by driving it through the API. */
  build(scenario: string, world: string): Promise<void>;
}

/** What a control handler receives: the request context, the runtime of the request's world, and the server's worlds. */
export interface ControlCtx extends Ctx {
  runtime: MockRuntime;
  worlds: Worlds;
  scenarios: ScenarioCatalogue;
}

/** The handlers of one control contract group (typed like `Handlers`, never with a player). */
export type ControlHandlers<T> = HandlerTree<T, ControlCtx, Player, DomainError<string>>;

type PlayerRecord = NonNullable<ReturnType<World['db']['players']['findFirst']>>;

/**
 * The player a control call names, or a 404 refusal. Read through the world's typed collections rather than the
 * account area's functions: the control layer sits below the areas, which import it. Names match by the contract's
 * one rule (`usernameKey`), as the account area stores them.
 */
export function playerNamed(world: World, username: string): PlayerRecord | DomainError {
  const key = usernameKey(username);
  return world.db.players.findFirst((q) => q.where({ usernameKey: key })) ?? fail('control.unknownPlayer', { username }, 404);
}

export function clockView(runtime: MockRuntime) {
  const nowMs = runtime.clock.now();
  return { now: toPlatformIso(nowMs), nowMs, mode: runtime.clock.mode };
}

/** An instant of a record for the control API's views, null staying null. */
export const isoOrNull = (ms: number | null) => (ms === null ? null : toPlatformIso(ms));

/**
 * Every clock move of the control API goes through here: at most MAX_CLOCK_MOVE_MS either way and
 * within the clock's range (a 400 naming the limit beyond either), then what fell due runs under the write lock the binder holds.
 */
export async function moveClock(runtime: MockRuntime, targetMs: number): Promise<DomainError | null> {
  const now = runtime.clock.now();
  if (!Number.isSafeInteger(targetMs) || Math.abs(targetMs - now) > MAX_CLOCK_MOVE_MS) {
    const target = Number.isFinite(targetMs) && Math.abs(targetMs) < 8.64e15 ? toPlatformIso(targetMs) : String(targetMs);
    return fail('control.clockTooFar', { days: MAX_CLOCK_MOVE_DAYS, target, now: toPlatformIso(now) }, 400);
  }
  if (targetMs < CLOCK_MIN_MS || targetMs > CLOCK_MAX_MS) {
    return fail(
      'control.clockOutOfRange',
      { target: toPlatformIso(targetMs), from: toPlatformIso(CLOCK_MIN_MS), to: toPlatformIso(CLOCK_MAX_MS) },
      400,
    );
  }
  runtime.clock.set(targetMs);
  await runtime.clock.runDue();
  return null;
}
