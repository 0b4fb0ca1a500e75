import type { Endpoint, OutputInputOf, ParsedInputOf } from './endpoint';

/**
 * The server side of a contract tree: the same shape, a handler per endpoint. A contract endpoint
 * without a handler is a type error (the ts-rest idea, without the library). `Ctx` is the server's
 * request context; `Err` the domain error value a handler may return instead of data.
 */
export type HandlerTree<T, Ctx, Err> = {
  [K in keyof T]: T[K] extends Endpoint
    ? (input: ParsedInputOf<T[K]>, ctx: Ctx) => OutputInputOf<T[K]> | Err | Promise<OutputInputOf<T[K]> | Err>
    : HandlerTree<T[K], Ctx, Err>;
};
