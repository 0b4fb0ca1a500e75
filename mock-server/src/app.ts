import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { api, parseLang } from '@contracts';
import { UPLOAD_MAX_BYTES } from '@contracts/rules/feedback';
import { registerAssets } from './assets/routes';
import { registerControl } from './control/runtime-routes';
import { bindContract, pairHandlers } from './core/binder';
import type { ClockMode } from './core/clock';
import { sendFailKey } from './core/envelope';
import { MockRuntime } from './core/runtime';
import { registerDocs } from './docs/routes';
import { AREAS, handlers } from './areas';
import type { Area } from './core/area';
import { inUnitOfWork } from './core/unit-of-work';

export const DEFAULT_SEED = 20261122;
export const DEFAULT_NOW = '2026-11-22T12:00:00+08:00';
export const DEFAULT_APP_VERSION = '1.3.4';

export interface AppOptions {
  /** Faker seed of the world (MOCK_SEED). */
  seed?: number;
  /** The start instant, ISO 8601 or epoch ms (MOCK_NOW). */
  now?: string | number;
  /** `frozen` for tests (moves only when told), `running` for people. Default frozen. */
  clockMode?: ClockMode;
  /** Serve a built web app from this folder under /h5/. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The latest app version common/checkUpdate offers. */
  appVersion?: string;
  /** Check handler output against the contract; default on unless NODE_ENV is production. */
  validateOutput?: boolean;
  /** Real-time source of a running clock (tests may fake it). */
  realNow?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    mock: MockRuntime;
  }
}

class MalformedJson extends Error {
  readonly code = 'MOCK_MALFORMED_JSON';
  readonly statusCode = 400;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const startMs = typeof options.now === 'number' ? options.now : Date.parse(options.now ?? DEFAULT_NOW);
  if (Number.isNaN(startMs)) throw new Error(`invalid start instant ${String(options.now)}`);
  const runtime = await MockRuntime.create({
    seed: options.seed ?? DEFAULT_SEED,
    startMs,
    clockMode: options.clockMode ?? 'frozen',
    realNow: options.realNow,
  });
  const appVersion = options.appVersion ?? DEFAULT_APP_VERSION;

  // The platform routes paths case-insensitively (`Lottery/getLotteryInfo`).
  const app = Fastify({ logger: options.logger ?? false, routerOptions: { caseSensitive: false } });
  app.decorate('mock', runtime);

  // The native wrapper calls the API from its own origin (host prefix): allow it, answer preflights.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
        .header('access-control-allow-headers', 'TOKEN, lang, Authorization, Content-Type')
        .header('access-control-max-age', '600')
        .send();
    }
  });

  // Our own JSON parser: an empty body is `{}`, and malformed JSON becomes a `code: 0` answer.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value)));
    } catch {
      done(new MalformedJson('malformed JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 5, fields: 20 } });

  // One error handler: bad input under /api/ is a `code: 0` answer, never a stack trace or a 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = parseLang(request.headers.lang);
    const clientError = (error.statusCode ?? 500) < 500;
    if (!clientError) request.log.error({ err: error }, 'unhandled error');
    if (request.url.toLowerCase().startsWith('/__mock/')) {
      return reply.code(clientError ? (error.statusCode ?? 400) : 500).send({ error: clientError ? error.message : 'internal error' });
    }
    if (error.code === 'MOCK_MALFORMED_JSON' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return sendFailKey(reply, lang, 'request.malformed');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendFailKey(reply, lang, 'request.unsupportedType', { type: String(request.headers['content-type'] ?? '') });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendFailKey(reply, lang, 'upload.size');
    if (clientError) return sendFailKey(reply, lang, 'request.malformed');
    return sendFailKey(reply, lang, 'internal', {}, 500);
  });
  app.setNotFoundHandler((request, reply) =>
    sendFailKey(reply, parseLang(request.headers.lang), 'request.unknownPath', { path: request.url.split('?')[0] ?? '' }, 404),
  );

  registerDocs(app, appVersion);
  bindContract(app, pairHandlers(api, handlers), {
    runtime,
    settings: { appVersion },
    validateOutput: options.validateOutput ?? process.env.NODE_ENV !== 'production',
  });
  registerControl(app, runtime);
  registerAssets(app, runtime);
  for (const area of AREAS as readonly Area[]) {
    area.http?.(app, runtime);
    // Reads runtime.world on each tick, so reset / import (which swap the world) need nothing more.
    for (const [name, job] of Object.entries(area.jobs ?? {})) {
      runtime.clock.sweep(name, (nowMs) => inUnitOfWork(runtime.world, () => job(runtime.world, nowMs)));
    }
  }

  if (options.staticDir) {
    await app.register(fastifyStatic, { root: options.staticDir, prefix: '/h5/', redirect: true });
    app.get('/', async (_request, reply) => reply.redirect('/h5/'));
    app.get('/h5', async (_request, reply) => reply.redirect('/h5/'));
  }
  return app;
}
