import type { AuthMode, AuthOf, Endpoint, InputOf, OutputInputOf, ParsedInputOf } from './endpoint';

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

/** The inputs a refusal of an endpoint may name as its `field` (the `Refusal` envelope): the keys of its request. */
export type FieldOf<E> = keyof InputOf<E> & string;

/**
 * The server side of a contract tree: the same shape, a handler per endpoint. A contract endpoint
 * without a handler is a type error (the ts-rest idea, without the library). `Ctx` is the server's
 * request context, `Player` what it knows of a logged-in caller, `Err` the domain error value a
 * handler may return instead of data; a refusal that names the input it is about (`field`) can name only a key of
 * this endpoint's request, so a form never waits for a field it does not have.
 */
export type HandlerTree<T, Ctx, Player, Err extends { readonly field?: string }> = {
  [K in keyof T]: T[K] extends Endpoint
    ? (
        input: ParsedInputOf<T[K]>,
        ctx: Ctx & CallerOf<AuthOf<T[K]>, Player>,
      ) => OutputInputOf<T[K]> | RefusalOf<Err, T[K]> | Promise<OutputInputOf<T[K]> | RefusalOf<Err, T[K]>>
    : HandlerTree<T[K], Ctx, Player, Err>;
};

/** A refusal of endpoint E: the server's error value, naming no field or one of E's inputs. */
type RefusalOf<Err, E> = Err & { readonly field?: FieldOf<E> };
