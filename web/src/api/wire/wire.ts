import type { Endpoint } from '@contracts/core/endpoint';

/**
 * What the request client needs to call one endpoint: no zod, so a screen without a form does not
 * download the contract's schemas. `endpoint` exists only in the type (never at run time): it carries
 * the contract's input and output types to `request()`.
 */
export interface Wire<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  readonly multipart?: boolean;
  readonly endpoint?: E;
}

/** The contract's tree with every endpoint replaced by its wire descriptor. */
export type WireTree<T> = { readonly [K in keyof T]: T[K] extends Endpoint ? Wire<T[K]> : WireTree<T[K]> };
