import type { z } from 'zod';

/** `/api/` uses GET and POST only (the platform's); the control API (`/__mock/`) may also DELETE. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';
export type ApiMethod = 'GET' | 'POST';

/**
 * Who may call an endpoint. `required`: a live TOKEN, otherwise HTTP 401 `code: 401`. `optional`: the
 * answer depends on the player when there is one (a game list's `collected`); a missing or dead token
 * is a visitor, never a 401. `none`: the same answer for everyone.
 */
export type AuthMode = 'required' | 'optional' | 'none';

/**
 * One `/api/` call. `path` is the spec's spelling without the `/api/` prefix; the server matches it
 * case-insensitively. `input` is the query (GET) or JSON body (POST); `output` is the envelope's `data`.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, A extends AuthMode = AuthMode> {
  method: HttpMethod;
  path: string;
  auth: A;
  summary: string;
  input: I;
  /**
   * The same input with rules that depend on "now" (age over 18, the 30-day record window). The
   * server checks requests with `inputAt(its clock)`; `input` is the clock-free shape for docs.
   */
  inputAt?: (nowMs: number) => z.ZodType<z.output<I>, z.input<I>>;
  output: O;
  /** multipart/form-data upload instead of JSON/query. */
  multipart?: boolean;
  /**
   * A money call that honours an `Idempotency-Key` header: the same key with the same body (per player,
   * for 24 clock hours) gets the first successful answer again without acting again; with another body
   * it is refused. Every call that moves money sets it.
   */
  idempotent?: boolean;
}

export function endpoint<I extends z.ZodType, O extends z.ZodType, const A extends AuthMode>(
  def: Endpoint<I, O, A> & { method: ApiMethod },
): Endpoint<I, O, A> {
  return def;
}

export type InputOf<E> = E extends Endpoint<infer I, z.ZodType, AuthMode> ? z.input<I> : never;
export type ParsedInputOf<E> = E extends Endpoint<infer I, z.ZodType, AuthMode> ? z.output<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O, AuthMode> ? z.output<O> : never;
/** What a handler may return before serialisation (the output schema's input side). */
export type OutputInputOf<E> = E extends Endpoint<z.ZodType, infer O, AuthMode> ? z.input<O> : never;
export type AuthOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer A> ? A : never;

/** A nested object of endpoints, grouped by domain: `api.account.login`. */
export type ContractTree = { [key: string]: Endpoint | ContractTree };

export function flattenContract(tree: ContractTree, prefix = ''): Array<{ key: string; endpoint: Endpoint }> {
  return Object.entries(tree).flatMap(([name, node]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return isEndpoint(node) ? [{ key, endpoint: node }] : flattenContract(node, key);
  });
}

export function isEndpoint(node: Endpoint | ContractTree): node is Endpoint {
  return typeof (node as Endpoint).path === 'string' && typeof (node as Endpoint).method === 'string';
}
