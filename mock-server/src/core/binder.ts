import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// Type augmentation only: request.isMultipart() / request.parts().
import type {} from '@fastify/multipart';
import { describeIssue, isEndpoint, parseLang, type ContractTree, type Endpoint, type Lang } from '@contracts';
import { liveSession } from './auth';
import type { Ctx, Player, Settings, UploadedFile } from './context';
import { isDomainError, translate } from './errors';
import { sendFail, sendFailKey, sendOk, sendUnauthorized } from './envelope';
import { normalisePath } from './faults';
import type { MockRuntime } from './runtime';

type AnyHandler = (input: unknown, ctx: Ctx) => unknown;
type HandlerNode = AnyHandler | { [key: string]: HandlerNode };

export interface BoundEndpoint {
  key: string;
  endpoint: Endpoint;
  handler: AnyHandler;
}

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
  runtime: MockRuntime;
  settings: Settings;
  /** Parse handler data with the contract's output schema (dev and test). */
  validateOutput: boolean;
}

/**
 * One place for every `/api/` endpoint: fault injection, case-insensitive lookup, auth, input
 * validation against the contract (clock-aware), the write lock, domain errors and output checks.
 */
export function bindContract(app: FastifyInstance, bound: BoundEndpoint[], options: BinderOptions): void {
  const byPath = new Map(bound.map((b) => [b.endpoint.path.toLowerCase(), b]));
  const { runtime } = options;

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const lang = parseLang(request.headers.lang);
    const rawPath = safeDecode(new URL(request.url, 'http://mock').pathname);
    const path = normalisePath(rawPath);

    const { latencyMs, fault } = runtime.faults.take(path);
    if (latencyMs > 0) await sleep(latencyMs);
    if (fault?.kind === 'drop') {
      // No answer at all: the client sees a network failure.
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (fault?.kind === 'unauthorized') return sendUnauthorized(reply, lang, 'auth.expired');
    if (fault?.kind === 'error') return sendFail(reply, fault.msg ?? translate('fault.error', lang));

    const target = byPath.get(path);
    if (!target) return sendFailKey(reply, lang, 'request.unknownPath', { path: rawPath }, 404);
    const { endpoint, handler, key } = target;

    // Multipart bodies are read whatever the endpoint, so an unexpected upload is drained, not left hanging.
    const multipart = request.isMultipart() ? await readMultipart(request) : null;
    if (multipart === 'tooLarge') return sendFailKey(reply, lang, 'upload.size');
    if (request.method !== endpoint.method) {
      return sendFailKey(reply, lang, 'request.method', { path: endpoint.path, method: endpoint.method }, 405);
    }
    if (endpoint.multipart && !multipart) return sendFailKey(reply, lang, 'upload.notMultipart');

    await runtime.tick();
    const now = runtime.clock.now();
    const token = headerValue(request.headers.token) ?? null;
    // Resolved once here: 'required' refuses without a live session, 'optional' treats a dead one as a visitor.
    const session = endpoint.auth === 'none' ? null : liveSession(runtime.world, token ?? undefined, now);
    if (endpoint.auth === 'required' && !session) return sendUnauthorized(reply, lang, token ? 'auth.expired' : 'auth.required');
    const player: Player | null = session ? { uid: session.uid, token: session.token } : null;

    const raw = endpoint.multipart ? (multipart?.fields ?? {}) : endpoint.method === 'GET' ? request.query : (request.body ?? {});
    const schema = endpoint.inputAt?.(now) ?? endpoint.input;
    const parsed = await schema.safeParseAsync(raw);
    if (!parsed.success) return sendFail(reply, describeFirstIssue(parsed.error.issues, lang));

    const ctx: Ctx & { player?: Player | null } = {
      // 'none' handlers get no player at all, so they cannot come to depend on one.
      ...(endpoint.auth === 'none' ? {} : { player }),
      world: runtime.world,
      clock: runtime.clock,
      now,
      lang,
      token,
      headers: flatHeaders(request.headers),
      files: multipart?.files ?? [],
      origin: `${request.protocol}://${request.host}`,
      settings: options.settings,
    };
    // Every write runs alone and as one unit of work: all of its writes, or none when it throws or refuses.
    const result =
      endpoint.method === 'GET' ? await handler(parsed.data, ctx) : await runtime.write(() => handler(parsed.data, ctx));
    if (isDomainError(result)) return sendFail(reply, translate(result.key, lang, result.params));

    if (!options.validateOutput) return sendOk(reply, lang, result);
    const checked = endpoint.output.safeParse(result);
    if (!checked.success) {
      request.log.error({ endpoint: key, issues: checked.error.issues }, 'mock bug: handler output does not match the contract');
      return sendFailKey(reply, lang, 'internal', {}, 500);
    }
    return sendOk(reply, lang, checked.data);
  }

  app.route({ method: ['GET', 'POST'], url: '/api/*', handler: handle });
}

function describeFirstIssue(issues: ReadonlyArray<Parameters<typeof describeIssue>[0]>, lang: Lang): string {
  const first = issues[0];
  return first ? describeIssue(first, lang) : translate('internal', lang);
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

function flatHeaders(headers: FastifyRequest['headers']): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerValue(value)]));
}

async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: UploadedFile[] } | 'tooLarge'> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push({ field: part.fieldname, filename: part.filename, bytes: await part.toBuffer() });
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'tooLarge';
    throw error;
  }
  return { fields, files };
}
