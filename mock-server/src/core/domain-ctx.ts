import type { Lang } from '@contracts';
import type { Ctx, Player } from './context';
import type { World } from './store';

/**
 * The one rule for domain functions' arguments:
 * - a function that works for a player takes a `DomainCtx` first, then its own input;
 * - a function that serves visitors (auth 'optional' or 'none') takes a `VisitorCtx` first;
 * - clock jobs, seeds' own helpers and control handlers that act on an order, not for a player,
 *   keep `(world, nowMs, …)`: they have no request, so no language or caller to pass.
 * Route bindings pass the handler's `ctx` straight through (`(input, ctx) => submitDeposit(ctx, input)`):
 * the handler ctx satisfies these shapes structurally. Domain code needs only who the player is, never the
 * session token, so `player` is just the uid — which also lets a seed act for a demo player without a session.
 */
export interface VisitorCtx {
  world: World;
  /** The clock read once per request. */
  now: number;
  lang: Lang;
  /** Absent for auth 'none', null for a visitor of an auth 'optional' endpoint. */
  player?: Pick<Player, 'uid'> | null;
}

export interface DomainCtx extends VisitorCtx {
  player: Pick<Player, 'uid'>;
}

/** For domain functions that check a secret or hash a password: who asks (their failure budget) and the write lock taken phase by phase. */
export type Caller = Pick<Ctx, 'client' | 'write' | 'throttle'>;
