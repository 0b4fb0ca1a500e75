import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseLang } from '@contracts';
import { WorldName } from '@contracts/control/worlds';
import { sendFailKey } from './envelope';
import type { HttpRequest } from './http';
import type { MockRuntime } from './runtime';
import { DEFAULT_WORLD_NAME, type Worlds } from './worlds';

/** A request names its world with this header; it wins over the cookie. */
export const WORLD_HEADER = 'x-mock-world';
/** What `/h5/?world=NAME` sets, so every request of that browser (the app's, the play pages') reaches the world. */
export const WORLD_COOKIE = 'mock_world';

declare module 'fastify' {
  interface FastifyRequest {
    /** The world this request reaches, resolved once when it arrives. */
    mockWorld: MockRuntime | null;
  }
}

/** The world a request reaches (resolved by `registerWorldRouting` before any route runs). */
export function worldOf(request: Pick<HttpRequest, 'mockWorld' | 'url'>): MockRuntime {
  if (!request.mockWorld) throw new Error(`no world resolved for ${request.url}`);
  return request.mockWorld;
}

/** Paths about the server itself rather than one world: they answer whatever world a request names. */
const SERVER_WIDE = /^\/__mock\/(worlds|scenarios)(\/|$|\?)/i;
const APP_INDEX = /^\/h5\/(index\.html)?$/;

export interface WorldRoutingOptions {
  /**
   * For `/h5/?world=NAME`: true when the world exists, or did not and was created from the server's seed (only a
   * server that is the developer's own does that: loopback, no control token).
   */
  joinable: (name: string) => Promise<boolean>;
}

/**
 * Resolves every request's world before it reaches a route: the `X-Mock-World` header, else the `mock_world` cookie,
 * else the default world. A name with no world behind it is refused with the envelope (404) on every path that
 * reads a world; the app's own files are the same in every world and are served anyway, so a tab whose world was
 * deleted still loads and shows the refusal.
 */
export function registerWorldRouting(app: FastifyInstance, worlds: Worlds, options: WorldRoutingOptions): void {
  app.decorateRequest('mockWorld', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (APP_INDEX.test(path)) {
      const joined = await join(request, reply, options);
      if (joined === 'answered') return reply;
    }
    const name = requestedWorld(request);
    const runtime = worlds.use(name);
    if (runtime) {
      request.mockWorld = runtime;
      return;
    }
    request.mockWorld = worlds.main;
    if (SERVER_WIDE.test(request.url) || path.startsWith('/h5')) return;
    return sendFailKey(reply, parseLang(request.headers.lang), 'world.unknown', { name: name ?? DEFAULT_WORLD_NAME }, 404);
  });
}

/** The world a request names: the header, else the cookie; undefined for the default world. */
export function requestedWorld(request: FastifyRequest): string | undefined {
  const header = request.headers[WORLD_HEADER];
  const named = (Array.isArray(header) ? header[0] : header) ?? cookieValue(request.headers.cookie, WORLD_COOKIE);
  return named === undefined || named === '' || named === DEFAULT_WORLD_NAME ? undefined : named;
}

/**
 * `/h5/?world=NAME`: this browser joins the world (a cookie for every path of the server, readable by the app, which
 * shows it as a badge); `?world=default` or `?world=` leaves it. An unknown name is created from the server's seed
 * when the server is the developer's own (loopback, no control token), else refused.
 */
async function join(request: FastifyRequest, reply: FastifyReply, options: WorldRoutingOptions): Promise<'answered' | 'joined' | 'none'> {
  const query = request.query as Record<string, unknown>;
  const wanted = query.world;
  if (typeof wanted !== 'string') return 'none';
  if (wanted === '' || wanted === DEFAULT_WORLD_NAME) {
    reply.header('set-cookie', `${WORLD_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    // This request itself already belongs to the default world.
    delete request.headers.cookie;
    return 'joined';
  }
  const lang = parseLang(request.headers.lang);
  if (!WorldName.safeParse(wanted).success) {
    await sendFailKey(reply, lang, 'world.badName', { name: wanted }, 400);
    return 'answered';
  }
  if (!(await options.joinable(wanted))) {
    await sendFailKey(reply, lang, 'world.unknown', { name: wanted }, 404);
    return 'answered';
  }
  reply.header('set-cookie', `${WORLD_COOKIE}=${wanted}; Path=/; SameSite=Lax`);
  request.headers.cookie = `${WORLD_COOKIE}=${wanted}`;
  return 'joined';
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
