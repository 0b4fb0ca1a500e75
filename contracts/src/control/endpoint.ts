import type { z } from 'zod';
import type { Endpoint, HttpMethod } from '../core/endpoint';

/**
 * One `/__mock/` call. `path` has no prefix; `{name}` segments are path parameters that the server
 * reads into `input` (and the typed client fills from it). Control calls carry no TOKEN: they are
 * guarded by where they come from (Host, no CORS, JSON only, X-Mock-Token beyond loopback).
 */
export function controlEndpoint<I extends z.ZodType, O extends z.ZodType>(
  def: Omit<Endpoint<I, O, 'none'>, 'auth' | 'method'> & { method: HttpMethod },
): Endpoint<I, O, 'none'> {
  return { ...def, auth: 'none' };
}

/** The names of a path's `{name}` parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}
