import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseLang } from '@contracts';
import { BadBody } from './body';
import { sendFailKey } from './envelope';
import { translate, type ErrorKey } from './errors';
import { secureHeaders } from './security-headers';

/** The router's errors come before the onRequest hook that sets these, so they are set here too. */
const SECURE_HEADERS = secureHeaders();

/** Fastify's own client errors, each with the message that names it (anything else: "malformed, HTTP n"). */
const FASTIFY_ERRORS: Record<string, { key: ErrorKey; params?: Record<string, string> }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'request.tooLarge', params: { max: '1 MiB' } },
  FST_REQ_FILE_TOO_LARGE: { key: 'upload.size' },
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'request.malformed' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { key: 'request.malformed' },
};

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any hook or route (a path whose
 * percent-encoding is no UTF-8, an over-long path parameter). The envelope like every other refusal,
 * 400 on every prefix: the request line itself is broken, whatever it asked for.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = parseLang(request.headers.lang);
  const path = request.raw.url?.split('?')[0] ?? '';
  reply.headers(SECURE_HEADERS);
  if (error.code === 'FST_ERR_BAD_URL') void sendFailKey(reply, lang, 'request.badEncoding', { path }, 400);
  else void sendFailKey(reply, lang, 'request.invalid', { status: error.statusCode ?? 400 }, error.statusCode ?? 400);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (a request
 * line and headers over 16 KiB, bytes that are no HTTP). There is no `lang` header to read yet, so the
 * envelope is in English; the connection closes after it, as Node's own answer does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, ErrorKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'request.headersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request.timeout']
        : [400, 'request.notHttp'];
  const body = JSON.stringify({ code: 0, msg: translate(key, 'en'), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * One error handler: bad input is a `code: 0` answer naming the problem, never a stack trace or a 500.
 * Only a bug in the mock answers 500 (logged). The control API keeps its plain `{ error }` shape.
 */
export function registerWireErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = parseLang(request.headers.lang);
    const status = error.statusCode ?? 500;
    const clientError = status < 500 || error instanceof BadBody;
    if (!clientError) request.log.error({ err: error }, 'unhandled error');
    // The control API answers in the same envelope; only its status codes are its own (400 for bad input).
    const replyStatus = request.url.toLowerCase().startsWith('/__mock/') ? (clientError ? (status < 500 ? status : 400) : 500) : 200;
    if (!clientError) return sendFailKey(reply, lang, 'internal', {}, 500);
    if (error instanceof BadBody) return sendFailKey(reply, lang, error.key, error.params, replyStatus);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendFailKey(reply, lang, 'request.unsupportedType', { type: String(request.headers['content-type'] ?? '') }, replyStatus);
    }
    const known = FASTIFY_ERRORS[error.code];
    if (known) return sendFailKey(reply, lang, known.key, known.params, replyStatus);
    return sendFailKey(reply, lang, 'request.invalid', { status }, replyStatus);
  });

  // Before any route (static files included): a path climbing out of its folder or carrying control
  // characters is refused as such, instead of surfacing as some other route's error.
  app.addHook('onRequest', async (request, reply) => {
    if (hasUnsafePath(request)) return sendFailKey(reply, parseLang(request.headers.lang), 'request.path', {}, 400);
  });
}

function hasUnsafePath(request: FastifyRequest): boolean {
  const rawPath = request.raw.url?.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return decoded.split(/[\\/]/).includes('..') || /[\u0000-\u001f\u007f]/.test(decoded);
}
