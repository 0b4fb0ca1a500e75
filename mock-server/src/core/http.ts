import type { MockRuntime } from './runtime';

/**
 * The part of a request the mock's routes read. Fastify's request has all of it, and so does the service worker's
 * (mock-server/src/browser/), so one set of route handlers serves the server and the static demo alike.
 */
export interface HttpRequest {
  readonly url: string;
  readonly method: string;
  /** Names lower-cased. */
  readonly headers: Record<string, string | string[] | undefined>;
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  /** The client's address as its connection gives it (never a header). */
  readonly ip: string;
  /** The world this request reaches, resolved before any route runs (core/world-routing.ts). */
  mockWorld: MockRuntime | null;
}

/** The part of a reply the mock's routes write: a status, headers and one payload (an object is sent as JSON). */
export interface HttpReply {
  code(status: number): HttpReply;
  header(name: string, value: string): HttpReply;
  type(contentType: string): HttpReply;
  send(payload?: unknown): HttpReply;
  redirect(url: string): HttpReply;
}

/** A route answers by sending on the reply, or by returning a value, sent as JSON. */
export type HttpHandler = (request: HttpRequest, reply: HttpReply) => unknown;

/** Where pages and images outside both contracts are registered (`:name` segments become `request.params`). */
export interface HttpRoutes {
  get(url: string, handler: HttpHandler): unknown;
  post(url: string, handler: HttpHandler): unknown;
}
