import type { HandlerTree } from '@contracts';
import { toPlatformIso } from '@contracts';
import { findPlayerByUsername } from '../areas/account/players';
import type { PlayerRecord } from '../areas/account/schemas';
import type { Ctx, Player } from '../core/context';
import { fail, type DomainError } from '../core/errors';
import type { MockRuntime } from '../core/runtime';
import type { World } from '../core/store';

/** What a control handler receives: the request context and the runtime it steers. */
export interface ControlCtx extends Ctx {
  runtime: MockRuntime;
}

/** The handlers of one control contract group (typed like `Handlers`, never with a player). */
export type ControlHandlers<T> = HandlerTree<T, ControlCtx, Player, DomainError>;

/** The player a control call names, or a 404 refusal. */
export function playerNamed(world: World, username: string): PlayerRecord | DomainError {
  return findPlayerByUsername(world, username) ?? fail('control.unknownPlayer', { username }, 404);
}

export function clockView(runtime: MockRuntime) {
  const nowMs = runtime.clock.now();
  return { now: toPlatformIso(nowMs), nowMs, mode: runtime.clock.mode };
}

/** An instant of a record for the control API's views, null staying null. */
export const isoOrNull = (ms: number | null) => (ms === null ? null : toPlatformIso(ms));
