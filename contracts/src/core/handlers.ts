import type { AuthMode, AuthOf, Endpoint, OutputInputOf, ParsedInputOf } from './endpoint';

/**
 * What a handler's context holds about the caller, by the endpoint's `auth`: the binder has already
 * resolved the session, so `required` handlers get a player (never null), `optional` ones a player or
 * null, and `none` ones no player at all (they cannot depend on one by mistake).
 */
export type CallerOf<A extends AuthMode, Player> = A extends 'required'
  ? { player: Player }
  : A extends 'optional'
    ? { player: Player | null }
    : { player?: never };

/**
 * The server side of a contract tree: the same shape, a handler per endpoint. A contract endpoint
 * without a handler is a type error (the ts-rest idea, without the library). `Ctx` is the server's
 * request context, `Player` what it knows of a logged-in caller, `Err` the domain error value a
 * handler may return instead of data.
 */
export type HandlerTree<T, Ctx, Player, Err> = {
  [K in keyof T]: T[K] extends Endpoint
    ? (
        input: ParsedInputOf<T[K]>,
        ctx: Ctx & CallerOf<AuthOf<T[K]>, Player>,
      ) => OutputInputOf<T[K]> | Err | Promise<OutputInputOf<T[K]> | Err>
    : HandlerTree<T[K], Ctx, Player, Err>;
};
