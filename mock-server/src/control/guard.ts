import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseLang } from '@contracts';
import { sendFailKey } from '../core/envelope';

export interface ControlGuardOptions {
  /** The address the server listens on (server.ts); unknown under app.inject. */
  listen?: { host: string; port: number };
  /** The configured public origin (a tunnel, a LAN name): its host may reach the control API too. */
  publicOrigin?: string;
  /** Required as `X-Mock-Token` when set (server.ts sets a random one whenever it listens beyond loopback). */
  token?: string;
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The hosts a browser may name when it really means this server. Anything else is a DNS-rebinding
 * page (evil.example resolving to 127.0.0.1) and is refused. Without a known port (app.inject) any
 * port of a loopback name passes.
 */
function hostAllowed(host: string, options: ControlGuardOptions): boolean {
  const value = host.toLowerCase();
  const port = options.listen?.port;
  const names = [...LOOPBACK];
  if (options.listen && !['0.0.0.0', '::'].includes(options.listen.host))
    names.push(options.listen.host.includes(':') ? `[${options.listen.host}]` : options.listen.host);
  const allowed = names.map((name) => (port === undefined ? name : `${name}:${port}`));
  if (options.publicOrigin) allowed.push(new URL(options.publicOrigin).host.toLowerCase());
  if (port === undefined)
    return allowed.includes(value) || names.some((name) => value.startsWith(`${name}:`)) || allowed.includes(value.replace(/:\d+$/, ''));
  return allowed.includes(value);
}

function sameToken(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Keeps `/__mock/` to the developer's own tools: a web page on another site can neither read it (no
 * CORS headers) nor write to it (an Origin or Host other than ours is refused, and a body must be JSON,
 * which a cross-site form cannot send), nor load it as a script or image (Sec-Fetch-Site other than ours), and
 * beyond loopback it needs the token printed at start.
 */
export function controlGuard(options: ControlGuardOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.toLowerCase().startsWith('/__mock/')) return;
    const lang = parseLang(request.headers.lang);
    const host = request.headers.host ?? '';
    if (!hostAllowed(host, options)) return sendFailKey(reply, lang, 'control.host', { host }, 403);
    // A browser names where a request comes from even when it sends no Origin (a <script src>, a no-cors GET).
    // The app is served from this origin, so only `same-origin` (and `none`: a typed URL, curl sends nothing) pass;
    // `same-site` is refused too: another port of localhost is the same site but not this app.
    const site = single(request.headers['sec-fetch-site']);
    if (site === 'cross-site' || site === 'same-site') return sendFailKey(reply, lang, 'control.crossSite', { site }, 403);
    const origin = request.headers.origin;
    if (origin !== undefined && (origin === 'null' || !hostAllowed(safeHost(origin), options)))
      return sendFailKey(reply, lang, 'control.origin', { origin }, 403);
    if (options.token !== undefined && !sameToken(single(request.headers['x-mock-token']), options.token))
      return sendFailKey(reply, lang, 'control.token', {}, 401);
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (hasNoBody(request)) {
      // Nothing to misread: `curl -X POST` sends no type, `curl -d ''` a form type, fetch without a body none.
      // Read as no body at all (`{}`), whatever type was declared; the Origin and Host checks above still apply.
      delete request.headers['content-type'];
      return;
    }
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (type !== 'application/json') return sendFailKey(reply, lang, 'control.notJson', {}, 415);
  };
}

/** No body on the wire, as Fastify itself decides it: no chunked transfer and no (or a zero) Content-Length. */
function hasNoBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function safeHost(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}
