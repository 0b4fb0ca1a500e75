import { describeIssue, isEndpoint, issueField, parseLang, type ContractTree, type Endpoint } from '@contracts';
import { liveSession, touchSession } from './auth';
import { BadBody, duplicateParam, type MultipartBody } from './body';
import type { Ctx, Player, Settings } from './context';
import { fail, isDomainError, translate } from './errors';
import { sendFail, sendFailKey, sendOk, sendUnauthorized } from './envelope';
import { normalisePath } from './faults';
import type { HttpReply, HttpRequest } from './http';
import { fingerprintOf, idempotencyKeyOf, idempotencyStore, type Answer } from './idempotency';
import type { MockRuntime } from './runtime';
import { inUnitOfWork } from './unit-of-work';
import { worldOf } from './world-routing';

type AnyHandler = (input: unknown, ctx: Ctx) => unknown;
type HandlerNode = AnyHandler | { [key: string]: HandlerNode };

export interface BoundEndpoint {
  key: string;
  endpoint: Endpoint;
  handler: AnyHandler;
}

const LOCKS_ITSELF = Symbol('locksItself');

/**
 * Marks a write handler that takes the world's write lock itself, phase by phase through `ctx.write`,
 * instead of running whole inside it: its slow part (a password hash, seconds of scrypt under a flood)
 * then keeps no other request waiting. Its phases are separate units of work.
 */
export function locksItself<F extends (...args: never[]) => unknown>(handler: F): F {
  return Object.assign(handler, { [LOCKS_ITSELF]: true });
}

const isLockingItself = (handler: AnyHandler) => LOCKS_ITSELF in handler;

/** Pairs every contract endpoint with its handler (the types already guarantee one exists). */
export function pairHandlers(tree: ContractTree, handlers: unknown, prefix = ''): BoundEndpoint[] {
  const node = handlers as Record<string, HandlerNode | undefined>;
  return Object.entries(tree).flatMap(([name, child]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    const handler = node[name];
    if (handler === undefined) throw new Error(`no handler for ${key}`);
    if (isEndpoint(child)) {
      if (typeof handler !== 'function') throw new Error(`handler for ${key} is not a function`);
      return [{ key, endpoint: child, handler }];
    }
    return pairHandlers(child, handler, key);
  });
}

export interface BinderOptions {
  settings: Settings;
  /** Parse handler data with the contract's output schema (dev and test). */
  validateOutput: boolean;
  /** Origin of the absolute URLs handed out (play pages, downloads): configured, never the request's Host. */
  publicOrigin: string;
  /** Where the tree is served: `/api/` (the platform's) or `/__mock/` (the control API). */
  prefix: '/api/' | '/__mock/';
  /** Fault injection applies to the platform's calls only, never to the control API that sets it. */
  faults: boolean;
  /** HTTP status of a request the contract refuses: 200 on `/api/` (`code: 0`, the platform's way), 400 on `/__mock/`. */
  invalidStatus: number;
  /** Extra context for this tree's handlers (the control API gets the runtime of the request's world). */
  extendCtx?: (ctx: Ctx, runtime: MockRuntime) => object;
}

/** A bound endpoint and, for `{name}` segments, the pattern that reads them. */
interface Route extends BoundEndpoint {
  pattern: RegExp;
  params: string[];
}

function routeOf(b: BoundEndpoint): Route {
  const params = [...b.endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const source = b.endpoint.path
    .toLowerCase()
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '([^/]+)' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return { ...b, pattern: new RegExp(`^${source}$`, 'i'), params };
}

/**
 * The endpoints of a tree, looked up as the platform does (case-insensitive): a path without `{name}`
 * segments by one map lookup of its lower-case form (most calls), the `{name}` patterns by regex.
 */
class RouteTable {
  private readonly exact = new Map<string, Route[]>();
  private readonly patterned: Route[] = [];

  constructor(routes: Route[]) {
    for (const route of routes) {
      if (route.params.length > 0) this.patterned.push(route);
      else this.exact.set(route.endpoint.path.toLowerCase(), [...(this.exact.get(route.endpoint.path.toLowerCase()) ?? []), route]);
    }
  }

  /** The endpoint for a path and method; 'method' when only the method is wrong (with an endpoint of that path). */
  find(path: string, method: string): { route: Route; params: Record<string, string> } | { wrongMethod: Route } | null {
    const exact = this.exact.get(path.toLowerCase());
    const matching = exact
      ? exact.map((route) => ({ route, params: {} }))
      : this.patterned.flatMap((route) => {
          const match = route.pattern.exec(path);
          return match ? [{ route, params: Object.fromEntries(route.params.map((name, i) => [name, match[i + 1] ?? ''])) }] : [];
        });
    if (matching.length === 0) return null;
    return matching.find((m) => m.route.endpoint.method === method) ?? { wrongMethod: matching[0]!.route };
  }
}

/** One call of a contract endpoint as its transport hands it over (Fastify's below, the demo's service worker). */
export interface ContractCall {
  request: HttpRequest;
  /** The body's parts when it is multipart, else null: read whatever the endpoint, so an unexpected upload is drained. */
  readMultipart: () => Promise<MultipartBody | BadBody | null>;
  /** No answer at all (the `drop` fault): the client sees a network failure. */
  drop: () => unknown;
  /** Hands the first answer of an Idempotency-Key to its key once it is sent (null: not sent, or not a success). */
  onAnswer: (finish: (answer: Answer | null) => void) => void;
  /** A mock bug worth a log line. */
  logError: (detail: object, message: string) => void;
}

export type ContractHandler = (call: ContractCall, reply: HttpReply) => Promise<unknown>;

/**
 * One place for every endpoint of a contract tree (`/api/` and the control API `/__mock/`): fault
 * injection, case-insensitive lookup, auth, input validation against the contract (clock-aware), the
 * write lock and unit of work, domain errors, output checks and the `{ code, msg, data }` envelope.
 */
export function contractHandler(bound: BoundEndpoint[], options: BinderOptions): ContractHandler {
  const table = new RouteTable(bound.map(routeOf));
  const { prefix } = options;

  return async function handle(call: ContractCall, reply: HttpReply) {
    const { request } = call;
    const runtime = worldOf(request);
    const lang = parseLang(request.headers.lang);
    const rawPath = safeDecode(new URL(request.url, 'http://mock').pathname);
    const path = prefix === '/api/' ? normalisePath(rawPath) : rawPath.slice(prefix.length).replace(/\/+$/, '');

    const found = table.find(path, request.method);
    const needsSession = found !== null && 'route' in found && found.route.endpoint.auth === 'required';
    const { latencyMs, fault } = options.faults ? runtime.faults.take(path, needsSession) : { latencyMs: 0, fault: null };
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (fault?.kind === 'drop') return call.drop();
    if (fault?.kind === 'unauthorized') return sendUnauthorized(reply, lang, 'auth.expired');
    if (fault?.kind === 'error') return sendFail(reply, fault.msg ?? translate('fault.error', lang));

    if (!found) return sendFailKey(reply, lang, 'request.unknownPath', { path: rawPath }, 404);

    const multipart = await call.readMultipart();
    if ('wrongMethod' in found) {
      const { endpoint } = found.wrongMethod;
      return sendFailKey(reply, lang, 'request.method', { path: endpoint.path, method: endpoint.method }, 405);
    }
    const { endpoint, handler, key } = found.route;
    // hardening: a body or query that cannot be read is refused for what it is.
    if (multipart instanceof BadBody) return sendFailKey(reply, lang, multipart.key, multipart.params);
    if (endpoint.multipart && !multipart) return sendFailKey(reply, lang, 'upload.notMultipart');
    if (!endpoint.multipart && multipart) return sendFailKey(reply, lang, 'request.expectJson', { path: endpoint.path });
    const repeated = duplicateParam(request.query);
    if (repeated !== null) return sendFailKey(reply, lang, 'request.duplicateParam', { name: repeated });

    await runtime.tick();
    const now = runtime.clock.now();
    const token = headerValue(request.headers.token) ?? null;
    // Resolved once here: 'required' refuses without a live session, 'optional' treats a dead one as a visitor.
    const session = endpoint.auth === 'none' ? null : liveSession(runtime.world, token ?? undefined, now);
    if (endpoint.auth === 'required' && !session) return sendUnauthorized(reply, lang, token ? 'auth.expired' : 'auth.required');
    // The security page's "last seen" of each device.
    if (session) await touchSession(runtime.world, session, now);
    const player: Player | null = session ? { uid: session.uid, token: session.token } : null;

    const fields = endpoint.multipart ? (multipart?.fields ?? {}) : endpoint.method === 'GET' ? request.query : (request.body ?? {});
    const raw = Object.keys(found.params).length === 0 ? fields : { ...(fields as object), ...found.params };
    const schema = endpoint.inputAt?.(now) ?? endpoint.input;
    // reportInput: a field of the wrong type is "must be text", not "is required" (describeIssue reads the input).
    const parsed = await schema.safeParseAsync(raw, { reportInput: true });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      return sendFail(reply, first ? describeIssue(first, lang) : translate('internal', lang), options.invalidStatus, issueField(first));
    }

    // Only a non-GET handler that does not lock itself runs whole inside the write lock.
    const holdsLock = endpoint.method !== 'GET' && !isLockingItself(handler);
    const base: Ctx & { player?: Player | null } = {
      // 'none' handlers get no player at all, so they cannot come to depend on one.
      ...(endpoint.auth === 'none' ? {} : { player }),
      world: runtime.world,
      clock: runtime.clock,
      now,
      lang,
      token,
      headers: flatHeaders(request.headers),
      files: multipart?.files ?? [],
      origin: options.publicOrigin,
      settings: options.settings,
      client: request.ip,
      write: <T>(work: () => Promise<T> | T): Promise<T> => (holdsLock ? inUnitOfWork(runtime.world, work) : runtime.write(work)),
      throttle: (action) => {
        const waitMs = runtime.throttle.take(action, request.ip);
        return waitMs === null ? null : fail(`throttle.${action}`, { seconds: Math.ceil(waitMs / 1000) });
      },
    };
    const ctx = options.extendCtx ? { ...base, ...options.extendCtx(base, runtime) } : base;
    // hardening: a retry of the same money submission answers the first answer, acting once.
    if (endpoint.idempotent) {
      const idempotency = idempotencyKeyOf(request.headers);
      if ('error' in idempotency) return sendFailKey(reply, lang, idempotency.error);
      if (idempotency.key !== null) {
        const begun = await idempotencyStore(runtime.world).begin(
          String(player?.uid ?? ''),
          idempotency.key,
          fingerprintOf(endpoint.path, raw),
          now,
        );
        if (begun.kind === 'mismatch') return sendFailKey(reply, lang, 'idempotency.mismatch');
        if (begun.kind === 'replay') {
          return reply
            .code(begun.answer.status)
            .type('application/json; charset=utf-8')
            .header('idempotency-replayed', 'true')
            .send(begun.answer.payload);
        }
        call.onAnswer(begun.finish);
      }
    }
    // Every write runs alone and as one unit of work: all of its writes, or none when it throws or refuses.
    const result = holdsLock ? await runtime.write(() => handler(parsed.data, ctx)) : await handler(parsed.data, ctx);
    if (isDomainError(result)) return sendFailKey(reply, lang, result.key, result.params, result.status, result.field);

    if (!options.validateOutput) return sendOk(reply, lang, result);
    const checked = endpoint.output.safeParse(result);
    if (!checked.success) {
      call.logError({ endpoint: key, issues: checked.error.issues }, 'mock bug: handler output does not match the contract');
      return sendFailKey(reply, lang, 'internal', {}, 500);
    }
    return sendOk(reply, lang, checked.data);
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return single === undefined || single === '' ? undefined : single;
}

function flatHeaders(headers: HttpRequest['headers']): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerValue(value)]));
}
