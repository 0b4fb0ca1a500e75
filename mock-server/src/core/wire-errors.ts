import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { parseLang } from '@contracts';
import { BadBody } from './body-parsers';
import { sendFailKey } from './envelope';
import type { ErrorKey } from './errors';

/** Fastify's own client errors, each with the message that names it (anything else: "malformed, HTTP n"). */
const FASTIFY_ERRORS: Record<string, { key: ErrorKey; params?: Record<string, string> }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'request.tooLarge', params: { max: '1 MiB' } },
  FST_REQ_FILE_TOO_LARGE: { key: 'upload.size' },
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'request.malformed' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { key: 'request.malformed' },
};

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

/** The first query parameter given more than once (`page=1&page=2`), or null. */
export function duplicateParam(query: unknown): string | null {
  if (typeof query !== 'object' || query === null) return null;
  return Object.entries(query).find(([, value]) => Array.isArray(value))?.[0] ?? null;
}
