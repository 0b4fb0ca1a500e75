import { z } from 'zod';
import { Refusal, type Endpoint, type Lang } from '@contracts';
import { controlClient, type ControlClient } from '@contracts/control/client';

/**
 * Calling the app from outside, through `app.inject`, the way its clients do: what a scenario builds a world with
 * and what the tests drive it with, so both send the same requests.
 */

/** A request as `inject` takes it. */
export interface InjectRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller's address: failure budgets and throttles count per client. */
  remoteAddress?: string;
  payload?: object;
}

/** An answer as `inject` gives it. */
export interface InjectAnswer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** What calls the app: Fastify's instance (`app.inject`), or the static demo's mock in its service worker (browser/). */
export interface Injector {
  inject(request: InjectRequest): Promise<InjectAnswer>;
}
export interface InjectOptions {
  token?: string;
  lang?: Lang;
  headers?: Record<string, string>;
  /** The caller's address: failure budgets and throttles count per client. */
  client: string;
}

/** Calls an `/api/` endpoint the way the web client does (a query for GET, JSON for POST). */
export function injectApi<A extends InjectAnswer>(
  app: { inject(request: InjectRequest): Promise<A> },
  endpoint: Endpoint,
  input: object,
  options: InjectOptions,
): Promise<A> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.token = options.token;
  if (options.lang) headers.lang = options.lang;
  const url = `/api/${endpoint.path}`;
  const remoteAddress = options.client;
  return endpoint.method === 'GET'
    ? app.inject({
        method: 'GET',
        url,
        query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
        headers,
        remoteAddress,
      })
    : app.inject({ method: 'POST', url, payload: input, headers, remoteAddress });
}

/** The one typed control client (contracts/src/control/client.ts) over `app.inject`. */
export function injectControl(
  app: Injector,
  options: { token?: string; headers?: Record<string, string>; client?: string } = {},
): ControlClient {
  return controlClient(
    async ({ method, path, query, body, headers }) => {
      const response = await app.inject({
        method,
        url: path,
        query,
        headers: { ...options.headers, ...headers },
        ...(options.client === undefined ? {} : { remoteAddress: options.client }),
        ...(body === undefined ? {} : { payload: body }),
      });
      return { status: response.statusCode, body: response.json() };
    },
    { token: options.token },
  );
}

/** `code: 1` and `data` parsed with the endpoint's output schema, or an Error naming the call and what it answered. */
export function dataOf<E extends Endpoint>(endpoint: E, response: InjectAnswer): z.output<E['output']> {
  const body: unknown = response.json();
  const refusal = Refusal.safeParse(body);
  if (refusal.success) {
    const about = refusal.data.field === undefined ? '' : ` (about ${refusal.data.field})`;
    throw new Error(`${endpoint.path} was refused${about}: ${refusal.data.msg}`);
  }
  const parsed = z.object({ code: z.literal(1), msg: z.string(), data: endpoint.output }).safeParse(body);
  if (!parsed.success) throw new Error(`${endpoint.path}: ${response.statusCode} ${response.body}\n${parsed.error.message}`);
  return parsed.data.data as z.output<E['output']>;
}
